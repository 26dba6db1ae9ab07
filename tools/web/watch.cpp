// Watch: the tournaments and games recorded in the `referee` schema (by pg_games-referee or
// by the contest lab), for replay and standings.
#include <cstdlib>

#include "tools/referee/elo.h"
#include "tools/referee/recorder.h"
#include "tools/web/api.h"
#include "tools/web/standings.h"

namespace pg_games::web {

namespace {

std::string text(const Result& r, int row, int col) {
    return PQgetisnull(r.get(), row, col) ? "" : PQgetvalue(r.get(), row, col);
}
Json nullable_number(const Result& r, int row, int col) {
    if (PQgetisnull(r.get(), row, col)) return nullptr;
    return std::strtod(PQgetvalue(r.get(), row, col), nullptr);
}
Json nullable_text(const Result& r, int row, int col) {
    if (PQgetisnull(r.get(), row, col)) return nullptr;
    return PQgetvalue(r.get(), row, col);
}

// GET /api/tournaments: the latest 200 tournaments with their game counts.
Json tournaments(App& app) {
    Pool::Lease c = app.pool->acquire();
    Result r =
        query(*c,
              "SELECT t.id, t.name, t.started_at, t.finished_at, t.board_size, t.rule, "
              "t.clock_ms, (SELECT count(*) FROM referee.player p WHERE p.tournament_id = t.id), "
              "(SELECT count(*) FROM referee.game g WHERE g.tournament_id = t.id), "
              "(SELECT count(*) FROM referee.game g WHERE g.tournament_id = t.id AND g.result IS "
              "NOT NULL) "
              "FROM referee.tournament t ORDER BY t.id DESC LIMIT 200",
              {});
    Json out = Json::array();
    for (int i = 0; i < PQntuples(r.get()); ++i)
        out.push_back({{"id", std::atol(PQgetvalue(r.get(), i, 0))},
                       {"name", nullable_text(r, i, 1)},
                       {"started_at", text(r, i, 2)},
                       {"finished_at", nullable_text(r, i, 3)},
                       {"size", std::atoi(PQgetvalue(r.get(), i, 4))},
                       {"rule", text(r, i, 5)},
                       {"clock_ms", nullable_number(r, i, 6)},
                       {"players", std::atoi(PQgetvalue(r.get(), i, 7))},
                       {"games", std::atoi(PQgetvalue(r.get(), i, 8))},
                       {"finished_games", std::atoi(PQgetvalue(r.get(), i, 9))}});
    return Json{{"tournaments", out}};
}

// GET /api/tournaments/:id: players, standings with Elo, and every game.
Json tournament(App& app, long id) {
    std::string tid = std::to_string(id);
    Pool::Lease c = app.pool->acquire();
    Result t = query(*c,
                     "SELECT name, started_at, finished_at, board_size, rule, clock_ms, "
                     "games_per_pair, openings FROM referee.tournament WHERE id = $1",
                     {tid.c_str()});
    if (PQntuples(t.get()) != 1) throw ApiError(404, "no tournament " + tid);
    Result p = query(*c,
                     "SELECT player_no, name, kind, source FROM referee.player "
                     "WHERE tournament_id = $1 ORDER BY player_no",
                     {tid.c_str()});
    Result g = query(*c,
                     "SELECT id, game_no, black, white, result, winner, reason, detail, moves, "
                     "black_ms, white_ms, wall_ms FROM referee.game WHERE tournament_id = $1 "
                     "ORDER BY game_no",
                     {tid.c_str()});
    std::vector<std::string> names;
    std::map<int, int> index;  // player_no -> position in names
    Json players = Json::array();
    for (int i = 0; i < PQntuples(p.get()); ++i) {
        index[std::atoi(PQgetvalue(p.get(), i, 0))] = i;
        names.push_back(text(p, i, 1));
        players.push_back({{"no", std::atoi(PQgetvalue(p.get(), i, 0))},
                           {"name", text(p, i, 1)},
                           {"kind", text(p, i, 2)},
                           {"source", nullable_text(p, i, 3)}});
    }
    std::vector<referee::GameScore> scores;
    Json games = Json::array();
    for (int i = 0; i < PQntuples(g.get()); ++i) {
        int black = std::atoi(PQgetvalue(g.get(), i, 2)),
            white = std::atoi(PQgetvalue(g.get(), i, 3));
        std::string result = text(g, i, 4);
        if (!result.empty() && index.count(black) && index.count(white))
            scores.push_back({index[black], index[white],
                              result == "black"   ? 1.0
                              : result == "white" ? 0.0
                                                  : 0.5});
        games.push_back({{"id", std::atol(PQgetvalue(g.get(), i, 0))},
                         {"game_no", std::atoi(PQgetvalue(g.get(), i, 1))},
                         {"black", index.count(black) ? names[index[black]] : "?"},
                         {"white", index.count(white) ? names[index[white]] : "?"},
                         {"result", nullable_text(g, i, 4)},
                         {"reason", nullable_text(g, i, 6)},
                         {"detail", nullable_text(g, i, 7)},
                         {"moves", nullable_number(g, i, 8)},
                         {"black_ms", nullable_number(g, i, 9)},
                         {"white_ms", nullable_number(g, i, 10)}});
    }
    Json standings = standings_json(names, scores);
    return Json{{"id", id},
                {"name", nullable_text(t, 0, 0)},
                {"started_at", text(t, 0, 1)},
                {"finished_at", nullable_text(t, 0, 2)},
                {"size", std::atoi(PQgetvalue(t.get(), 0, 3))},
                {"rule", text(t, 0, 4)},
                {"clock_ms", nullable_number(t, 0, 5)},
                {"openings", text(t, 0, 7)},
                {"players", players},
                {"standings", standings},
                {"games", games}};
}

// GET /api/games/:id[?after=PLY]: a game's players, result and moves (those after PLY only).
Json game(App& app, long id, const httplib::Request& req) {
    std::string gid = std::to_string(id);
    std::string after = req.has_param("after") ? req.get_param_value("after") : "0";
    if (after.empty() || after.size() > 6 ||
        after.find_first_not_of("0123456789") != std::string::npos)
        throw ApiError(400, "after must be a ply number");
    Pool::Lease c = app.pool->acquire();
    Result h = query(
        *c,
        "SELECT g.tournament_id, t.board_size, t.rule, pb.name, pw.name, g.result, "
        "g.reason, g.detail, g.moves, g.black_ms, g.white_ms, g.game_no, t.name, "
        "g.finished_at IS NOT NULL " +
            referee::kGameWithPlayers + "WHERE g.id = $1",
        {gid.c_str()});
    if (PQntuples(h.get()) != 1) throw ApiError(404, "no game " + gid);
    Result m = query(*c,
                     "SELECT ply, colour, x, y, opening, query_ms FROM referee.move "
                     "WHERE game_id = $1 AND ply > $2::int ORDER BY ply",
                     {gid.c_str(), after.c_str()});
    Json moves = Json::array();
    for (int i = 0; i < PQntuples(m.get()); ++i)
        moves.push_back({{"ply", std::atoi(PQgetvalue(m.get(), i, 0))},
                         {"colour", text(m, i, 1)},
                         {"x", std::atoi(PQgetvalue(m.get(), i, 2))},
                         {"y", std::atoi(PQgetvalue(m.get(), i, 3))},
                         {"opening", text(m, i, 4) == "t"},
                         {"ms", nullable_number(m, i, 5)}});
    Json five = nullptr;
    if (text(h, 0, 6) == "five") {
        std::string size = text(h, 0, 1);
        Result f = query(*c,
                         "SELECT (w).from_x, (w).from_y, (w).to_x, (w).to_y FROM (SELECT "
                         "gomoku_winner(x, y, colour = 'X', $2::int) AS w FROM referee.move "
                         "WHERE game_id = $1) s WHERE w IS NOT NULL",
                         {gid.c_str(), size.c_str()});
        if (PQntuples(f.get()) == 1)
            five = Json{
                {"from",
                 {std::atoi(PQgetvalue(f.get(), 0, 0)), std::atoi(PQgetvalue(f.get(), 0, 1))}},
                {"to",
                 {std::atoi(PQgetvalue(f.get(), 0, 2)), std::atoi(PQgetvalue(f.get(), 0, 3))}}};
    }
    return Json{{"id", id},
                {"tournament_id", std::atol(PQgetvalue(h.get(), 0, 0))},
                {"tournament", nullable_text(h, 0, 12)},
                {"game_no", std::atoi(PQgetvalue(h.get(), 0, 11))},
                {"size", std::atoi(PQgetvalue(h.get(), 0, 1))},
                {"rule", text(h, 0, 2)},
                {"black", text(h, 0, 3)},
                {"white", text(h, 0, 4)},
                {"result", nullable_text(h, 0, 5)},
                {"reason", nullable_text(h, 0, 6)},
                {"detail", nullable_text(h, 0, 7)},
                {"finished", text(h, 0, 13) == "t"},
                {"black_ms", nullable_number(h, 0, 9)},
                {"white_ms", nullable_number(h, 0, 10)},
                {"five", five},
                {"moves", moves}};
}

}  // namespace

void register_watch(httplib::Server& server, App& app) {
    App* a = &app;
    route(server, "GET", "/api/tournaments", [a](auto&, const Json&) { return tournaments(*a); });
    route(
        server, "GET", R"(/api/tournaments/(\d+))",
        [a](const httplib::Request& req, const Json&) { return tournament(*a, id_param(req, 1)); });
    route(server, "GET", R"(/api/games/(\d+))", [a](const httplib::Request& req, const Json&) {
        return game(*a, id_param(req, 1), req);
    });
}

}  // namespace pg_games::web
