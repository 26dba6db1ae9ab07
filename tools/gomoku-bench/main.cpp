// gomoku-bench: search speed (nodes per second, depth reached) on 19x19 middle-game positions,
// and engine-versus-engine matches between two settings.
//   gomoku-bench speed [ms=1000] [positions=10] [plies=24] [file] [nodes=0]
//                                    (file: the positions read from it instead of played, as
//                                    `positions` writes them: two builds on the same positions;
//                                    nodes > 0: that node budget instead of the clock, so the
//                                    depths of two builds compare without the machine's noise)
//   gomoku-bench positions [positions=10] [plies=24]   (the middle-game positions, one a line)
//   gomoku-bench fixed [nodes=400000] [positions=16] [plies=12] [rounds=3] [tt_mb=16] [keep=0]
//                                    (answers and time under a node budget: to compare two
//                                    builds' speed; keep=1: tables kept between searches)
//   gomoku-bench depth [plies=12] [file]
//                                    (each position searched to that depth, no budget: moves,
//                                    scores and nodes, so that a change meant to search less for
//                                    the same values shows both; the time on stderr)
//   gomoku-bench overhead            (per-call costs: TT allocation, first call, default budget)
//   gomoku-bench match [games=20] [budget_a=200000] [budget_b=50000]   (budget 1: one-ply static)
//   gomoku-bench static [calls=2000]  (one-ply static scoring of all candidates, per call)
//   gomoku-bench prove [nodes=500000]  (does a side win by force? see prove.h)
//   gomoku-bench threats [nodes=300000]  (the two threat searches on the same positions)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"
#include "core/gomoku/tt.h"
#include "choose.h"
#include "prove.h"
#include "threats.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// A game record: moves alternate starting with black.
struct Game {
    int size = 19;
    std::vector<Point> moves;
    // The position with the side to move as Own.
    Position position() const {
        Position p(size);
        const size_t n = moves.size();
        for (size_t i = 0; i < n; ++i)
            p.place(moves[i], (n - i) % 2 == 0 ? Cell::Own : Cell::Opponent);
        return p;
    }
};

// The ten balanced openings (offsets from the centre), built in when the data file is missing.
std::vector<Game> openings() {
    std::vector<Game> out;
    std::ifstream in("/work/shared/data/gomoku_openings_balanced.txt");
    std::string line;
    while (std::getline(in, line)) {
        line = line.substr(0, line.find('#'));
        std::istringstream ls(line);
        std::string tok;
        Game g;
        while (ls >> tok) {
            int dx, dy;
            if (std::sscanf(tok.c_str(), "%d,%d", &dx, &dy) == 2) g.moves.push_back({9 + dx, 9 + dy});
        }
        if (!g.moves.empty()) out.push_back(g);
    }
    if (out.empty()) out.push_back(Game{19, {{9, 9}, {10, 10}, {10, 8}}});
    return out;
}

// Plays on from a game with fixed node budgets per colour until a five, a full board or `plies`.
// Returns 1 if black won, 2 if white won, 0 otherwise.
int play_on(Game& g, uint64_t budget_black, uint64_t budget_white, size_t plies, Rule rule) {
    while (g.moves.size() < plies) {
        Position p = g.position();
        if (find_five(p, rule)) return g.moves.size() % 2 == 1 ? 1 : 2;
        if (p.full()) return 0;
        SearchSettings s;
        s.rule = rule;
        s.node_budget = g.moves.size() % 2 == 0 ? budget_black : budget_white;
        s.time_limit_ms = 5000;
        StopCheck stop;
        if (s.node_budget == 1) {  // budget 1: the one-ply static choice (a baseline player)
            g.moves.push_back(rank_candidates(p, s, stop, false).front().move);
            continue;
        }
        g.moves.push_back(search_best_move(p, s, stop).move);
    }
    Position p = g.position();
    if (find_five(p, rule)) return g.moves.size() % 2 == 1 ? 1 : 2;
    return 0;
}

// The middle-game positions of the speed figures: the balanced openings played on with node
// budgets to `plies` stones (games decided before that are left out), with their numbers.
std::vector<std::pair<int, Game>> middle_games(int count, int plies) {
    auto ops = openings();
    std::vector<std::pair<int, Game>> out;
    for (int i = 0; i < count; ++i) {
        Game g = ops[static_cast<size_t>(i) % ops.size()];
        if (play_on(g, 20000 + 1000 * static_cast<uint64_t>(i), 20000, static_cast<size_t>(plies),
                    Rule::Freestyle) == 0)
            out.emplace_back(i, g);
    }
    return out;
}

// Writes the middle-game positions, one a line: the number, then the moves "x,y" (1-based)
// alternating from black, so that two builds can be measured on the same positions (each build
// plays the openings on by its own search).
int write_middle_games(int count, int plies) {
    for (const auto& [i, g] : middle_games(count, plies)) {
        std::printf("%d", i);
        for (const Point& m : g.moves) std::printf(" %d,%d", m.x + 1, m.y + 1);
        std::printf("\n");
    }
    return 0;
}

// The positions of a file written by write_middle_games; false (with the reason on stderr) when
// it cannot be read or a line is malformed.
bool read_middle_games(const char* path, std::vector<std::pair<int, Game>>& out) {
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "gomoku-bench: cannot read %s\n", path);
        return false;
    }
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        int number;
        if (!(ls >> number)) continue;  // a blank line or a comment ("# ...")
        Game g;
        std::string tok;
        while (ls >> tok) {
            int x, y;
            if (std::sscanf(tok.c_str(), "%d,%d", &x, &y) != 2 || x < 1 || y < 1 || x > g.size ||
                y > g.size) {
                std::fprintf(stderr, "gomoku-bench: %s: position %d: bad move \"%s\"\n", path,
                             number, tok.c_str());
                return false;
            }
            g.moves.push_back({x - 1, y - 1});
        }
        out.emplace_back(number, g);
    }
    return true;
}

// A position searched to a proven result or with one move only: not a measure of speed.
bool real_search(const SearchResult& r) { return !r.forced_win && !r.forced_loss && r.depth > 0; }

// With `from` (a file of write_middle_games) the positions are read from it, not played; with
// `nodes` each search has that budget and no clock.
int speed(int ms, int count, int plies, const char* from, uint64_t nodes) {
    std::vector<std::pair<int, Game>> games;
    if (from == nullptr)
        games = middle_games(count, plies);
    else if (!read_middle_games(from, games))
        return 2;
    std::printf("%-4s %8s %10s %12s %6s %9s\n", "pos", "stones", "nodes", "nodes/s", "depth", "ms");
    double total_nodes = 0, total_ms = 0;
    int total_depth = 0, measured = 0;
    for (const auto& [i, g] : games) {
        SearchSettings s;
        s.node_budget = nodes > 0 ? nodes : UINT64_MAX / 2;
        s.time_limit_ms = nodes > 0 ? kMaxTimeLimitMs : ms;
        StopCheck stop;
        auto r = search_best_move(g.position(), s, stop);
        if (!real_search(r)) continue;
        double nps = r.nodes / (r.elapsed_ms / 1000.0);
        std::printf("%-4d %8zu %10llu %12.0f %6d %9.1f\n", i, g.moves.size(),
                    static_cast<unsigned long long>(r.nodes), nps, r.depth, r.elapsed_ms);
        total_nodes += static_cast<double>(r.nodes);
        total_ms += r.elapsed_ms;
        total_depth += r.depth;
        ++measured;
    }
    if (measured)
        std::printf("mean over %d positions: %.0f nodes/s, depth %.1f\n", measured,
                    total_nodes / (total_ms / 1000.0), static_cast<double>(total_depth) / measured);
    return 0;
}

// The same positions under a node budget: the answers (stdout) must not change with a change
// meant only for speed, and the time (stderr, the fastest of `rounds`) compares two builds on a
// noisy machine better than a timed search does. Tables of `tt_mb` MiB (0: the default), fresh
// for each search, or with `keep` kept from search to search as the Gomocup brain keeps them.
int fixed(uint64_t nodes, int count, int plies, int rounds, int tt_mb, bool keep) {
    const auto games = middle_games(count, plies);
    double best_ms = 0;
    uint64_t total_nodes = 0;
    SearchMemory memory;
    for (int round = 0; round < rounds; ++round) {
        double round_ms = 0;
        total_nodes = 0;
        for (size_t k = 0; k < games.size(); ++k) {
            SearchSettings s;
            s.node_budget = nodes;
            s.time_limit_ms = kMaxTimeLimitMs;
            s.tt_megabytes = tt_mb;
            StopCheck stop;
            auto r = search_best_move(games[k].second.position(), s, stop,
                                      keep ? &memory : nullptr);
            if (!real_search(r)) continue;
            round_ms += r.elapsed_ms;
            total_nodes += r.nodes;
            if (round == 0)
                std::printf("position %d: move %d,%d score %d nodes %llu depth %d\n",
                            games[k].first, r.move.x, r.move.y, r.score,
                            static_cast<unsigned long long>(r.nodes), r.depth);
        }
        if (round == 0 || round_ms < best_ms) best_ms = round_ms;
    }
    std::fprintf(stderr, "fastest of %d rounds: %.0f ms, %.0f nodes/s\n", rounds, best_ms,
                 static_cast<double>(total_nodes) / (best_ms / 1000.0));
    return 0;
}

// The positions of a file (as `speed` reads them; the depth figure's by default) searched to a
// fixed depth with no node budget or clock to end them: a change that only saves work gives the
// same moves and scores (stdout) with fewer nodes.
int fixed_depth(int plies, const char* from) {
    std::vector<std::pair<int, Game>> games;
    if (!read_middle_games(from, games)) return 2;
    uint64_t total_nodes = 0;
    double total_ms = 0;
    for (const auto& [i, g] : games) {
        SearchSettings s;
        s.node_budget = UINT64_MAX / 2;
        s.time_limit_ms = kMaxTimeLimitMs;
        s.max_depth = plies;
        StopCheck stop;
        auto r = search_best_move(g.position(), s, stop);
        std::printf("position %d: move %d,%d score %d depth %d nodes %llu\n", i, r.move.x,
                    r.move.y, r.score, r.depth, static_cast<unsigned long long>(r.nodes));
        total_nodes += r.nodes;
        total_ms += r.elapsed_ms;
    }
    std::printf("total nodes %llu\n", static_cast<unsigned long long>(total_nodes));
    std::fprintf(stderr, "%.0f ms\n", total_ms);
    return 0;
}

double ms_since(std::chrono::steady_clock::time_point t) {
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
}

// The fixed costs of one call in a fresh process (the SQL function's situation).
int overhead() {
    Game g = openings().front();
    play_on(g, 5000, 5000, 12, Rule::Freestyle);
    Position p = g.position();
    for (int i = 0; i < 3; ++i) {
        SearchSettings s;
        s.node_budget = 2000;
        StopCheck stop;
        auto t = std::chrono::steady_clock::now();
        search_best_move(p, s, stop);
        std::printf("search of 2000 nodes, call %d in this process: %.2f ms\n", i + 1, ms_since(t));
    }
    for (int mb : {16, 64, 256}) {
        auto t = std::chrono::steady_clock::now();
        pg_games::gomoku::TranspositionTable tt(static_cast<size_t>(mb));
        std::printf("TT %d MiB: allocation %.3f ms\n", mb, ms_since(t));
    }
    for (int mb : {1, 16, 64}) {
        SearchSettings s;
        s.tt_megabytes = mb;
        StopCheck stop;
        auto t = std::chrono::steady_clock::now();
        auto r = search_best_move(p, s, stop);
        std::printf("default budget with a %d MiB TT: %.1f ms, %llu nodes, depth %d\n", mb,
                    ms_since(t), static_cast<unsigned long long>(r.nodes), r.depth);
    }
    return 0;
}

// The one-ply static scoring of every candidate (rank_candidates without search) on the
// positions of the SQL evaluation-speed benchmark: the openings played on to 12, 18 and 24 plies.
int static_scoring(int calls) {
    std::vector<Position> positions;
    size_t stones = 0;
    for (const Game& opening : openings())
        for (size_t plies : {12, 18, 24}) {
            Game g = opening;
            if (play_on(g, 3000, 3000, plies, Rule::Freestyle) != 0 || g.moves.size() != plies)
                continue;
            positions.push_back(g.position());
            stones += plies;
        }
    std::vector<double> us;
    size_t candidates = 0;
    for (const Position& p : positions) {
        SearchSettings s;
        StopCheck stop;
        candidates += rank_candidates(p, s, stop, false).size();  // warm-up (tables, caches)
        auto t = std::chrono::steady_clock::now();
        for (int i = 0; i < calls; ++i) rank_candidates(p, s, stop, false);
        us.push_back(ms_since(t) * 1000.0 / calls);
    }
    std::sort(us.begin(), us.end());
    double sum = 0;
    for (double v : us) sum += v;
    std::printf("%zu positions (%.1f stones, %.1f candidates on average), %d calls each\n",
                positions.size(), static_cast<double>(stones) / positions.size(),
                static_cast<double>(candidates) / positions.size(), calls);
    std::printf("static scoring per call: median %.2f us, mean %.2f us, min %.2f us, max %.2f us\n",
                us[us.size() / 2], sum / us.size(), us.front(), us.back());
    return 0;
}

int match(int games, uint64_t a, uint64_t b) {
    auto ops = openings();
    int wins_a = 0, wins_b = 0, draws = 0;
    for (int i = 0; i < games; ++i) {
        Game g = ops[static_cast<size_t>(i / 2) % ops.size()];
        bool a_black = i % 2 == 0;
        int r = play_on(g, a_black ? a : b, a_black ? b : a, 361, Rule::Freestyle);
        if (r == 0) ++draws;
        else if ((r == 1) == a_black) ++wins_a;
        else ++wins_b;
        std::printf("game %d: A %s, %s after %zu moves\n", i + 1, a_black ? "black" : "white",
                    r == 0 ? "draw" : ((r == 1) == a_black ? "A wins" : "B wins"), g.moves.size());
        std::fflush(stdout);
    }
    std::printf("A (%llu nodes) %d, B (%llu nodes) %d, draws %d\n",
                static_cast<unsigned long long>(a), wins_a, static_cast<unsigned long long>(b),
                wins_b, draws);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    std::string mode = argc > 1 ? argv[1] : "speed";
    auto arg = [&](int i, long long def) { return argc > i ? std::atoll(argv[i]) : def; };
    if (mode == "speed")
        return speed(static_cast<int>(arg(2, 1000)), static_cast<int>(arg(3, 10)),
                     static_cast<int>(arg(4, 24)), argc > 5 ? argv[5] : nullptr,
                     static_cast<uint64_t>(arg(6, 0)));
    if (mode == "positions")
        return write_middle_games(static_cast<int>(arg(2, 10)), static_cast<int>(arg(3, 24)));
    if (mode == "fixed")
        return fixed(static_cast<uint64_t>(arg(2, 400000)), static_cast<int>(arg(3, 16)),
                     static_cast<int>(arg(4, 12)), static_cast<int>(arg(5, 3)),
                     static_cast<int>(arg(6, 0)), arg(7, 0) != 0);
    if (mode == "depth")
        return fixed_depth(static_cast<int>(arg(2, 12)),
                           argc > 3 ? argv[3] : "bench/gomoku/speed_positions.txt");
    if (mode == "overhead") return overhead();
    if (mode == "prove") return prove_main(argc, argv);
    if (mode == "choose") return choose_main(argc, argv);
    if (mode == "threats") return threats_main(argc, argv);
    if (mode == "static") return static_scoring(static_cast<int>(arg(2, 2000)));
    if (mode == "match")
        return match(static_cast<int>(arg(2, 20)), static_cast<uint64_t>(arg(3, 200000)),
                     static_cast<uint64_t>(arg(4, 50000)));
    std::fprintf(stderr,
                 "usage: gomoku-bench speed [ms] [positions] [plies] [file] [nodes] | positions [positions] "
                 "[plies] | fixed [nodes] [positions] "
                 "[plies] [rounds] [tt_mb] [keep] | depth [plies] [file] | match [games] [a] [b] | "
                 "prove [nodes] | "
                 "choose [nodes [score]] | threats [nodes]\n");
    return 2;
}
