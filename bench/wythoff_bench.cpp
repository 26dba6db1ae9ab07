// Core Wythoff timings: the allocation-free 64-bit path, the big-number path at 300 digits, and
// Grundy values.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "core/wythoff/grundy.h"
#include "core/wythoff/wythoff.h"

namespace {

namespace w = pg_games::wythoff;

// All winning moves of (g, 2g + 1), as in the SQL benchmark.
void BM_WinningMoves64(benchmark::State& state) {
    int64_t g = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(w::winning_moves_checked(g, 2 * g + 1));
        ++g;
    }
}
BENCHMARK(BM_WinningMoves64);

// The P-position test near the top of the bigint range.
void BM_IsLosing64(benchmark::State& state) {
    int64_t g = INT64_MAX / 2;
    for (auto _ : state) {
        benchmark::DoNotOptimize(w::is_losing_checked(g, g + g / 3));
        ++g;
    }
}
BENCHMARK(BM_IsLosing64);

// All winning moves of a position of two 300-digit piles.
void BM_WinningMoves300Digits(benchmark::State& state) {
    const w::BigUnsigned a = w::BigUnsigned::from_decimal("7" + std::string(299, '3'));
    const w::BigUnsigned b = w::BigUnsigned::from_decimal("4" + std::string(299, '1'));
    for (auto _ : state) benchmark::DoNotOptimize(w::winning_moves(a, b));
}
BENCHMARK(BM_WinningMoves300Digits)->Unit(benchmark::kMicrosecond);

// The Grundy value of (a, b) (range: a, b), computed from scratch each time.
void BM_Grundy(benchmark::State& state) {
    for (auto _ : state) {
        pg_games::StopCheck stop;
        benchmark::DoNotOptimize(w::grundy(state.range(0), state.range(1), stop));
    }
}
BENCHMARK(BM_Grundy)
    ->Args({100, 100})
    ->Args({1000, 1000})
    ->Args({3000, 4000})
    ->Args({5500, 5500})
    ->Args({10, 400000})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
