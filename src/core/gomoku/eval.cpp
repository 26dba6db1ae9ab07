// Pattern weights and the static evaluation built from the per-cell scores kept by the board.
#include "core/gomoku/eval.h"

namespace pg_games::gomoku {

const Weights kWeights = {
    // None One Two OpenTwo Three OpenThree Four OpenFour Five
    {0, 2, 26, 67, 145, 162, 365, 1808, 12000},
    // None Low Three 33 Four 43 Flex4 Five
    {0, -98, 98, 350, 360, 4903, 1607, 30000},
};

// Fitted by `gomoku-tune order` (bench/gomoku/TUNING.md): the side to move's weights, then the
// opponent's; those the data never tells apart (open fours, fives: the search answers them
// before ordering) keep the evaluation's.
const OrderWeights kOrderWeights = {
    {
        // None One Two OpenTwo Three OpenThree Four OpenFour Five
        {0, -9, 70, 256, 382, 61, 550, 1808, 12000},
        // None Low Three 33 Four 43 Flex4 Five
        {0, -51, 713, 1429, 537, 1866, 1607, 30000},
    },
    {
        // None One Two OpenTwo Three OpenThree Four OpenFour Five
        {0, -44, -33, 35, 127, 10, 300, 1130, 7500},
        // None Low Three 33 Four 43 Flex4 Five
        {0, -32, 338, 627, 354, 859, 1004, 18750},
    },
};

namespace {

// The threat and score of four line patterns (the entries of kCellValues).
CellValue combine(const Pattern (&pats)[4]) {
    const Weights& w = kWeights;
    int count[kPatCount] = {};
    int s = 0;
    Threat threat;
    for (Pattern p : pats) {
        ++count[p];
        s += w.pattern[p];
    }
    int fours = count[kPatFour] + count[kPatOpenFour];
    if (count[kPatFive]) {
        threat = kThreatFive;
    } else if (count[kPatOpenFour] || fours >= 2) {
        threat = kThreatFlex4;
    } else if (fours && count[kPatOpenThree]) {
        threat = kThreat43;
    } else if (fours) {
        threat = kThreatFour;
    } else if (count[kPatOpenThree] >= 2) {
        threat = kThreat33;
    } else if (count[kPatOpenThree]) {
        threat = kThreatThree;
    } else if (s > w.pattern[kPatOne] * 4) {
        threat = kThreatLow;
    } else {
        threat = kThreatNone;
    }
    return {s + w.threat[threat], threat};
}

const CellValue* make_cell_values() {
    static CellValue table[kPatternCombos];
    for (int i = 0; i < kPatternCombos; ++i) {
        Pattern pats[4];
        int r = i;
        for (int d = 3; d >= 0; --d) {
            pats[d] = static_cast<Pattern>(r % kPatCount);
            r /= kPatCount;
        }
        table[i] = combine(pats);
    }
    return table;
}

// The order weights of a combination: its four patterns and its threat (as kCellValues has it).
int order_sum(const Weights& w, int combo) {
    int s = w.threat[kCellValues[combo].threat];
    for (int r = combo, d = 0; d < 4; ++d, r /= kPatCount) s += w.pattern[r % kPatCount];
    return s;
}

const OrderValue* make_order_values() {
    static OrderValue table[kPatternCombos];
    for (int i = 0; i < kPatternCombos; ++i)
        table[i] = {order_sum(kOrderWeights.own, i), order_sum(kOrderWeights.opp, i)};
    return table;
}

}  // namespace

const CellValue* const kCellValues = make_cell_values();
const OrderValue* const kOrderValues = make_order_values();

int evaluate(const Board& b) {
    int me = b.side_to_move();
    // Own potential counts double: the side to move uses it first (tuned in self-play).
    int64_t v = b.score_sum(me) * 2 - b.score_sum(1 - me);
    return static_cast<int>(v / 4);
}

}  // namespace pg_games::gomoku
