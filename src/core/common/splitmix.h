// splitmix64: a fast 64-bit mixing step, for fixed pseudo-random keys and reproducible seeds.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>

namespace pg_games {

// The splitmix64 output for state x (the state advances by the golden-ratio increment).
constexpr uint64_t splitmix64(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

}  // namespace pg_games
