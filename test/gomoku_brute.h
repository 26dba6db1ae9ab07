// An independent, deliberately simple Gomoku prover for the tests: plain arrays, five detection
// by counting runs, and a brute-force VCF prover that tries every cell. It shares no code with
// the engine, so that the engine's answers can be checked against it.
#pragma once

#include <string>
#include <vector>

namespace gomoku_brute {

struct Grid {
    int n = 15;
    bool exact = false;  // exact five rule (an overline does not win)
    std::vector<int> v;  // 0 empty, 1 side to move (X), 2 opponent (O)
    long long nodes = 0, cap = 2000000;  // prover work; past the cap a proof is "unknown"
    bool overflow = false;
    explicit Grid(int size = 15, bool exact_five = false)
        : n(size), exact(exact_five), v(size * size, 0) {}
    int& at(int x, int y) { return v[y * n + x]; }
    int at(int x, int y) const { return v[y * n + x]; }
    bool on(int x, int y) const { return x >= 0 && y >= 0 && x < n && y < n; }
};

struct Cell {
    int x, y;
    bool operator==(const Cell& o) const { return x == o.x && y == o.y; }
    bool operator<(const Cell& o) const { return y != o.y ? y < o.y : x < o.x; }
};

const int kDx[4] = {1, 0, 1, 1}, kDy[4] = {0, 1, 1, -1};

// True when `side` playing the empty cell (x, y) makes a winning run.
inline bool makes_five(const Grid& g, int x, int y, int side) {
    for (int d = 0; d < 4; ++d) {
        int len = 1;
        for (int s = -1; s <= 1; s += 2)
            for (int k = 1; g.on(x + s * k * kDx[d], y + s * k * kDy[d]) &&
                            g.at(x + s * k * kDx[d], y + s * k * kDy[d]) == side;
                 ++k)
                ++len;
        if (g.exact ? len == 5 : len >= 5) return true;
    }
    return false;
}

// Every empty cell where `side` makes a five.
inline std::vector<Cell> five_cells(const Grid& g, int side) {
    std::vector<Cell> out;
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x)
            if (g.at(x, y) == 0 && makes_five(g, x, y, side)) out.push_back({x, y});
    return out;
}

// True when the stone just placed at (x, y) by `side` gives it a five-cell on one of its lines.
inline bool threatens_five(const Grid& g, int x, int y, int side) {
    for (int d = 0; d < 4; ++d)
        for (int k = -4; k <= 4; ++k) {
            int cx = x + k * kDx[d], cy = y + k * kDy[d];
            if (k != 0 && g.on(cx, cy) && g.at(cx, cy) == 0 && makes_five(g, cx, cy, side))
                return true;
        }
    return false;
}

// A quick filter: a stone at (x, y) can make a four only with 3 own stones on its lines nearby.
inline bool near_own(const Grid& g, int x, int y, int side) {
    int count = 0;
    for (int d = 0; d < 4; ++d)
        for (int k = -4; k <= 4; ++k) {
            int cx = x + k * kDx[d], cy = y + k * kDy[d];
            if (k != 0 && g.on(cx, cy) && g.at(cx, cy) == side) ++count;
        }
    return count >= 3;
}

// True when `attacker`, to move, wins by continuous fours with at most `moves` moves of its own
// (the five included). Every defence is covered: a reply that neither blocks the single five-cell
// nor makes a five loses at once, so only the block needs searching. Non-four attacking moves
// are not tried (this proves VCF wins only). `hint` cells are tried first.
inline bool vcf(Grid& g, int attacker, int moves, const std::vector<Cell>& hint = {}) {
    const int defender = 3 - attacker;
    if (++g.nodes > g.cap) g.overflow = true;
    if (g.overflow) return false;
    if (!five_cells(g, attacker).empty()) return moves >= 1;
    if (moves < 2) return false;
    std::vector<Cell> must = five_cells(g, defender);
    if (must.size() >= 2) return false;
    std::vector<Cell> tries = hint;
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x) tries.push_back({x, y});
    for (size_t i = 0; i < tries.size(); ++i) {
        Cell m = tries[i];
        if (i >= hint.size()) {
            bool dup = false;
            for (const Cell& h : hint) dup = dup || h == m;
            if (dup) continue;
        }
        if (g.at(m.x, m.y) != 0) continue;
        if (!must.empty() && !(m == must[0])) continue;
        if (!near_own(g, m.x, m.y, attacker)) continue;
        g.at(m.x, m.y) = attacker;
        bool win = false;
        if (threatens_five(g, m.x, m.y, attacker)) {
            std::vector<Cell> f = five_cells(g, attacker);
            if (f.size() >= 2 && five_cells(g, defender).empty()) {
                win = true;
            } else if (f.size() == 1 && five_cells(g, defender).empty()) {
                g.at(f[0].x, f[0].y) = defender;
                std::vector<Cell> rest(hint.begin() + static_cast<long>(std::min(hint.size(), i + 1)),
                                       hint.end());
                win = vcf(g, attacker, moves - 1, rest);
                g.at(f[0].x, f[0].y) = 0;
            }
        }
        g.at(m.x, m.y) = 0;
        if (win) return true;
    }
    return false;
}

// Parses rows of '.', 'X' (side to move) and 'O' into a grid.
inline Grid parse(const std::vector<std::string>& rows, bool exact) {
    Grid g(static_cast<int>(rows.size()), exact);
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n && x < static_cast<int>(rows[y].size()); ++x)
            g.at(x, y) = rows[y][x] == 'X' ? 1 : rows[y][x] == 'O' ? 2 : 0;
    return g;
}

}  // namespace gomoku_brute
