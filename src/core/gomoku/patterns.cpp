// Line pattern classification: a recursive definition (five, then fours, then threes...) over an
// 11-cell window, memoised in a table per rule so that the search only does lookups.
#include "core/gomoku/patterns.h"

#include <cstring>

namespace pg_games::gomoku {

const uint32_t kPow3[10] = {1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683};

namespace {

struct Tables {
    uint8_t t[2][kWindowCodes];
    Tables() { std::memset(t, kPatternUnknown, sizeof t); }
};

Tables& tables() {
    static Tables tab;
    return tab;
}

// The state (0 empty, 1 own, 2 blocked) of the window cell at offset k.
inline int digit(uint32_t code, int k) { return (code / kPow3[window_digit(k)]) % 3; }

// True when the centre stone (assumed placed) is part of a winning run under the rule.
bool five_through_centre(Rule rule, uint32_t code) {
    int len = 1;
    for (int k = -1; k >= -kWindowHalf && digit(code, k) == 1; --k) ++len;
    for (int k = 1; k <= kWindowHalf && digit(code, k) == 1; ++k) ++len;
    return rule == Rule::Freestyle ? len >= 5 : len == 5;
}

// The next weaker pattern class: what a line is one stone before reaching `p`.
Pattern weaker(Pattern p) {
    switch (p) {
        case kPatOpenFour: return kPatOpenThree;
        case kPatFour: return kPatThree;
        case kPatOpenThree: return kPatOpenTwo;
        case kPatThree: return kPatTwo;
        case kPatNone: return kPatNone;
        default: return kPatOne;
    }
}

Pattern compute(Rule rule, uint32_t code);

// The memoised pattern of a code.
Pattern lookup(Rule rule, uint32_t code) {
    uint8_t& slot = tables().t[static_cast<int>(rule)][code];
    if (slot == kPatternUnknown) slot = compute(rule, code);
    return static_cast<Pattern>(slot);
}

// Classifies a window by trying the empty cells within reach of a five through the centre.
Pattern compute(Rule rule, uint32_t code) {
    if (five_through_centre(rule, code)) return kPatFive;
    int fives = 0;
    for (int k = -4; k <= 4; ++k) {
        if (k == 0 || digit(code, k) != 0) continue;
        if (five_through_centre(rule, code + kPow3[window_digit(k)])) ++fives;
    }
    if (fives >= 2) return kPatOpenFour;
    if (fives == 1) return kPatFour;
    Pattern best = kPatNone;
    for (int k = -4; k <= 4 && best < kPatOpenThree; ++k) {
        if (k == 0 || digit(code, k) != 0) continue;
        Pattern w = weaker(lookup(rule, code + kPow3[window_digit(k)]));
        if (w > best) best = w;
    }
    return best;
}

}  // namespace

uint8_t* pattern_table(Rule rule) { return tables().t[static_cast<int>(rule)]; }

Pattern fill_pattern(Rule rule, uint32_t code) { return lookup(rule, code); }

const uint8_t* compact_freestyle_table() {
    // A compact code times 3 is the 10-cell code with empty cells at -5 and +5.
    static const struct Compact {
        uint8_t t[kCompactCodes];
        Compact() {
            for (uint32_t code = 0; code < kCompactCodes; ++code)
                t[code] = lookup(Rule::Freestyle, code * 3);
        }
    } compact;
    return compact.t;
}

}  // namespace pg_games::gomoku
