// The shape of an m,n,k board: its k-in-a-row windows and the symmetries that preserve them.
#pragma once
#include "core/common/no_postgres.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pg_games::ttt {

// Boards are bitboards: one 64-bit word per side, bit r * cols + c for row r, column c.
using Bits = uint64_t;

// The largest board any function accepts (one machine word per side).
constexpr int kMaxArea = 64;

// One bit per cell.
inline Bits cell_bit(int cell) { return Bits{1} << cell; }

// An m x n board with k in a row to win (k or more: any k consecutive cells in a line).
struct Geometry {
    int rows = 0;
    int cols = 0;
    int k = 0;
    int area = 0;
    Bits full = 0;                                  // every cell
    std::vector<Bits> windows;                      // every run of k cells in a line
    std::vector<std::vector<uint16_t>> windows_at;  // per cell: indices of windows holding it
    // Distinct cell permutations that map the set of windows onto itself: 8 on square boards
    // (rotations and reflections), 4 on other rectangles, 2 on a single row or column, 1 on a
    // single cell. sym[0] is the identity.
    std::vector<std::array<uint8_t, kMaxArea>> sym;
};

// Checks the dimensions (1 <= rows, cols; area <= kMaxArea; 1 <= k <= max(rows, cols)) and
// builds the geometry. Throws Error(InvalidParameter / ProgramLimit) naming the problem.
Geometry make_geometry(int rows, int cols, int k);

// True when `stones` covers some window completely (k or more in a row).
bool has_line(const Geometry& g, Bits stones);

// True when a stone just placed on `cell` completes a window of `stones` (which includes it).
bool completes_line(const Geometry& g, Bits stones, int cell);

}  // namespace pg_games::ttt
