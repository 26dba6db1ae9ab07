// Line patterns: what a stone placed on a cell makes along one line, looked up from line codes.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>

#include "core/gomoku/engine.h"

namespace pg_games::gomoku {

// What placing a stone at the centre of a line window makes for its owner, weakest first.
enum Pattern : uint8_t {
    kPatNone,       // no five through the centre is possible any more
    kPatOne,        // a five is still possible
    kPatTwo,        // one more stone makes a three
    kPatOpenTwo,    // one more stone makes an open three
    kPatThree,      // one more stone makes a four
    kPatOpenThree,  // one more stone makes an open four
    kPatFour,       // one more stone makes a five (one way)
    kPatOpenFour,   // two or more ways to make a five: cannot be blocked
    kPatFive,       // five in a row (exactly five under ExactFive)
    kPatCount
};

// A line window is the 5 cells either side of a centre, each seen by one player as empty (0),
// own stone (1) or blocked (2: opponent stone or off board), packed base 3.
constexpr int kWindowHalf = 5;
constexpr int kWindowCodes = 59049;  // 3^10

// The digit position of the cell at offset k (-5..5, not 0) from the centre.
constexpr int window_digit(int k) { return k < 0 ? k + 5 : k + 4; }
extern const uint32_t kPow3[10];

// The table of a rule: entries hold a Pattern, or kPatternUnknown until first looked up.
constexpr uint8_t kPatternUnknown = 0xFF;
uint8_t* pattern_table(Rule rule);
// Fills one entry of a table (the slow path of line_pattern).
Pattern fill_pattern(Rule rule, uint32_t code);

// The pattern for a code under a rule (tables filled lazily, once per process).
inline Pattern line_pattern(Rule rule, const uint8_t* table, uint32_t code) {
    uint8_t v = table[code];
    return v != kPatternUnknown ? static_cast<Pattern>(v) : fill_pattern(rule, code);
}
inline Pattern line_pattern(Rule rule, uint32_t code) {
    return line_pattern(rule, pattern_table(rule), code);
}

// Under freestyle the cells at offsets -5 and +5 never change a pattern, so the search board
// codes only the 8 cells at -4..4 (the same digits one place lower): 3^8 codes, whose complete
// table (6.5 KB) stays in the first-level cache, where the 59 KB one of 10-cell codes did not.
constexpr int kCompactCodes = 6561;  // 3^8
// The table of compact codes, filled completely on first use.
const uint8_t* compact_freestyle_table();

}  // namespace pg_games::gomoku
