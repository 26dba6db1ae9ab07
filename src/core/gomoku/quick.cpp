// The one-ply static scorer. The stones are held as line masks (rows, columns, diagonals,
// anti-diagonals; one bit a cell, one mask per player, off-board cells set in both as walls), so
// the 11-cell window of a candidate along a line is two shifts; each half window (5 cells) is
// coded for both players at once by one lookup, and the codes go through the same pattern and
// cell-value tables as the search board's, so the scores are the same as the incremental
// board's (see test/gomoku_quick_test.cpp) at a fraction of the cost.
#include "core/gomoku/quick.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/common/error.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/patterns.h"

namespace pg_games::gomoku {
namespace {

// Lines of one direction; the longest count is that of the diagonals.
constexpr int kMaxLines = 2 * kMaxSize - 1;
// A line's cell at position p (x along rows, y along the other lines) is bit p + kLinePad.
constexpr int kLinePad = kWindowHalf;

// The line of (x, y) in each direction, in the search board's direction order (rows, columns,
// diagonals down-right, anti-diagonals down-left), and the cell's position along it.
inline int line_of(int d, int n, int x, int y) {
    return d == 0 ? y : d == 1 ? x : d == 2 ? x - y + n - 1 : x + y;
}
inline int place_on_line(int d, int x, int y) { return d == 0 ? x : y; }

// Half-window codes: for the H cells of a half window given as own bits (low H) and opponent
// bits (high H), both set = wall, the base-3 digits for both players packed in one word: the
// side to move's view in the low 16 bits, the opponent's in the high 16 bits (own stone 1,
// blocked 2; the nearest cell to the centre is the highest digit of the low half).
template <int H>
struct HalfCodes {
    uint32_t v[1u << (2 * H)];
    HalfCodes() {
        for (uint32_t i = 0; i < (1u << (2 * H)); ++i) {
            uint32_t own_code = 0, opp_code = 0;
            for (int j = H - 1; j >= 0; --j) {
                const bool a = i >> j & 1u, b = i >> (j + H) & 1u;
                own_code = own_code * 3 + (a && !b ? 1 : a || b ? 2 : 0);
                opp_code = opp_code * 3 + (b && !a ? 1 : a || b ? 2 : 0);
            }
            v[i] = own_code | opp_code << 16;
        }
    }
};
const HalfCodes<5> kHalfCodes5;
const HalfCodes<4> kHalfCodes4;

// The pattern table of the 8-cell windows (offsets -4..4): under the freestyle rule the cells
// at offsets +-5 never change a pattern (see test/gomoku_quick_test.cpp), and this table
// (6.5 KB) stays in the first-level cache where the 10-cell one (59 KB) does not. Entries are
// filled from the 10-cell table on first use.
uint8_t* freestyle_table8() {
    static uint8_t table[6561] = {};
    static const bool cleared = (std::memset(table, kPatternUnknown, sizeof table), true);
    (void)cleared;
    return table;
}
Pattern freestyle_pattern8(uint8_t* table, uint32_t code8) {
    const uint8_t v = table[code8];
    if (v != kPatternUnknown) return static_cast<Pattern>(v);
    // Digits 0..3 are the offsets -4..-1, digits 4..7 the offsets 1..4.
    const uint32_t code10 = code8 % 81 * kPow3[1] + code8 / 81 * kPow3[5];
    const Pattern p = line_pattern(Rule::Freestyle, code10);
    table[code8] = p;
    return p;
}

// The score of four line patterns without the 52 KB cell-value table: each pattern has a word
// holding its weight (low 16 bits) and one count in one of four 3-bit fields (fives, open fours,
// fours, open threes); the four words are added, and the threat bonus is looked up by the
// counts. Built from kCellValues; equal to it for every combination (see the tests).
struct ComboScores {
    uint32_t word[kPatCount];
    int16_t bonus[1 << 12];
    ComboScores() {
        for (int p = 0; p < kPatCount; ++p) {
            const int field = p == kPatFive ? 0 : p == kPatOpenFour ? 1 : p == kPatFour ? 2
                            : p == kPatOpenThree ? 3 : -1;
            word[p] = static_cast<uint32_t>(kWeights.pattern[p]) |
                      (field < 0 ? 0u : 1u << (16 + 3 * field));
        }
        for (int i = 0; i < kPatternCombos; ++i) {
            const uint32_t sum = word[i / 729] + word[i / 81 % 9] + word[i / 9 % 9] + word[i % 9];
            bonus[sum >> 16] = static_cast<int16_t>(kCellValues[i].score - (sum & 0xFFFF));
        }
    }
    int score(uint32_t sum) const { return static_cast<int>(sum & 0xFFFF) + bonus[sum >> 16]; }
};
// Built on first use: kCellValues is initialised in another file.
const ComboScores& combo_scores() {
    static const ComboScores scores;
    return scores;
}

// The wall masks of a board size: every bit of a line but its on-board cells.
struct Walls {
    int n = 0;
    uint64_t w[4][kMaxLines];
    void build(int size) {
        n = size;
        for (int d = 0; d < 4; ++d)
            for (int l = 0; l < kMaxLines; ++l) w[d][l] = ~uint64_t{0};
        for (int y = 0; y < n; ++y)
            for (int x = 0; x < n; ++x)
                for (int d = 0; d < 4; ++d)
                    w[d][line_of(d, n, x, y)] &= ~(uint64_t{1} << (place_on_line(d, x, y) + kLinePad));
    }
};

// The line masks of a position.
struct Lines {
    int n;
    uint64_t own[4][kMaxLines];
    uint64_t opp[4][kMaxLines];
    uint64_t used[4];  // bit l: line l holds a stone

    void load(const StoneRows& rows) {
        n = rows.size;
        thread_local Walls walls;
        if (walls.n != n) walls.build(n);
        const int count = 2 * n - 1;
        for (int d = 0; d < 4; ++d) {
            used[d] = 0;
            for (int l = 0; l < count; ++l) own[d][l] = opp[d][l] = walls.w[d][l];
        }
        for (int y = 0; y < n; ++y) {
            if ((rows.own[y] | rows.opp[y]) != 0) used[0] |= uint64_t{1} << y;
            own[0][y] |= uint64_t{rows.own[y]} << kLinePad;
            opp[0][y] |= uint64_t{rows.opp[y]} << kLinePad;
            add_column_stones(own, rows.own[y], y);
            add_column_stones(opp, rows.opp[y], y);
        }
    }
    // The stones of row y in the columns and both diagonals.
    void add_column_stones(uint64_t (*m)[kMaxLines], uint32_t bits, int y) {
        const uint64_t bit = uint64_t{1} << (y + kLinePad);
        for (; bits != 0; bits &= bits - 1) {
            const int x = __builtin_ctz(bits), diagonal = x - y + n - 1, anti = x + y;
            m[1][x] |= bit;
            m[2][diagonal] |= bit;
            m[3][anti] |= bit;
            used[1] |= uint64_t{1} << x;
            used[2] |= uint64_t{1} << diagonal;
            used[3] |= uint64_t{1} << anti;
        }
    }

    // The window code (both players packed) of the cell at place p on line l of direction d,
    // H cells either side: digits 0..H-1 are the offsets -H..-1, digits H..2H-1 the offsets 1..H.
    template <int H>
    uint32_t window_code(int d, int l, int p) const {
        constexpr uint64_t mask = (1u << H) - 1;
        const uint64_t o = own[d][l] >> p, b = opp[d][l] >> p;
        const auto low = static_cast<uint32_t>((o >> (kLinePad - H) & mask) |
                                               (b >> (kLinePad - H) & mask) << H);
        const auto high = static_cast<uint32_t>((o >> (kLinePad + 1) & mask) |
                                                (b >> (kLinePad + 1) & mask) << H);
        if constexpr (H == 5) return kHalfCodes5.v[low] + kHalfCodes5.v[high] * kPow3[5];
        else return kHalfCodes4.v[low] + kHalfCodes4.v[high] * kPow3[4];
    }
};

// The length of the first winning run (per rule) of the stones `s` of a line, or 0.
int winning_run(uint64_t s, Rule rule) {
    const uint64_t five = s & s >> 1 & s >> 2 & s >> 3 & s >> 4;  // bit p: p..p+4 all set
    uint64_t starts = five & ~(s << 1);                           // and p - 1 not set
    if (rule == Rule::ExactFive) starts &= ~(s >> 5);             // and p + 5 not set
    if (starts == 0) return 0;
    return __builtin_ctzll(~(s >> __builtin_ctzll(starts)));
}

// Rejects what rank_candidates rejects: a five on the board or a full board.
void validate(const Lines& lines, const StoneRows& rows, Rule rule) {
    for (int side = 0; side < 2; ++side)
        for (int d = 0; d < 4; ++d)
            for (uint64_t u = lines.used[d]; u != 0; u &= u - 1) {
                const int l = __builtin_ctzll(u);
                const uint64_t mine = side == 0 ? lines.own[d][l] : lines.opp[d][l];
                const uint64_t theirs = side == 0 ? lines.opp[d][l] : lines.own[d][l];
                if (const int len = winning_run(mine & ~theirs, rule))
                    throw Error(ErrorKind::DataException, "the game is already over",
                                std::string("The ") + (side == 0 ? "side to move" : "opponent") +
                                    " already has " + std::to_string(len) + " in a row.",
                                "Search only unfinished positions.");
            }
    if (rows.stones == rows.size * rows.size)
        throw Error(ErrorKind::DataException, "the board is full", "No empty cell is left.",
                    "Search only positions with an empty cell.");
}

// Scores candidate cells under one rule: freestyle reads 8-cell windows, exact five 10-cell
// ones (an overline needs the cells at +-5).
class CellScorer {
public:
    CellScorer(const Lines& lines, Rule rule, int aggression_x16)
        : lines_(lines), rule_(rule), aggression_x16_(aggression_x16),
          table_(rule == Rule::Freestyle ? freestyle_table8() : pattern_table(rule)),
          scores_(combo_scores()) {}

    // The static value of playing the empty cell (x, y) (as move_value on the search board).
    int operator()(int x, int y) const {
        return rule_ == Rule::Freestyle ? value<4>(x, y) : value<5>(x, y);
    }

private:
    template <int H>
    int value(int x, int y) const {
        // The four windows first, then their patterns: independent chains of lookups.
        const uint32_t c0 = lines_.window_code<H>(0, y, x);
        const uint32_t c1 = lines_.window_code<H>(1, x, y);
        const uint32_t c2 = lines_.window_code<H>(2, x - y + lines_.n - 1, y);
        const uint32_t c3 = lines_.window_code<H>(3, x + y, y);
        const uint32_t* w = scores_.word;
        const uint32_t own = w[pattern<H>(c0 & 0xFFFF)] + w[pattern<H>(c1 & 0xFFFF)] +
                             w[pattern<H>(c2 & 0xFFFF)] + w[pattern<H>(c3 & 0xFFFF)];
        const uint32_t opp = w[pattern<H>(c0 >> 16)] + w[pattern<H>(c1 >> 16)] +
                             w[pattern<H>(c2 >> 16)] + w[pattern<H>(c3 >> 16)];
        return scores_.score(own) + (scores_.score(opp) * aggression_x16_) / 16;
    }
    template <int H>
    Pattern pattern(uint32_t code) const {
        if constexpr (H == 4) return freestyle_pattern8(table_, code);
        else return line_pattern(rule_, table_, code);
    }

    const Lines& lines_;
    Rule rule_;
    int aggression_x16_;
    uint8_t* table_;
    const ComboScores& scores_;
};

// Calls f(x, y) for each candidate cell, row by row: the empty cells within 2 (both
// coordinates) of a stone, the centre on an empty board, every empty cell when no empty cell is
// next to a stone.
template <typename F>
void for_each_candidate(const StoneRows& rows, F f) {
    const int n = rows.size;
    if (rows.stones == 0) {
        f(n / 2, n / 2);
        return;
    }
    const uint64_t on_board = (uint64_t{1} << n) - 1;
    uint64_t spread[kMaxSize + 4];  // row y + 2: the stones of row y widened by 2 columns
    spread[0] = spread[1] = spread[n + 2] = spread[n + 3] = 0;
    for (int y = 0; y < n; ++y) {
        const uint64_t s = rows.own[y] | rows.opp[y];
        spread[y + 2] = s | s << 1 | s << 2 | s >> 1 | s >> 2;
    }
    bool any = false;
    for (int y = 0; y < n; ++y) {
        const uint64_t taken = rows.own[y] | rows.opp[y];
        const uint64_t near =
            spread[y] | spread[y + 1] | spread[y + 2] | spread[y + 3] | spread[y + 4];
        for (uint64_t c = near & ~taken & on_board; c != 0; c &= c - 1) {
            any = true;
            f(__builtin_ctzll(c), y);
        }
    }
    if (any) return;
    for (int y = 0; y < n; ++y)
        for (uint64_t c = ~uint64_t{rows.own[y] | rows.opp[y]} & on_board; c != 0; c &= c - 1)
            f(__builtin_ctzll(c), y);
}

int aggression_x16(const SearchSettings& s) {
    return static_cast<int>(std::lround(s.aggression * 16));
}

// The checked line masks of a position: one per thread, reused by every call.
const Lines& load_lines(const StoneRows& rows, const SearchSettings& settings) {
    validate_settings(settings);
    if (rows.size < kMinSize || rows.size > kMaxSize)
        throw Error(ErrorKind::InvalidParameter,
                    "unsupported gomoku board size " + std::to_string(rows.size), {},
                    "Use a board size from 5 to 32.");
    thread_local Lines lines;
    lines.load(rows);
    validate(lines, rows, settings.rule);
    return lines;
}

}  // namespace

int combined_pattern_score(const uint8_t (&patterns)[4]) {
    const ComboScores& c = combo_scores();
    return c.score(c.word[patterns[0]] + c.word[patterns[1]] + c.word[patterns[2]] +
                   c.word[patterns[3]]);
}

StoneRows stone_rows(const Position& pos) {
    StoneRows rows(pos.size());
    const Cell* cell = pos.cells();
    for (int y = 0; y < rows.size; ++y)
        for (int x = 0; x < rows.size; ++x, ++cell)
            if (*cell != Cell::Empty) rows.put(x, y, *cell == Cell::Own);
    return rows;
}

std::vector<Candidate> quick_rank(const StoneRows& rows, const SearchSettings& settings) {
    const CellScorer score(load_lines(rows, settings), settings.rule, aggression_x16(settings));
    std::vector<Candidate> out;
    for_each_candidate(rows, [&](int x, int y) { out.push_back({{x, y}, score(x, y), false, 0}); });
    // Best first; ties in board order, as the search board's move ordering.
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
        return a.static_score > b.static_score;
    });
    return out;
}

Candidate quick_best(const StoneRows& rows, const SearchSettings& settings) {
    const CellScorer score(load_lines(rows, settings), settings.rule, aggression_x16(settings));
    Candidate best{{-1, -1}, 0, false, 0};
    for_each_candidate(rows, [&](int x, int y) {
        const int v = score(x, y);
        if (best.move.x < 0 || v > best.static_score) best = {{x, y}, v, false, 0};
    });
    return best;
}

std::vector<Candidate> quick_rank(const Position& pos, const SearchSettings& settings) {
    return quick_rank(stone_rows(pos), settings);
}

Candidate quick_best(const Position& pos, const SearchSettings& settings) {
    return quick_best(stone_rows(pos), settings);
}

}  // namespace pg_games::gomoku
