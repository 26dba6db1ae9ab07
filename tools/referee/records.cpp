// Recorded games and standings as files: .psq export and import, CSV and JSON standings.
#include "tools/referee/records.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

#include "core/common/error.h"
#include "tools/referee/board.h"
#include "tools/referee/elo.h"
#include "tools/referee/game.h"
#include "tools/referee/recorder.h"
#include "tools/referee/report.h"

namespace pg_games::referee {

namespace {

// Writes a file, replacing it; throws naming it on failure.
void write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) throw Error(ErrorKind::InvalidParameter, "cannot write " + path);
}

// The game of a record judged by the rules: who made five (and when), a full board, or neither.
GameResult judge(const PsqGame& g, gomoku::Rule rule, const std::string& file) {
    GameResult result;
    Board board(g.size);
    for (size_t i = 0; i < g.moves.size(); ++i) {
        const PsqMove& m = g.moves[i];
        Colour c = board.to_move();
        board.place(m.x, m.y, c);  // the parser rejected taken and off-board cells
        (c == Colour::Black ? result.black_ms : result.white_ms) += m.time_ms;
        result.moves = static_cast<int>(i) + 1;
        if (std::optional<Five> five = board.five(c, rule)) {
            if (i + 1 < g.moves.size())
                throw Error(ErrorKind::InvalidText,
                            file + ": move " + std::to_string(i + 1) + " (" + std::to_string(m.x) +
                                "," + std::to_string(m.y) +
                                ") makes five, but the record goes on for " +
                                std::to_string(g.moves.size() - i - 1) + " more",
                            "", "a record ends with the move that wins");
            result.outcome = c == Colour::Black ? Outcome::BlackWins : Outcome::WhiteWins;
            result.reason = "five";
            char text[160];
            snprintf(text, sizeof text, "%d in a row from (%d, %d) to (%d, %d)", five->length,
                     five->x1, five->y1, five->x2, five->y2);
            result.detail = text;
            return result;
        }
    }
    if (board.full()) {
        Colour c = board.to_move();
        result.outcome = c == Colour::Black ? Outcome::WhiteWins : Outcome::BlackWins;
        result.reason = "board full";
        result.detail = std::string(colour_name(c)) + " cannot move: the board is full";
        return result;
    }
    result.reason = "unfinished";
    result.detail = "the record ends without a five";
    return result;
}

}  // namespace

std::string read_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw Error(ErrorKind::InvalidParameter, "cannot read " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void write_output(const Options& o, const std::string& text) {
    if (o.output.empty() || o.output == "-") {
        fputs(text.c_str(), stdout);
        fflush(stdout);
    } else {
        write_file(o.output, text);
    }
}

PsqGame export_game(PGconn* conn, long game) {
    std::string g = std::to_string(game);
    Result head = exec(conn,
                       "SELECT t.board_size, pb.name, pw.name " + kGameWithPlayers +
                           "WHERE g.id = $1",
                       {g.c_str()});
    if (PQntuples(head.get()) != 1)
        throw Error(ErrorKind::InvalidParameter, "no recorded game " + g);
    PsqGame out;
    out.size = std::stoi(PQgetvalue(head.get(), 0, 0));
    out.black = PQgetvalue(head.get(), 0, 1);
    out.white = PQgetvalue(head.get(), 0, 2);
    Result moves = exec(conn,
                        "SELECT x, y, round(coalesce(query_ms, 0))::int FROM referee.move "
                        "WHERE game_id = $1 ORDER BY ply",
                        {g.c_str()});
    for (int i = 0; i < PQntuples(moves.get()); ++i)
        out.moves.push_back({std::stoi(PQgetvalue(moves.get(), i, 0)),
                             std::stoi(PQgetvalue(moves.get(), i, 1)),
                             std::stoi(PQgetvalue(moves.get(), i, 2))});
    return out;
}

int export_game_command(const Options& o) {
    Connection conn = connect(o.conninfo);
    write_output(o, write_psq(export_game(conn.get(), o.replay_game)));
    return 0;
}

int export_tournament_command(const Options& o) {
    Connection conn = connect(o.conninfo);
    std::string t = std::to_string(o.export_tournament);
    Result games = exec(conn.get(),
                        "SELECT g.id FROM referee.game g WHERE g.tournament_id = $1 "
                        "AND EXISTS (SELECT 1 FROM referee.move m WHERE m.game_id = g.id) "
                        "ORDER BY g.game_no, g.id",
                        {t.c_str()});
    Result known = exec(conn.get(), "SELECT 1 FROM referee.tournament WHERE id = $1", {t.c_str()});
    if (PQntuples(known.get()) == 0)
        throw Error(ErrorKind::InvalidParameter, "no recorded tournament " + t);
    if (mkdir(o.output.c_str(), 0777) != 0 && errno != EEXIST)
        throw Error(ErrorKind::InvalidParameter,
                    "cannot create directory " + o.output + ": " + std::strerror(errno));
    for (int i = 0; i < PQntuples(games.get()); ++i) {
        long id = std::stol(PQgetvalue(games.get(), i, 0));
        std::string path = o.output + "/game" + std::to_string(id) + ".psq";
        write_file(path, write_psq(export_game(conn.get(), id)));
        printf("%s\n", path.c_str());
    }
    return 0;
}

int import_command(const Options& o, const std::string& command) {
    // Every file is read and judged before anything is written.
    std::vector<PsqGame> records;
    std::vector<GameResult> results;
    for (const std::string& file : o.import_files) {
        PsqGame g;
        try {
            g = parse_psq(read_file(file));
        } catch (const Error& e) {
            throw Error(e.kind(), file + ": " + e.what(), e.detail(), e.hint());
        }
        if (g.moves.empty())
            throw Error(ErrorKind::InvalidText, file + ": the record has no moves");
        if (!records.empty() && g.size != records[0].size)
            throw Error(ErrorKind::InvalidParameter,
                        file + " is played on " + std::to_string(g.size) + "x" +
                            std::to_string(g.size) + ", " + o.import_files[0] + " on " +
                            std::to_string(records[0].size) + "x" + std::to_string(records[0].size),
                        "", "import the records of each board size separately");
        if (g.black.empty()) g.black = "black";
        if (g.white.empty()) g.white = "white";
        if (g.white == g.black) g.white += " (white)";  // a player does not play itself
        results.push_back(judge(g, o.rule, file));
        records.push_back(std::move(g));
    }

    // The players: each name once, in order of appearance.
    Options t = o;
    t.players.clear();
    std::map<std::string, int> number;
    for (const PsqGame& g : records)
        for (const std::string& name : {g.black, g.white})
            if (number.emplace(name, static_cast<int>(t.players.size())).second) {
                PlayerSpec p;
                p.name = name;
                p.path = name;
                p.kind = PlayerSpec::Kind::Engine;
                t.players.push_back(p);
            }
    t.size = records[0].size;
    t.clock_ms = 0;
    t.games_per_pair = 0;
    t.max_moves = 0;
    if (t.name.empty())
        t.name = "imported: " + o.import_files[0] +
                 (o.import_files.size() > 1
                      ? " and " + std::to_string(o.import_files.size() - 1) + " more"
                      : "");

    Connection conn = connect(o.conninfo);
    ensure_schema(conn.get());
    exec(conn.get(), "BEGIN");
    long tournament = create_tournament(conn.get(), t, "imported from psq records",
                                        std::vector<std::string>(t.players.size()), command);
    std::vector<std::string> lines;
    for (size_t i = 0; i < records.size(); ++i) {
        const PsqGame& g = records[i];
        const GameResult& r = results[i];
        int black = number[g.black], white = number[g.white];
        long game = create_game(conn.get(), tournament, static_cast<int>(i) + 1, black, white, "");
        Board board(g.size);
        for (size_t k = 0; k < g.moves.size(); ++k) {
            Colour c = board.to_move();
            board.place(g.moves[k].x, g.moves[k].y, c);
            record_move(conn.get(), game,
                        {static_cast<int>(k) + 1,
                         {g.moves[k].x, g.moves[k].y, c},
                         false,
                         static_cast<double>(g.moves[k].time_ms),
                         0});
        }
        std::string id = std::to_string(game), detail = r.detail + " (" + o.import_files[i] + ")",
                    moves = std::to_string(r.moves), bms = std::to_string(r.black_ms),
                    wms = std::to_string(r.white_ms);
        if (r.reason == "unfinished") {
            exec(conn.get(),
                 "UPDATE referee.game SET finished_at = now(), reason = 'unfinished', "
                 "detail = $2, moves = $3, black_ms = $4, white_ms = $5 WHERE id = $1",
                 {id.c_str(), detail.c_str(), moves.c_str(), bms.c_str(), wms.c_str()});
        } else {
            GameResult judged = r;
            judged.detail = detail;
            finish_game(conn.get(), game, &judged, black, white);
        }
        std::string verdict = r.reason == "unfinished"          ? "unfinished"
                              : r.outcome == Outcome::BlackWins ? g.black + " wins by " + r.reason
                                                                : g.white + " wins by " + r.reason;
        lines.push_back("game " + id + ": " + g.black + " (X) vs " + g.white + " (O), " + verdict +
                        " after " + moves + " moves (" + o.import_files[i] + ")");
    }
    finish_tournament(conn.get(), tournament);
    exec(conn.get(), "COMMIT");
    for (const std::string& line : lines) printf("%s\n", line.c_str());
    printf("tournament %ld: %zu game%s imported; pg_games-referee --standings %ld\n", tournament,
           records.size(), records.size() == 1 ? "" : "s", tournament);
    return 0;
}

int standings_command(const Options& o) {
    Connection conn = connect(o.conninfo);
    std::string t = std::to_string(o.standings_tournament);
    Result head = exec(conn.get(),
                       "SELECT coalesce(name, ''), board_size, rule FROM referee.tournament "
                       "WHERE id = $1",
                       {t.c_str()});
    if (PQntuples(head.get()) != 1)
        throw Error(ErrorKind::InvalidParameter, "no recorded tournament " + t);
    TournamentSummary summary;
    summary.id = o.standings_tournament;
    summary.name = PQgetvalue(head.get(), 0, 0);
    summary.board_size = std::stoi(PQgetvalue(head.get(), 0, 1));
    summary.rule = PQgetvalue(head.get(), 0, 2);
    Result players = exec(conn.get(),
                          "SELECT player_no, name FROM referee.player WHERE tournament_id = $1 "
                          "ORDER BY player_no",
                          {t.c_str()});
    std::vector<std::string> names;
    for (int i = 0; i < PQntuples(players.get()); ++i) {
        size_t no = std::stoul(PQgetvalue(players.get(), i, 0));
        if (names.size() <= no) names.resize(no + 1);
        names[no] = PQgetvalue(players.get(), i, 1);
    }
    Result games = exec(conn.get(),
                        "SELECT black, white, result FROM referee.game WHERE tournament_id = $1 "
                        "AND result IS NOT NULL ORDER BY game_no, id",
                        {t.c_str()});
    std::vector<GameScore> scores;
    for (int i = 0; i < PQntuples(games.get()); ++i) {
        std::string result = PQgetvalue(games.get(), i, 2);
        scores.push_back({std::stoi(PQgetvalue(games.get(), i, 0)),
                          std::stoi(PQgetvalue(games.get(), i, 1)),
                          result == "black"   ? 1.0
                          : result == "white" ? 0.0
                                              : 0.5});
    }
    summary.games = static_cast<int>(scores.size());
    std::vector<Standing> table = compute_standings(static_cast<int>(names.size()), scores);
    std::string text;
    if (o.format == Options::Format::Csv)
        text = format_standings_csv(table, names);
    else if (o.format == Options::Format::Json)
        text = format_standings_json(summary, table, names);
    else
        text = "standings, tournament " + t +
               (summary.name.empty() ? "" : " (" + summary.name + ")") + ":\n" +
               format_standings(table, names);
    write_output(o, text);
    return 0;
}

}  // namespace pg_games::referee
