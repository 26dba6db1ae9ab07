// Gomoku against the engine. The request carries the whole game (the page keeps it), so the
// server holds no state; the engine's move is gomoku_best_move, fives are gomoku_winner.
#include <cstdio>
#include <string>
#include <vector>

#include "tools/web/api.h"

namespace pg_games::web {

namespace {
struct GomokuGame {
    int size = 15;
    std::string rule = "freestyle";
    std::vector<std::pair<int, int>> moves;  // black first, alternating
    std::vector<char> cells;                 // '.', 'X', 'O'; row-major, y then x

    char at(int x, int y) const { return cells[(y - 1) * size + (x - 1)]; }
    char to_move() const { return moves.size() % 2 == 0 ? 'X' : 'O'; }
    // Places the side to move's stone, or explains why the cell cannot take it.
    void place(int x, int y) {
        if (x < 1 || x > size || y < 1 || y > size)
            throw ApiError(400, "(" + std::to_string(x) + ", " + std::to_string(y) +
                                    ") is outside the " + std::to_string(size) + "x" +
                                    std::to_string(size) + " board");
        char c = at(x, y);
        if (c != '.')
            throw ApiError(400, "(" + std::to_string(x) + ", " + std::to_string(y) +
                                    ") is already taken by " + std::string(1, c));
        cells[(y - 1) * size + (x - 1)] = to_move();
        moves.emplace_back(x, y);
    }
    bool full() const { return static_cast<int>(moves.size()) == size * size; }
    // The board text of the pg_games functions: rows from the top joined by '/'.
    std::string text() const {
        std::string out;
        for (int y = 1; y <= size; ++y) {
            if (y > 1) out += '/';
            out.append(cells.begin() + (y - 1) * size, cells.begin() + y * size);
        }
        return out;
    }
};

// The game a request describes: size, rule and the moves so far (each checked).
GomokuGame read_gomoku(const Json& body) {
    GomokuGame g;
    g.size = int_field(body, "size", 5, 32, 15);
    g.rule = string_field(body, "rule", 16, "freestyle");
    if (g.rule != "freestyle" && g.rule != "exact5")
        throw ApiError(400, "\"rule\" must be \"freestyle\" or \"exact5\"");
    g.cells.assign(static_cast<size_t>(g.size) * g.size, '.');
    if (body.contains("moves")) {
        const Json& m = body["moves"];
        if (!m.is_array()) throw ApiError(400, "\"moves\" must be an array of cells [x, y]");
        if (m.size() > static_cast<size_t>(g.size) * g.size)
            throw ApiError(400, "more moves than cells on the board");
        for (const Json& cell : m) {
            auto [x, y] = read_cell(cell, "each move");
            g.place(x, y);
        }
    }
    return g;
}

// The five on the board, if any, as {winner, from, to, length} (gomoku_winner).
Json gomoku_five(PooledConnection& c, const GomokuGame& g) {
    std::string board = g.text();
    Result r = query(c,
                     "SELECT (w).winner, (w).from_x, (w).from_y, (w).to_x, (w).to_y, (w).length "
                     "FROM (SELECT gomoku_winner($1::text, $2::text) AS w) s",
                     {board.c_str(), g.rule.c_str()});
    if (PQntuples(r.get()) != 1 || PQgetisnull(r.get(), 0, 0)) return nullptr;
    return Json{{"winner", text_value(r, 0, 0)},
                {"from", {int_value(r, 0, 1), int_value(r, 0, 2)}},
                {"to", {int_value(r, 0, 3), int_value(r, 0, 4)}},
                {"length", int_value(r, 0, 5)}};
}

// The engine's move for the side to move, with the search's evaluation and depth (the
// aggregate's DEBUG2 report).
Json gomoku_engine_move(PooledConnection& c, const GomokuGame& g, long long node_budget,
                        int time_ms, double aggression) {
    std::string xs = "{", ys = "{", mys = "{";
    char me = g.to_move();
    for (size_t i = 0; i < g.moves.size(); ++i) {
        const char* sep = i ? "," : "";
        xs += sep + std::to_string(g.moves[i].first);
        ys += sep + std::to_string(g.moves[i].second);
        mys += std::string(sep) + ((i % 2 == 0) == (me == 'X') ? "t" : "f");
    }
    xs += "}", ys += "}", mys += "}";
    std::string size = std::to_string(g.size), budget = std::to_string(node_budget),
                ms = std::to_string(time_ms), aggr = std::to_string(aggression);
    if (g.moves.empty())  // an empty field has no row to carry the size argument
        query(c, "SELECT set_config('pg_games.gomoku_size', $1, false)", {size.c_str()});
    Result r = query(c,
                     "SELECT (m).x, (m).y FROM (SELECT gomoku_best_move(x, y, my, $4::int, "
                     "$5::text, $6::bigint, $7::int, $8::float8, NULL::bigint) AS m "
                     "FROM unnest($1::int[], $2::int[], $3::bool[]) AS f(x, y, my)) s",
                     {xs.c_str(), ys.c_str(), mys.c_str(), size.c_str(), g.rule.c_str(),
                      budget.c_str(), ms.c_str(), aggr.c_str()});
    Json out{{"x", int_value(r, 0, 0)}, {"y", int_value(r, 0, 1)}};
    for (const std::string& m : c.messages) {
        int x, y, score, depth;
        unsigned long long nodes;
        double elapsed;
        if (sscanf(m.c_str(), "gomoku_best_move: (%d, %d) score %d depth %d, %llu nodes in %lf ms",
                   &x, &y, &score, &depth, &nodes, &elapsed) == 6) {
            out["score"] = score;
            out["depth"] = depth;
            out["nodes"] = nodes;
            out["ms"] = elapsed;
        }
    }
    return out;
}

// POST /api/gomoku/move: the player's move (or none: the engine opens), then the engine's.
Json gomoku_move(App& app, const Json& body) {
    GomokuGame g = read_gomoku(body);
    double aggression = number_field(body, "aggression", 0, 10, 1.0);
    int time_ms = int_field(body, "time_ms", 10, 10000, 1000);
    long long budget = int_field(body, "node_budget", 100, 50000000, 120000);
    Pool::Lease c = app.pool->acquire();
    Json five = gomoku_five(*c, g);
    if (!five.is_null())
        throw ApiError(
            409, "the game is over: " + five["winner"].get<std::string>() + " has five in a row");
    if (g.full()) throw ApiError(409, "the game is over: the board is full");
    Json out{{"player", nullptr}, {"engine", nullptr}, {"five", nullptr}, {"over", false}};
    if (body.contains("move") && !body["move"].is_null()) {
        auto [x, y] = read_cell(body["move"], "\"move\"");
        g.place(x, y);
        out["player"] = Json{{"x", x}, {"y", y}, {"colour", std::string(1, g.at(x, y))}};
        five = gomoku_five(*c, g);
        if (!five.is_null() || g.full()) {
            out["five"] = five;
            out["over"] = true;
            return out;
        }
    }
    Json e = gomoku_engine_move(*c, g, budget, time_ms, aggression);
    g.place(e["x"].get<int>(), e["y"].get<int>());
    e["colour"] = std::string(1, g.at(e["x"].get<int>(), e["y"].get<int>()));
    out["engine"] = e;
    five = gomoku_five(*c, g);
    out["five"] = five;
    out["over"] = !five.is_null() || g.full();
    return out;
}
}  // namespace

void register_gomoku(httplib::Server& server, App& app) {
    App* a = &app;
    route(server, "POST", "/api/gomoku/move",
          [a](auto&, const Json& b) { return gomoku_move(*a, b); });
}

}  // namespace pg_games::web
