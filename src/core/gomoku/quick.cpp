// The one-ply static scorer. For each candidate cell and each of the four lines through it, the
// line window (5 cells either side) is read from a padded copy of the board and coded for both
// players at once; the codes are looked up in the same pattern and cell-value tables as the
// search board's, so the scores are the same as the incremental board's (see
// test/gomoku_quick_test.cpp), at a fraction of the cost of putting every stone on that board.
#include "core/gomoku/quick.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/common/error.h"
#include "core/gomoku/board.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/patterns.h"

namespace pg_games::gomoku {
namespace {

// Cell contents of the padded grid, from the side to move's view.
enum : uint8_t { kQEmpty = 0, kQOwn = 1, kQOpp = 2, kQWall = 3 };

// Window code contributions of a cell content at a window digit, for both players packed in
// one word: the side to move's code in the low 16 bits, the opponent's in the high 16 bits
// (each sees own stone 1, blocked 2: the other's stone or a wall; codes stay below 3^10 < 2^16).
struct Contributions {
    uint32_t v[4][10];
    Contributions() {
        static const uint32_t own_digit[4] = {0, 1, 2, 2}, opp_digit[4] = {0, 2, 1, 2};
        for (int c = 0; c < 4; ++c)
            for (int d = 0; d < 10; ++d)
                v[c][d] = own_digit[c] * kPow3[d] | (opp_digit[c] * kPow3[d]) << 16;
    }
};
const Contributions kContrib;

// The padded grid of a position (kPad wall cells around it, the search board's layout) and
// the cells next to a stone (within 2 in both coordinates).
struct Grid {
    int n, w;
    int dirs[4];
    uint8_t cells[kMaxCells];
    uint8_t near[kMaxCells];
    int stones;

    // Loads a position (only the first w * w cells of the arrays are used).
    void load(const Position& pos) {
        n = pos.size();
        w = n + 2 * kPad;
        stones = 0;
        dirs[0] = 1, dirs[1] = w, dirs[2] = w + 1, dirs[3] = w - 1;
        const size_t used = static_cast<size_t>(w) * w;
        std::memset(cells, kQWall, used);
        std::memset(near, 0, used);
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x) {
                const int i = index(x, y);
                const Cell c = pos.at({x, y});
                cells[i] = c == Cell::Empty ? kQEmpty : c == Cell::Own ? kQOwn : kQOpp;
                if (c == Cell::Empty) continue;
                ++stones;
                for (int dy = -2; dy <= 2; ++dy) std::memset(&near[i + dy * w - 2], 1, 5);
            }
    }
    int index(int x, int y) const { return (y + kPad) * w + (x + kPad); }
    Point point(int i) const { return {i % w - kPad, i / w - kPad}; }
};

// Rejects what rank_candidates rejects: a five on the board (a run of the winning length, found
// from the stones of the grid as find_five does) or a full board.
void validate_grid(const Grid& g, Rule rule) {
    for (int y = 0; y < g.n; ++y)
        for (int i = g.index(0, y), e = g.index(g.n - 1, y); i <= e; ++i) {
            const uint8_t c = g.cells[i];
            if (c != kQOwn && c != kQOpp) continue;
            for (int d = 0; d < 4; ++d) {
                const int step = g.dirs[d];
                if (g.cells[i - step] == c) continue;  // not the start of its run
                int len = 1;
                for (int j = i + step; g.cells[j] == c; j += step) ++len;
                if (rule == Rule::Freestyle ? len >= 5 : len == 5)
                    throw Error(ErrorKind::DataException, "the game is already over",
                                std::string("The ") + (c == kQOwn ? "side to move" : "opponent") +
                                    " already has " + std::to_string(len) + " in a row.",
                                "Search only unfinished positions.");
            }
        }
    if (g.stones == g.n * g.n)
        throw Error(ErrorKind::DataException, "the board is full", "No empty cell is left.",
                    "Search only positions with an empty cell.");
}

// The static value of playing the empty cell i (as move_value on the search board).
int cell_move_value(const Grid& g, const uint8_t* table, Rule rule, int i, int aggression_x16) {
    int own = 0, opp = 0;
    for (int d = 0; d < 4; ++d) {
        const int step = g.dirs[d];
        uint32_t code = 0;
        // Digits 0..4 are the offsets -5..-1, digits 5..9 the offsets 1..5.
        for (int k = 1; k <= kWindowHalf; ++k) {
            code += kContrib.v[g.cells[i - k * step]][window_digit(-k)];
            code += kContrib.v[g.cells[i + k * step]][window_digit(k)];
        }
        own = own * kPatCount + line_pattern(rule, table, code & 0xFFFF);
        opp = opp * kPatCount + line_pattern(rule, table, code >> 16);
    }
    return kCellValues[own].score + (kCellValues[opp].score * aggression_x16) / 16;
}

// Calls f(cell) for each candidate cell in index order: the cells next to a stone, the centre
// on an empty board, every empty cell when no empty cell is next to a stone.
template <typename F>
void for_each_candidate(const Grid& g, F f) {
    if (g.stones == 0) {
        f(g.index(g.n / 2, g.n / 2));
        return;
    }
    bool any = false;
    for (int y = 0; y < g.n; ++y)
        for (int i = g.index(0, y), e = g.index(g.n - 1, y); i <= e; ++i)
            if (g.cells[i] == kQEmpty && g.near[i]) {
                any = true;
                f(i);
            }
    if (any) return;
    for (int y = 0; y < g.n; ++y)
        for (int i = g.index(0, y), e = g.index(g.n - 1, y); i <= e; ++i)
            if (g.cells[i] == kQEmpty) f(i);
}

int aggression_x16(const SearchSettings& s) {
    return static_cast<int>(std::lround(s.aggression * 16));
}

// The checked grid of a position: one per thread, reused by every call.
const Grid& load_grid(const Position& pos, const SearchSettings& settings) {
    validate_settings(settings);
    thread_local Grid grid;
    grid.load(pos);
    validate_grid(grid, settings.rule);
    return grid;
}

}  // namespace

std::vector<Candidate> quick_rank(const Position& pos, const SearchSettings& settings) {
    const Grid& g = load_grid(pos, settings);
    const uint8_t* table = pattern_table(settings.rule);
    const int a16 = aggression_x16(settings);
    std::vector<Candidate> out;
    for_each_candidate(g, [&](int i) {
        out.push_back({g.point(i), cell_move_value(g, table, settings.rule, i, a16), false, 0});
    });
    // Best first; ties in index order, as the search board's move ordering.
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
        return a.static_score > b.static_score;
    });
    return out;
}

Candidate quick_best(const Position& pos, const SearchSettings& settings) {
    const Grid& g = load_grid(pos, settings);
    const uint8_t* table = pattern_table(settings.rule);
    const int a16 = aggression_x16(settings);
    Candidate best{{-1, -1}, 0, false, 0};
    for_each_candidate(g, [&](int i) {
        const int v = cell_move_value(g, table, settings.rule, i, a16);
        if (best.move.x < 0 || v > best.static_score) best = {g.point(i), v, false, 0};
    });
    return best;
}

}  // namespace pg_games::gomoku
