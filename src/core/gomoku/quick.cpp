// The one-ply static scorer. The stones are held as line words (rows, columns, diagonals,
// anti-diagonals), two bits a cell: own stone 01, opponent's 10, off-board 11 (a wall blocks
// both players). The window of a candidate along a line is then one shift and two masks, and
// one table lookup gives both players' patterns of it (freestyle), or two give both players'
// window codes for the pattern table (exact five); the patterns are those of the search board,
// so the scores are the same as the incremental board's (see test/gomoku_quick_test.cpp) at a
// fraction of the cost.
#include "core/gomoku/quick.h"

#include <algorithm>
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
// A line's cell at place p (x along rows, y along the other lines) is bits 2 (p + kLinePad)
// (own) and 2 (p + kLinePad) + 1 (opponent's).
constexpr int kLinePad = kWindowHalf;
// Boards up to this size fit their lines in 64 bits; larger ones use 128.
constexpr int kMaxSize64 = 64 / 2 - 2 * kLinePad;

// A window cell's digits (empty 0, own 1, blocked 2) for both players, from its two bits.
constexpr uint32_t own_digit(uint32_t bits) { return bits == 0 ? 0 : bits == 1 ? 1 : 2; }
constexpr uint32_t opp_digit(uint32_t bits) { return bits == 0 ? 0 : bits == 2 ? 1 : 2; }

// The window code of `cells` cells given two bits each (first cell lowest), both players
// packed: the side to move's code in the low 16 bits, the opponent's in the high 16 bits;
// cell k gets weight 3^(first_digit + k).
uint32_t packed_code(uint32_t bits, int cells, int first_digit) {
    uint32_t own = 0, opp = 0;
    for (int k = 0; k < cells; ++k) {
        own += own_digit(bits >> 2 * k & 3) * kPow3[first_digit + k];
        opp += opp_digit(bits >> 2 * k & 3) * kPow3[first_digit + k];
    }
    return own | opp << 16;
}

// Exact five: both players' codes of a 5-cell half window (offsets -5..-1 or 1..5, as the
// digits 0..4; the upper half's code is this times 3^5).
struct HalfCodes {
    uint32_t v[1 << 10];
    HalfCodes() {
        for (uint32_t i = 0; i < (1u << 10); ++i) v[i] = packed_code(i, 5, 0);
    }
};
const HalfCodes kHalfCodes;

// Freestyle: both players' patterns of an 8-cell window (offsets -4..-1, 1..4; 16 bits) in one
// lookup. Under the freestyle rule the cells at offsets +-5 never change a pattern (see
// test/gomoku_patterns_test.cpp). An entry holds the side to move's pattern (low nibble) and the
// opponent's (high nibble); filled from the 10-cell pattern table on first use.
struct FreestylePairs {
    uint8_t v[1 << 16];
    FreestylePairs() { std::memset(v, kPatternUnknown, sizeof v); }
};
FreestylePairs freestyle_pairs;

__attribute__((noinline)) uint8_t fill_freestyle_pair(uint32_t window) {
    // The 8 cells are the window digits 1..8 (digits 0 and 9 are the offsets -5 and 5).
    const uint32_t codes = packed_code(window, 8, 1);
    const auto pair = static_cast<uint8_t>(line_pattern(Rule::Freestyle, codes & 0xFFFF) |
                                           line_pattern(Rule::Freestyle, codes >> 16) << 4);
    freestyle_pairs.v[window] = pair;
    return pair;
}
inline uint8_t freestyle_pair(uint32_t window) {
    const uint8_t v = freestyle_pairs.v[window];
    return v != kPatternUnknown ? v : fill_freestyle_pair(window);
}

// The score of four line patterns without the 52 KB cell-value table: each pattern has a word
// holding its weight (low 16 bits) and one count in one of four 3-bit fields (fives, open fours,
// fours, open threes); the four words are added, and the threat bonus is looked up by the
// counts. With none of those counted the threat is kThreatLow or kThreatNone, told apart by the
// weight sum (as combine() in eval.cpp does). Built from kCellValues; equal to it for every
// combination (see the tests).
struct ComboScores {
    uint32_t word[kPatCount];
    uint64_t pair_word[256];  // a freestyle pair entry: own word, opponent's word << 32
    int16_t bonus[1 << 12];
    int low_above = kWeights.pattern[kPatOne] * 4;  // a weight sum above this is kThreatLow
    int low_bonus = kWeights.threat[kThreatLow];
    ComboScores() {
        for (int p = 0; p < kPatCount; ++p) {
            const int field = p == kPatFive ? 0 : p == kPatOpenFour ? 1 : p == kPatFour ? 2
                            : p == kPatOpenThree ? 3 : -1;
            word[p] = static_cast<uint32_t>(kWeights.pattern[p]) |
                      (field < 0 ? 0u : 1u << (16 + 3 * field));
        }
        for (int i = 0; i < 256; ++i)
            pair_word[i] = i % 16 < kPatCount && i / 16 < kPatCount
                               ? word[i % 16] | uint64_t{word[i / 16]} << 32
                               : 0;
        for (int i = 0; i < kPatternCombos; ++i) {
            const uint32_t sum = word[i / 729] + word[i / 81 % 9] + word[i / 9 % 9] + word[i % 9];
            const int low = kCellValues[i].threat == kThreatLow ? low_bonus : 0;
            bonus[sum >> 16] = static_cast<int16_t>(kCellValues[i].score - low - (sum & 0xFFFF));
        }
    }
    int score(uint32_t sum) const {
        const int weights = static_cast<int>(sum & 0xFFFF);
        const int low = (sum >> 16) == 0 && weights > low_above ? low_bonus : 0;
        return weights + bonus[sum >> 16] + low;
    }
};
// Built on first use: kCellValues is initialised in another file.
const ComboScores& combo_scores() {
    static const ComboScores scores;
    return scores;
}

// The line words of a position, Word wide (64 bits up to kMaxSize64, 128 above).
template <typename Word>
struct Lines {
    int n;
    Word line[4][kMaxLines];

    explicit Lines(const StoneRows& rows) : n(rows.size) {
        // Off-board cells are walls: 11 in every place but the line's on-board ones.
        const Word all = ~Word{0};
        const Word on_board = ((Word{1} << 2 * n) - 1) << 2 * kLinePad;  // places 0..n-1
        for (int l = 0; l < n; ++l) line[0][l] = line[1][l] = all & ~on_board;
        for (int l = 0; l < 2 * n - 1; ++l) {
            // Diagonal l holds (y + l - (n - 1), y), anti-diagonal l holds (l - y, y).
            line[2][l] = ~(on_board & shifted(on_board, n - 1 - l));
            line[3][l] = ~(on_board & shifted(on_board, l - (n - 1)));
        }
        for (int y = 0; y < n; ++y) {
            add_stones(rows.own[y], y, 1);
            add_stones(rows.opp[y], y, 2);
        }
    }

    // The freestyle window (offsets -4..-1, 1..4) of place p on line l of direction d.
    uint32_t window8(int d, int l, int p) const {
        const Word t = line[d][l] >> 2 * (p + kLinePad - 4);
        return static_cast<uint32_t>((t & 0xFF) | (t >> 2 & 0xFF00));
    }
    // Both players' 10-cell window codes (offsets -5..-1, 1..5) of place p on line l.
    uint32_t window10_code(int d, int l, int p) const {
        const Word t = line[d][l] >> 2 * (p + kLinePad - 5);
        const auto low = static_cast<uint32_t>(t & 0x3FF);
        const auto high = static_cast<uint32_t>(t >> 12 & 0x3FF);
        return kHalfCodes.v[low] + kHalfCodes.v[high] * kPow3[5];
    }

private:
    // A mask moved by `places` places towards higher places (lower when negative).
    static Word shifted(Word mask, int places) {
        return places >= 0 ? mask << 2 * places : mask >> -2 * places;
    }
    // The stones `bits` of row y, as `value` (1 own, 2 opponent's) in all four directions.
    void add_stones(uint32_t bits, int y, unsigned value) {
        for (; bits != 0; bits &= bits - 1) {
            const int x = __builtin_ctz(bits);
            line[0][y] |= Word{value} << 2 * (x + kLinePad);
            line[1][x] |= Word{value} << 2 * (y + kLinePad);
            line[2][x - y + n - 1] |= Word{value} << 2 * (y + kLinePad);
            line[3][x + y] |= Word{value} << 2 * (y + kLinePad);
        }
    }
};

// Scores empty cells: the static value of the side to move playing there (as move_value on the
// search board). Freestyle reads 8-cell windows (one lookup a line for both players), exact five
// 10-cell ones (an overline needs the cells at +-5).
template <typename Word>
class CellScorer {
public:
    CellScorer(const StoneRows& rows, const SearchSettings& settings)
        : lines_(rows), rule_(settings.rule),
          aggression_x16_(aggression_x16(settings.aggression)),
          table_(pattern_table(settings.rule)), scores_(combo_scores()) {}

    int operator()(int x, int y) const {
        return rule_ == Rule::Freestyle ? freestyle_value(x, y) : exact_value(x, y);
    }

private:
    int freestyle_value(int x, int y) const {
        const int n = lines_.n;
        const uint64_t* w = scores_.pair_word;
        // Both players' words of the four lines in one sum: own in the low half.
        const uint64_t sum = w[freestyle_pair(lines_.window8(0, y, x))] +
                             w[freestyle_pair(lines_.window8(1, x, y))] +
                             w[freestyle_pair(lines_.window8(2, x - y + n - 1, y))] +
                             w[freestyle_pair(lines_.window8(3, x + y, y))];
        return combine(static_cast<uint32_t>(sum), static_cast<uint32_t>(sum >> 32));
    }
    int exact_value(int x, int y) const {
        const int n = lines_.n;
        const uint32_t c[4] = {lines_.window10_code(0, y, x), lines_.window10_code(1, x, y),
                               lines_.window10_code(2, x - y + n - 1, y),
                               lines_.window10_code(3, x + y, y)};
        uint32_t own = 0, opp = 0;
        for (uint32_t code : c) {
            own += scores_.word[line_pattern(rule_, table_, code & 0xFFFF)];
            opp += scores_.word[line_pattern(rule_, table_, code >> 16)];
        }
        return combine(own, opp);
    }
    // Own gain plus aggression times the opponent's, from the summed words, in the tiers of
    // move_value (the five count is the words' lowest count field).
    int combine(uint32_t own, uint32_t opp) const {
        return tiered_value(scores_.score(own) + (scores_.score(opp) * aggression_x16_) / 16,
                            (own >> 16 & 7) != 0, (opp >> 16 & 7) != 0);
    }

    const Lines<Word> lines_;
    Rule rule_;
    int aggression_x16_;
    uint8_t* table_;
    const ComboScores& scores_;
};

// Whether either side has five stones in a row anywhere (more under freestyle, exactly five
// under exact five is checked after), from the row masks: rows, columns and both diagonals.
bool any_five_in_a_row(const StoneRows& rows) {
    uint64_t found = 0;
    for (const uint32_t* r : {rows.own, rows.opp}) {
        for (int y = 0; y < rows.size; ++y) {
            const uint64_t a = r[y];
            found |= a & a >> 1 & a >> 2 & a >> 3 & a >> 4;
            if (y + 4 >= rows.size) continue;
            const uint64_t b = r[y + 1], c = r[y + 2], d = r[y + 3], e = r[y + 4];
            found |= a & b & c & d & e;
            found |= a & b >> 1 & c >> 2 & d >> 3 & e >> 4;  // (x, y), (x + 1, y + 1), ...
            found |= a & b << 1 & c << 2 & d << 3 & e << 4;  // (x, y), (x - 1, y + 1), ...
        }
    }
    return found != 0;
}

// Rejects what rank_candidates rejects: bad settings or size, a five on the board (per rule),
// a full board.
void validate(const StoneRows& rows, const SearchSettings& settings) {
    validate_settings(settings);
    if (rows.size < kMinSize || rows.size > kMaxSize)
        throw Error(ErrorKind::InvalidParameter,
                    "unsupported gomoku board size " + std::to_string(rows.size), {},
                    "Use a board size from 5 to 32.");
    if (any_five_in_a_row(rows)) {
        // Rare: the exact run, by the general scan (an overline is no five under exact five).
        Position pos(rows.size);
        for (int y = 0; y < rows.size; ++y)
            for (int x = 0; x < rows.size; ++x) {
                if (rows.own[y] >> x & 1u) pos.place({x, y}, Cell::Own);
                if (rows.opp[y] >> x & 1u) pos.place({x, y}, Cell::Opponent);
            }
        if (const auto five = find_five(pos, settings.rule))
            throw Error(ErrorKind::DataException, "the game is already over",
                        std::string("The ") +
                            (five->owner == Cell::Own ? "side to move" : "opponent") +
                            " already has " + std::to_string(five->length) + " in a row.",
                        "Search only unfinished positions.");
    }
    if (rows.stones == rows.size * rows.size)
        throw Error(ErrorKind::DataException, "the board is full", "No empty cell is left.",
                    "Search only positions with an empty cell.");
}

// The candidate cells, as a mask per row: the empty cells within 2 (both coordinates) of a
// stone, the centre on an empty board, every empty cell when no empty cell is next to a stone.
void candidate_rows(const StoneRows& rows, uint32_t (&candidates)[kMaxSize]) {
    const int n = rows.size;
    const uint64_t on_board = (uint64_t{1} << n) - 1;
    if (rows.stones == 0) {
        std::fill(candidates, candidates + n, 0u);
        candidates[n / 2] = 1u << (n / 2);
        return;
    }
    uint64_t spread[kMaxSize + 4];  // row y + 2: the stones of row y widened by 2 columns
    spread[0] = spread[1] = spread[n + 2] = spread[n + 3] = 0;
    for (int y = 0; y < n; ++y) {
        const uint64_t s = rows.own[y] | rows.opp[y];
        spread[y + 2] = s | s << 1 | s << 2 | s >> 1 | s >> 2;
    }
    uint32_t any = 0;
    for (int y = 0; y < n; ++y) {
        const uint64_t near =
            spread[y] | spread[y + 1] | spread[y + 2] | spread[y + 3] | spread[y + 4];
        candidates[y] =
            static_cast<uint32_t>(near & ~uint64_t{rows.own[y] | rows.opp[y]} & on_board);
        any |= candidates[y];
    }
    if (any != 0) return;
    for (int y = 0; y < n; ++y)
        candidates[y] = static_cast<uint32_t>(~uint64_t{rows.own[y] | rows.opp[y]} & on_board);
}

// Calls f(x, y) for each candidate cell in board order (row by row).
template <typename F>
void for_each_candidate(const StoneRows& rows, F f) {
    uint32_t candidates[kMaxSize];
    candidate_rows(rows, candidates);
    for (int y = 0; y < rows.size; ++y)
        for (uint32_t c = candidates[y]; c != 0; c &= c - 1) f(__builtin_ctz(c), y);
}

// Every candidate with its score, in board order.
template <typename Word>
std::vector<Candidate> scored_candidates(const StoneRows& rows, const SearchSettings& settings) {
    const CellScorer<Word> score(rows, settings);
    std::vector<Candidate> out;
    for_each_candidate(rows, [&](int x, int y) { out.push_back({{x, y}, score(x, y), false, 0}); });
    return out;
}

// The first best-scoring candidate in board order.
template <typename Word>
Candidate best_candidate(const StoneRows& rows, const SearchSettings& settings) {
    const CellScorer<Word> score(rows, settings);
    Candidate best{{-1, -1}, 0, false, 0};
    for_each_candidate(rows, [&](int x, int y) {
        const int v = score(x, y);
        if (best.move.x < 0 || v > best.static_score) best = {{x, y}, v, false, 0};
    });
    return best;
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
    validate(rows, settings);
    std::vector<Candidate> out = rows.size <= kMaxSize64
                                     ? scored_candidates<uint64_t>(rows, settings)
                                     : scored_candidates<unsigned __int128>(rows, settings);
    // Best first; ties in board order, as the search board's move ordering.
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
        return a.static_score > b.static_score;
    });
    return out;
}

Candidate quick_best(const StoneRows& rows, const SearchSettings& settings) {
    validate(rows, settings);
    return rows.size <= kMaxSize64 ? best_candidate<uint64_t>(rows, settings)
                                   : best_candidate<unsigned __int128>(rows, settings);
}

std::vector<Candidate> quick_rank(const Position& pos, const SearchSettings& settings) {
    return quick_rank(stone_rows(pos), settings);
}

Candidate quick_best(const Position& pos, const SearchSettings& settings) {
    return quick_best(stone_rows(pos), settings);
}

}  // namespace pg_games::gomoku
