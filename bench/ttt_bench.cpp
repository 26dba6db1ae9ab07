// Core timings of the m,n,k engines, without PostgreSQL: full tables and mnk_value searches.
#include <benchmark/benchmark.h>

#include "core/ttt/mnk_search.h"
#include "core/ttt/ttt_table.h"

namespace {

// Builds and solves the full table of an m x n board (range: m, n, k).
void BM_SolveTable(benchmark::State& state) {
    for (auto _ : state) {
        pg_games::StopCheck stop;
        const auto table = pg_games::ttt::solve_table(static_cast<int>(state.range(0)),
                                                      static_cast<int>(state.range(1)),
                                                      static_cast<int>(state.range(2)), stop);
        benchmark::DoNotOptimize(table.reachable());
    }
}
BENCHMARK(BM_SolveTable)->Args({3, 3, 3})->Args({4, 4, 4})->Unit(benchmark::kMillisecond);

// Walks every row of a solved table the way ttt_solve emits them.
void BM_WalkTable(benchmark::State& state) {
    pg_games::StopCheck stop;
    const auto table = pg_games::ttt::solve_table(static_cast<int>(state.range(0)),
                                                  static_cast<int>(state.range(1)),
                                                  static_cast<int>(state.range(2)), stop);
    for (auto _ : state) {
        pg_games::ttt::TableCursor cursor(table);
        uint64_t rows = 0;
        while (cursor.next()) rows += cursor.text()[0] == 'X';
        benchmark::DoNotOptimize(rows);
    }
}
BENCHMARK(BM_WalkTable)->Args({3, 3, 3})->Args({4, 4, 4})->Unit(benchmark::kMillisecond);

// Proves the value of an empty board (range: m, n, k).
void BM_MnkValue(benchmark::State& state) {
    for (auto _ : state) {
        pg_games::StopCheck stop;
        const auto outcome = pg_games::ttt::mnk_value(static_cast<int>(state.range(0)),
                                                      static_cast<int>(state.range(1)),
                                                      static_cast<int>(state.range(2)), stop);
        state.counters["nodes"] = static_cast<double>(outcome.nodes);
    }
}
BENCHMARK(BM_MnkValue)
    ->Args({4, 4, 4})
    ->Args({5, 5, 4})
    ->Args({6, 5, 4})
    ->Args({5, 5, 5})
    ->Args({6, 6, 4})
    ->Args({6, 6, 5})
    ->Args({7, 4, 4})
    ->Args({7, 6, 5})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The frontier of the published values, once each (tens of seconds; --benchmark_filter=Frontier).
BENCHMARK(BM_MnkValue)
    ->Name("BM_MnkValueFrontier")
    ->Args({8, 4, 4})
    ->Args({7, 7, 5})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// The value of a position and a move keeping it (range: rows, cols, k; the board is empty but
// for X in the centre).
void BM_MnkBestMove(benchmark::State& state) {
    const int rows = static_cast<int>(state.range(0)), cols = static_cast<int>(state.range(1));
    const pg_games::ttt::Geometry g =
        pg_games::ttt::make_geometry(rows, cols, static_cast<int>(state.range(2)));
    pg_games::ttt::Position p;
    p.x = pg_games::ttt::cell_bit((rows / 2) * cols + cols / 2);
    for (auto _ : state) {
        pg_games::StopCheck stop;
        const auto m = pg_games::ttt::mnk_best_move(g, p, stop);
        state.counters["nodes"] = static_cast<double>(m.nodes);
    }
}
BENCHMARK(BM_MnkBestMove)
    ->Args({6, 6, 5})
    ->Args({6, 5, 4})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
