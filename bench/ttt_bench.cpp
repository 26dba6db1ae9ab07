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
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
