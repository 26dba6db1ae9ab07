// Self-play: each game starts from a balanced opening (cycled, turned by one of the board's
// eight symmetries), adds a few random plies near the stones, then lets the engine play both
// sides under a fixed node budget with a per-game seed until a five, a full board or a move cap.
#include "selfplay.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <memory>
#include <thread>

#include "args.h"
#include "core/common/error.h"
#include "core/common/splitmix.h"
#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/tuning.h"
#include "openings.h"

namespace pg_games::gomoku_tune {

using namespace pg_games::gomoku;

const char* const kSelfplayUsage =
    "gomoku-tune selfplay --games N --nodes K --seed S --out FILE [--size 15|19] [--jobs J]\n"
    "                     [--random-plies R=2] [--max-moves M=200] [--tt-mb MB=2]\n"
    "                     [--openings tools/referee/openings_balanced.txt]\n";

namespace {

struct Settings {
    int games = 0;
    uint64_t nodes = 0;
    uint64_t seed = 0;
    int size = 19;
    int jobs = 1;
    int random_plies = 2;
    int max_moves = 200;
    int tt_mb = 2;
};

struct Game {
    std::vector<Point> moves;
    size_t first_recorded = 0;  // positions from this many stones on are written
    int winner = -1;            // colour 0 black, 1 white; -1 a draw (full board or move cap)
    uint64_t nodes = 0;
};


// Plays a stone for the side to move; true when it makes a five (Freestyle).
bool play(Board& b, Game& g, int idx) {
    const bool five = b.threat(b.side_to_move(), idx) == kThreatFive;
    g.moves.push_back(b.point(idx));
    b.play(idx);
    return five;
}

// The position for the search: the side to move owns the stones marked Own.
Position position_of(const Board& b) {
    Position p(b.size());
    const int me = b.side_to_move();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const uint8_t s = b.at(b.index(x, y));
            if (s == Board::kBlack || s == Board::kWhite)
                p.place({x, y}, s - 1 == me ? Cell::Own : Cell::Opponent);
        }
    return p;
}

// Game number `index`: opening index % count, turned by symmetry (index / count) % 8.
Game play_game(const Settings& st, const std::vector<Opening>& openings, int index) {
    Game g;
    auto board = std::make_unique<Board>(Board::empty_board(st.size, Rule::Freestyle));
    Board& b = *board;
    const Opening& opening = openings[index % openings.size()];
    const int symmetry = static_cast<int>(index / openings.size()) % 8;
    const int centre = (st.size - 1) / 2;
    for (auto offset : opening) {
        auto [dx, dy] = transform(offset, symmetry);
        const int x = centre + dx, y = centre + dy;
        if (x < 0 || y < 0 || x >= st.size || y >= st.size || !b.empty(b.index(x, y)))
            throw Error(ErrorKind::InvalidParameter,
                        "an opening stone is off the board or repeated");
        if (play(b, g, b.index(x, y)))
            throw Error(ErrorKind::InvalidParameter, "an opening makes a five");
    }
    uint64_t rng = splitmix64(st.seed * 0x2545F4914F6CDD1DULL + static_cast<uint64_t>(index));
    for (int i = 0; i < st.random_plies; ++i) {
        std::vector<int> near;
        for (int y = 0; y < st.size; ++y)
            for (int x = 0; x < st.size; ++x) {
                const int idx = b.index(x, y);
                if (b.empty(idx) && b.near_stone(idx) &&
                    b.threat(b.side_to_move(), idx) < kThreatFour)
                    near.push_back(idx);
            }
        if (near.empty()) break;
        rng = splitmix64(rng);
        play(b, g, near[rng % near.size()]);
    }
    g.first_recorded = g.moves.size();
    SearchSettings s;
    s.rule = Rule::Freestyle;
    s.node_budget = st.nodes;
    // The node budget alone ends each search: reproducible games.
    s.time_limit_ms = kMaxTimeLimitMs;
    s.tt_megabytes = st.tt_mb;
    s.seed = splitmix64(rng) | 1;  // nonzero: varies choices among near-equal moves
    for (int m = 0; m < st.max_moves && b.empties() > 0; ++m) {
        StopCheck stop;
        const SearchResult r = search_best_move(position_of(b), s, stop);
        g.nodes += r.nodes;
        const int mover = b.side_to_move();
        if (play(b, g, b.index(r.move.x, r.move.y))) {
            g.winner = mover;
            break;
        }
    }
    return g;
}

// The game's positions from first_recorded on (not the final one), one line each.
void write_game(std::ostream& out, const Game& g, int index, int size) {
    tuning::Record r;
    r.game = index;
    r.size = size;
    r.moves.assign(g.moves.begin(), g.moves.begin() + static_cast<long>(g.first_recorded));
    for (size_t n = g.first_recorded; n < g.moves.size(); ++n) {
        const int stm = static_cast<int>(n % 2);
        r.result = g.winner < 0 ? 0.5 : g.winner == stm ? 1 : 0;
        out << tuning::format_record(r) << '\n';
        r.moves.push_back(g.moves[n]);
    }
}

}  // namespace

int selfplay_command(const std::vector<std::string>& raw) {
    const Args args(raw, {"games", "nodes", "seed", "out", "size", "jobs", "random-plies",
                          "max-moves", "tt-mb", "openings"});
    if (!args.positional().empty() || !args.has("out") || !args.has("games") ||
        !args.has("nodes") || !args.has("seed"))
        throw Error(ErrorKind::InvalidParameter,
                    "selfplay needs --games, --nodes, --seed and --out", {},
                    std::string("Usage: ") + kSelfplayUsage);
    Settings st;
    st.games = static_cast<int>(args.number("games", 0, 1, 1000000));
    st.nodes = static_cast<uint64_t>(args.number("nodes", 0, 100, 1000000000));
    st.seed = static_cast<uint64_t>(args.number("seed", 0, 1, INT64_MAX));
    st.size = static_cast<int>(args.number("size", 19, 15, 19));
    if (st.size != 15 && st.size != 19)
        throw Error(ErrorKind::InvalidParameter, "--size must be 15 or 19");
    st.jobs = static_cast<int>(args.number("jobs", 1, 1, 64));
    st.random_plies = static_cast<int>(args.number("random-plies", 2, 0, 20));
    st.max_moves = static_cast<int>(args.number("max-moves", 200, 1, 1000));
    st.tt_mb = static_cast<int>(args.number("tt-mb", 2, 1, 1024));
    const std::vector<Opening> openings =
        read_openings(args.text("openings", "tools/referee/openings_balanced.txt"));
    const std::string path = args.text("out", "");
    std::ofstream out(path);
    if (!out) throw Error(ErrorKind::InvalidParameter, "cannot write " + path);

    const auto start = std::chrono::steady_clock::now();
    std::vector<Game> games(static_cast<size_t>(st.games));
    std::atomic<int> next{0}, done{0};
    std::atomic<bool> failed{false};
    std::string failure;
    auto worker = [&] {
        for (int i; !failed && (i = next++) < st.games;) {
            try {
                games[static_cast<size_t>(i)] = play_game(st, openings, i);
            } catch (const std::exception& e) {
                if (!failed.exchange(true)) failure = e.what();
                return;
            }
            const int d = ++done;
            if (d % 50 == 0 || d == st.games)
                std::fprintf(stderr, "%d/%d games, %.0f s\n", d, st.games,
                             std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                                 .count());
        }
    };
    std::vector<std::thread> threads;
    for (int j = 0; j < st.jobs; ++j) threads.emplace_back(worker);
    for (auto& t : threads) t.join();
    if (failed) throw Error(ErrorKind::Internal, "a game failed: " + failure);

    out << tuning::kRecordHeader << '\n';
    out << "# gomoku-tune selfplay --games " << st.games << " --nodes " << st.nodes << " --seed "
        << st.seed << " --size " << st.size << " --random-plies " << st.random_plies
        << " --max-moves " << st.max_moves << " (" << openings.size() << " openings)\n";
    long positions = 0, wins[2] = {0, 0}, draws = 0;
    uint64_t nodes = 0, stones = 0;
    for (int i = 0; i < st.games; ++i) {
        const Game& g = games[static_cast<size_t>(i)];
        write_game(out, g, i, st.size);
        positions += static_cast<long>(g.moves.size() - g.first_recorded);
        if (g.winner < 0)
            ++draws;
        else
            ++wins[g.winner];
        nodes += g.nodes;
        stones += g.moves.size();
    }
    out.close();
    if (!out) throw Error(ErrorKind::Internal, "writing " + path + " failed");
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf(
        "%d games (black %ld, white %ld, draws %ld), %ld positions, %.1f stones a game, "
        "%llu nodes, %.1f s, written to %s\n",
        st.games, wins[0], wins[1], draws, positions, static_cast<double>(stones) / st.games,
        static_cast<unsigned long long>(nodes), secs, path.c_str());
    return 0;
}

}  // namespace pg_games::gomoku_tune
