// Shared pieces of the libFuzzer targets: invariant checks that abort (a crash to libFuzzer)
// and builders of game positions from fuzz bytes.
#pragma once

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdio>
#include <cstdlib>
#include <initializer_list>
#include <string>

#include "core/common/error.h"
#include "core/gomoku/engine.h"

namespace pgg_fuzz {

// Reports a broken invariant and aborts, so that libFuzzer saves the input.
[[noreturn]] inline void fail(const char* file, int line, const char* what,
                              const std::string& info) {
    std::fprintf(stderr, "%s:%d: invariant failed: %s\n%s\n", file, line, what, info.c_str());
    std::abort();
}

// True when an Error's kind is one of the expected ones.
inline bool kind_in(const pg_games::Error& e, std::initializer_list<pg_games::ErrorKind> kinds) {
    for (pg_games::ErrorKind k : kinds)
        if (e.kind() == k) return true;
    return false;
}

// A Gomoku position from fuzz bytes: a size (mostly small), then stones as (x, y, side) triples
// until the bytes run out; cells already taken are skipped, so the position may be anything a
// caller could pass (unequal counts, fives, crowded or full boards).
inline pg_games::gomoku::Position gomoku_position(FuzzedDataProvider& in, int max_stones) {
    using namespace pg_games::gomoku;
    const int size = in.ConsumeBool() ? in.ConsumeIntegralInRange(kMinSize, 9)
                                      : in.ConsumeIntegralInRange(kMinSize, kMaxSize);
    Position pos(size);
    const bool fill = in.ConsumeIntegralInRange(0, 15) == 0;
    int keep = in.ConsumeIntegralInRange(0, 3);  // with `fill`: cells left empty
    for (int i = 0; i < max_stones && in.remaining_bytes() >= 2; ++i) {
        const uint8_t a = in.ConsumeIntegral<uint8_t>(), b = in.ConsumeIntegral<uint8_t>();
        Point p{a % size, (b & 0x7F) % size};
        if (pos.at(p) == Cell::Empty) pos.place(p, (b & 0x80) ? Cell::Opponent : Cell::Own);
    }
    if (fill) {
        // The rest in a pattern without long runs: crowded and full boards.
        for (int y = 0; y < size; ++y)
            for (int x = 0; x < size; ++x)
                if (pos.at({x, y}) == Cell::Empty && keep-- <= 0)
                    pos.place({x, y}, ((x + 2 * y) % 4 < 2) ? Cell::Own : Cell::Opponent);
    }
    return pos;
}

// True when a stone of `side` on the free cell p makes a winning run through p (five or more,
// or exactly five under ExactFive), by counting stones: independent of the engine's code.
inline bool makes_five(const pg_games::gomoku::Position& pos, pg_games::gomoku::Point p,
                       pg_games::gomoku::Cell side, pg_games::gomoku::Rule rule) {
    using namespace pg_games::gomoku;
    static const int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (const auto& d : kDirs) {
        int run = 1;
        for (int s = -1; s <= 1; s += 2)
            for (Point q{p.x + s * d[0], p.y + s * d[1]}; pos.on_board(q) && pos.at(q) == side;
                 q = {q.x + s * d[0], q.y + s * d[1]})
                ++run;
        if (rule == Rule::ExactFive ? run == 5 : run >= 5) return true;
    }
    return false;
}

}  // namespace pgg_fuzz

#define FUZZ_CHECK(cond, info)                                            \
    do {                                                                  \
        if (!(cond)) ::pgg_fuzz::fail(__FILE__, __LINE__, #cond, (info)); \
    } while (0)
