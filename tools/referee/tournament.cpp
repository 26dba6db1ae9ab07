// A tournament: scheduling, parallel games on their own connections, recording, progress.
#include "tools/referee/tournament.h"

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <sstream>
#include <thread>

#include "builtin_openings.h"
#include "core/common/error.h"
#include "tools/referee/elo.h"
#include "tools/referee/engine_player.h"
#include "tools/referee/openings.h"
#include "tools/referee/psq.h"
#include "tools/referee/recorder.h"
#include "tools/referee/records.h"
#include "tools/referee/render.h"
#include "tools/referee/report.h"
#include "tools/referee/sql_player.h"

namespace pg_games::referee {

namespace {

std::atomic<bool> interrupted{false};

// The first Ctrl-C lets the games in progress finish; a second one ends the program.
extern "C" void on_interrupt(int) {
    interrupted = true;
    std::signal(SIGINT, SIG_DFL);
}

// The openings the options ask for, and how to describe them in the records.
std::vector<Opening> load_openings(const Options& o, std::string& description) {
    std::vector<Opening> openings;
    if (o.random_opening_stones > 0) {
        int count = std::max(1, (o.games_per_pair + 1) / 2);
        int radius = std::min(3, (o.size - 1) / 2);
        openings = random_openings(count, o.random_opening_stones, radius, o.seed);
        description = "random: " + std::to_string(o.random_opening_stones) + " stones, seed " +
                      std::to_string(o.seed);
    } else if (o.openings == "none") {
        description = "none";
    } else if (o.openings == "builtin") {
        openings = parse_openings(kBuiltinOpenings);
        description = "built-in balanced openings";
    } else if (o.openings.size() > 4 && o.openings.compare(o.openings.size() - 4, 4, ".psq") == 0) {
        // A game record: its stones, as offsets from its own board's centre, are the opening.
        PsqGame record = parse_psq(read_file(o.openings));
        Opening opening;
        for (const PsqMove& m : record.moves)
            opening.emplace_back(m.x - board_centre(record.size), m.y - board_centre(record.size));
        if (!opening.empty()) openings.push_back(opening);
        description = o.openings;
    } else {
        openings = parse_openings(read_file(o.openings));
        description = o.openings;
    }
    for (const Opening& op : openings) place_opening(op, o.size);  // throws when off the board
    return openings;
}

// The opening as recorded: its offsets.
std::string opening_text(const Opening* op) {
    std::string out;
    if (!op) return out;
    for (auto [dx, dy] : *op)
        out += (out.empty() ? "" : " ") + std::to_string(dx) + "," + std::to_string(dy);
    return out;
}

// Records each move and shows the board every few moves.
class Observer : public GameObserver {
  public:
    Observer(PGconn* conn, long game, int show_every, std::mutex& out, FILE* log, std::string title)
        : conn_(conn),
          game_(game),
          show_every_(show_every),
          out_(out),
          log_(log),
          title_(std::move(title)) {}

    void on_move(const Board& board, const MoveRecord& m) override {
        record_move(conn_, game_, m);
        if (m.opening) return;
        ++moves_;
        if (show_every_ > 0 && moves_ % show_every_ == 0) {
            std::lock_guard<std::mutex> lock(out_);
            fprintf(log_, "%s, move %d: %s (%d, %d), %.0f ms\n%s\n", title_.c_str(), moves_,
                    colour_name(m.stone.colour), m.stone.x, m.stone.y, m.query_ms,
                    render_board(board).c_str());
            fflush(log_);
        }
    }

  private:
    PGconn* conn_;
    long game_;
    int show_every_;
    std::mutex& out_;
    FILE* log_;
    std::string title_;
    int moves_ = 0;
};

// Everything the workers share.
struct Shared {
    explicit Shared(const Options& o)
        : options(o),
          log(o.format != Options::Format::Text && o.output.empty() ? stderr : stdout) {}
    const Options& options;
    FILE* log;  // progress: stdout, or stderr when stdout carries CSV or JSON standings
    std::vector<std::string> sources;  // query texts ("" for engines)
    std::vector<Opening> openings;
    std::vector<ScheduledGame> schedule;
    long tournament = 0;
    std::atomic<size_t> next{0};
    std::mutex out;  // stdout and the fields below
    std::vector<GameScore> scores;
    std::map<std::string, int> reasons;
    int done = 0;
    int aborted = 0;
};

// The player object for one side of one game.
std::unique_ptr<Player> make_player(Shared& s, int index, const Seat& seat, PGconn* admin) {
    const PlayerSpec& spec = s.options.players[index];
    if (spec.kind == PlayerSpec::Kind::Engine) return std::make_unique<EnginePlayer>(spec);
    return std::make_unique<SqlPlayer>(spec, s.sources[index], s.options.conninfo, seat, admin);
}

// Prints the standings so far.
void print_standings(Shared& s, const char* heading) {
    std::vector<std::string> names;
    for (const PlayerSpec& p : s.options.players) names.push_back(p.name);
    fprintf(s.log, "%s\n%s", heading,
            format_standings(compute_standings(static_cast<int>(names.size()), s.scores), names)
                .c_str());
    fflush(s.log);
}

// One worker: plays games from the shared schedule on its own connections until none is left.
void worker(Shared& s, const Seat& black_seat, const Seat& white_seat) {
    const Options& o = s.options;
    GameRules rules{o.size, o.rule, o.clock_ms, o.max_moves};
    Connection admin;
    for (;;) {
        if (interrupted) return;
        size_t index = s.next++;
        if (index >= s.schedule.size()) return;
        const ScheduledGame& sg = s.schedule[index];
        const Opening* opening = sg.opening >= 0 ? &s.openings[sg.opening] : nullptr;
        const std::string& bn = o.players[sg.black].name;
        const std::string& wn = o.players[sg.white].name;
        long game = 0;
        std::string failure;
        GameResult result;
        try {
            if (!admin || PQstatus(admin.get()) != CONNECTION_OK) admin = connect(o.conninfo);
            game = create_game(admin.get(), s.tournament, static_cast<int>(index) + 1, sg.black,
                               sg.white, opening_text(opening));
            std::string title =
                "game " + std::to_string(game) + ": " + bn + " (X) vs " + wn + " (O)";
            Observer observer(admin.get(), game, o.show_every, s.out, s.log, title);
            std::unique_ptr<Player> black = make_player(s, sg.black, black_seat, admin.get());
            std::unique_ptr<Player> white = make_player(s, sg.white, white_seat, admin.get());
            result = play_game(
                rules,
                opening ? place_opening(*opening, o.size) : std::vector<std::pair<int, int>>{},
                *black, *white, &observer);
            finish_game(admin.get(), game, &result, sg.black, sg.white);
            if (o.show_every > 0) {
                RecordedGame rec = load_game(admin.get(), game);
                Board board(rec.size);
                for (const Stone& st : rec.stones) board.place(st.x, st.y, st.colour);
                std::lock_guard<std::mutex> lock(s.out);
                fprintf(s.log, "%s, final position\n%s\n", title.c_str(),
                        render_board(board).c_str());
            }
        } catch (const std::exception& e) {
            failure = e.what();
            if (game > 0) {
                try {
                    if (PQstatus(admin.get()) != CONNECTION_OK) admin = connect(o.conninfo);
                    finish_game(admin.get(), game, nullptr, sg.black, sg.white, failure);
                } catch (const std::exception&) {
                }
            }
        }

        std::lock_guard<std::mutex> lock(s.out);
        ++s.done;
        char progress[32];
        snprintf(progress, sizeof progress, "[%d/%zu]", s.done, s.schedule.size());
        if (!failure.empty()) {
            ++s.aborted;
            fprintf(s.log, "%s game %ld: %s vs %s aborted by the referee: %s\n", progress, game,
                    bn.c_str(), wn.c_str(), failure.c_str());
        } else {
            double score_black = result.outcome == Outcome::BlackWins   ? 1.0
                                 : result.outcome == Outcome::WhiteWins ? 0.0
                                                                        : 0.5;
            s.scores.push_back({sg.black, sg.white, score_black});
            ++s.reasons[result.reason];
            if (!o.quiet) {
                std::string verdict = result.outcome == Outcome::Draw        ? "draw"
                                      : result.outcome == Outcome::BlackWins ? bn + " wins"
                                                                             : wn + " wins";
                fprintf(
                    s.log,
                    "%s game %ld: %s (X) vs %s (O): %s, %s after %d move%s (%s); clocks %.1f s / "
                    "%.1f s\n",
                    progress, game, bn.c_str(), wn.c_str(), verdict.c_str(), result.reason.c_str(),
                    result.moves, result.moves == 1 ? "" : "s", result.detail.c_str(),
                    result.black_ms / 1000, result.white_ms / 1000);
            }
        }
        if (!o.quiet && s.schedule.size() > 10 && s.done % 10 == 0 &&
            static_cast<size_t>(s.done) < s.schedule.size())
            print_standings(s, "standings so far:");
        fflush(s.log);
    }
}

// A seat name no other referee on the cluster uses: the tournament id plus random letters.
std::string seat_prefix(long tournament) {
    std::random_device rd;
    std::string out = "pgg_referee_" + std::to_string(tournament) + "_";
    for (int i = 0; i < 6; ++i) out += static_cast<char>('a' + rd() % 26);
    return out;
}

}  // namespace

int run_tournament(const Options& o, const std::string& command) {
    Shared s(o);
    for (const PlayerSpec& p : o.players) {
        if (p.kind == PlayerSpec::Kind::Sql) {
            s.sources.push_back(read_file(p.path));
        } else {
            if (access(p.path.c_str(), X_OK) != 0)
                throw Error(ErrorKind::InvalidParameter, p.path + " is not an executable", "",
                            "a player is a .sql query file or a Gomocup protocol engine");
            s.sources.emplace_back();
        }
    }
    std::string openings_description;
    s.openings = load_openings(o, openings_description);
    s.schedule = schedule_games(static_cast<int>(o.players.size()), o.games_per_pair,
                                static_cast<int>(s.openings.size()), o.gauntlet);

    Connection admin = connect(o.conninfo);
    check_sql_settings(admin.get(), o.players);  // a wrong setting stops here, before any game
    ensure_schema(admin.get());
    s.tournament = create_tournament(admin.get(), o, openings_description, s.sources, command);
    int jobs = std::min<int>(o.jobs, static_cast<int>(s.schedule.size()));
    fprintf(s.log,
            "tournament %ld: %zu players, %zu games, %d at a time, %.0f s per player per game, "
            "%dx%d, %s, openings: %s\n",
            s.tournament, o.players.size(), s.schedule.size(), jobs, o.clock_ms / 1000, o.size,
            o.size, o.rule == gomoku::Rule::ExactFive ? "exactly five wins" : "five or more wins",
            openings_description.c_str());
    fflush(s.log);

    std::string prefix = seat_prefix(s.tournament);
    std::vector<std::pair<Seat, Seat>> seats;
    int status = 0;
    std::signal(SIGINT, on_interrupt);
    try {
        for (int w = 0; w < jobs; ++w)
            seats.emplace_back(
                create_seat(admin.get(), prefix + "_" + std::to_string(w) + "b", o.size),
                create_seat(admin.get(), prefix + "_" + std::to_string(w) + "w", o.size));
        std::vector<std::thread> threads;
        for (int w = 0; w < jobs; ++w)
            threads.emplace_back(worker, std::ref(s), std::cref(seats[w].first),
                                 std::cref(seats[w].second));
        for (std::thread& t : threads) t.join();
    } catch (...) {
        for (auto& [b, w] : seats) {
            drop_seat(admin.get(), b);
            drop_seat(admin.get(), w);
        }
        throw;
    }
    std::signal(SIGINT, SIG_DFL);
    for (auto& [b, w] : seats) {
        drop_seat(admin.get(), b);
        drop_seat(admin.get(), w);
    }
    if (PQstatus(admin.get()) != CONNECTION_OK) admin = connect(o.conninfo);
    finish_tournament(admin.get(), s.tournament);

    fprintf(s.log, "\n");
    print_standings(s,
                    ("final standings, tournament " + std::to_string(s.tournament) + ":").c_str());
    std::string reasons;
    for (const auto& [reason, count] : s.reasons)
        reasons += (reasons.empty() ? "" : ", ") + reason + " " + std::to_string(count);
    fprintf(s.log, "games ended by: %s\n", reasons.empty() ? "-" : reasons.c_str());
    if (interrupted)
        fprintf(s.log, "interrupted: %d of %zu games played\n", s.done, s.schedule.size());
    if (s.aborted > 0) {
        fprintf(s.log, "%d games aborted by the referee's own failures (see referee.game.detail)\n",
                s.aborted);
        status = 1;
    }
    fprintf(s.log,
            "details: SELECT * FROM referee.game WHERE tournament_id = %ld ORDER BY game_no;\n",
            s.tournament);
    fflush(s.log);
    // The standings for other programs: CSV or JSON (to stdout or -o), or the table to -o.
    if (o.format != Options::Format::Text || !o.output.empty()) {
        std::vector<std::string> names;
        for (const PlayerSpec& p : o.players) names.push_back(p.name);
        std::vector<Standing> table = compute_standings(static_cast<int>(names.size()), s.scores);
        TournamentSummary summary;
        summary.id = s.tournament;
        summary.name = o.name;
        summary.board_size = o.size;
        summary.rule = o.rule == gomoku::Rule::ExactFive ? "exact five" : "freestyle";
        summary.games = static_cast<int>(s.scores.size());
        write_output(o, o.format == Options::Format::Csv ? format_standings_csv(table, names)
                        : o.format == Options::Format::Json
                            ? format_standings_json(summary, table, names)
                            : format_standings(table, names));
    }
    return interrupted ? 130 : status;
}

int replay_game(const Options& o) {
    Connection admin = connect(o.conninfo);
    RecordedGame rec = load_game(admin.get(), o.replay_game);
    Board board(rec.size);
    size_t n =
        o.replay_ply > 0 ? std::min<size_t>(o.replay_ply, rec.stones.size()) : rec.stones.size();
    for (size_t i = 0; i < n; ++i)
        board.place(rec.stones[i].x, rec.stones[i].y, rec.stones[i].colour);
    char head[64];
    snprintf(head, sizeof head, ", after %zu of %zu stones\n", n, rec.stones.size());
    write_output(o, rec.title + head + render_board(board));
    return 0;
}

}  // namespace pg_games::referee
