// The one-ply static scorer on middle-game positions: quick_best from row masks (the form the
// SQL functions fill), from a Position, and the search board's static ranking as the reference.
// Positions: the 10 balanced openings played on by the engine (3000 nodes a move) to 18 stones.
#include <benchmark/benchmark.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"
#include "core/gomoku/quick.h"

namespace {

namespace gk = pg_games::gomoku;

// A stone of a game record: 0-based cell, and whether the first player owns it.
struct Stone {
    gk::Point at;
    bool first;
};

// The position of a game record from the view of the side to move.
gk::Position position_of(const std::vector<Stone>& stones) {
    gk::Position pos(19);
    const bool first_to_move = stones.size() % 2 == 0;
    for (const Stone& s : stones)
        pos.place(s.at, s.first == first_to_move ? gk::Cell::Own : gk::Cell::Opponent);
    return pos;
}

// The benchmark positions (the openings file is the project's shared data set).
const std::vector<gk::Position>& positions() {
    static const std::vector<gk::Position> all = [] {
        std::vector<gk::Position> out;
        std::ifstream in("/work/shared/data/gomoku_openings_balanced.txt");
        std::string line;
        while (std::getline(in, line)) {
            std::istringstream words(line.substr(0, line.find('#')));
            std::vector<Stone> stones;
            std::string cell;
            while (words >> cell) {
                const size_t comma = cell.find(',');
                stones.push_back({{9 + std::stoi(cell.substr(0, comma)),
                                   9 + std::stoi(cell.substr(comma + 1))},
                                  stones.size() % 2 == 0});
            }
            if (stones.empty()) continue;
            gk::SearchSettings s;
            s.node_budget = 3000;
            pg_games::StopCheck stop;
            while (stones.size() < 18) {
                gk::SearchResult r = gk::search_best_move(position_of(stones), s, stop);
                stones.push_back({r.move, stones.size() % 2 == 0});
            }
            out.push_back(position_of(stones));
        }
        return out;
    }();
    return all;
}

// Times f on each of `items` in turn, round and round.
template <typename Item, typename F>
void over_positions(benchmark::State& state, const std::vector<Item>& items, F f) {
    if (items.empty()) {
        state.SkipWithError("no positions (openings file missing)");
        return;
    }
    size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(items[i]));
        if (++i == items.size()) i = 0;
    }
}

const gk::SearchSettings kDefaults;

void BM_QuickBestFromRows(benchmark::State& state) {
    std::vector<gk::StoneRows> rows;
    for (const gk::Position& p : positions()) rows.push_back(gk::stone_rows(p));
    over_positions(state, rows, [](const gk::StoneRows& r) { return gk::quick_best(r, kDefaults); });
}
BENCHMARK(BM_QuickBestFromRows);

void BM_QuickBestFromPosition(benchmark::State& state) {
    over_positions(state, positions(),
                   [](const gk::Position& p) { return gk::quick_best(p, kDefaults); });
}
BENCHMARK(BM_QuickBestFromPosition);

void BM_QuickRank(benchmark::State& state) {
    over_positions(state, positions(),
                   [](const gk::Position& p) { return gk::quick_rank(p, kDefaults); });
}
BENCHMARK(BM_QuickRank);

// The reference: the search board's static ranking (rank_candidates without search).
void BM_RankCandidatesStatic(benchmark::State& state) {
    pg_games::StopCheck stop;
    over_positions(state, positions(), [&](const gk::Position& p) {
        return gk::rank_candidates(p, kDefaults, stop, false);
    });
}
BENCHMARK(BM_RankCandidatesStatic);

}  // namespace

BENCHMARK_MAIN();
