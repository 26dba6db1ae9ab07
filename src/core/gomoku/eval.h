// Static evaluation: the threat and value of a cell for a player, the value of a move, and the
// value of a position for the side to move.
#pragma once
#include "core/common/no_postgres.h"

#include <algorithm>

#include "core/gomoku/board.h"

namespace pg_games::gomoku {

// The combined threat and score of a stone making these four line patterns.
struct CellValue {
    int32_t score;
    Threat threat;
};
constexpr int kPatternCombos = kPatCount * kPatCount * kPatCount * kPatCount;
extern const CellValue* const kCellValues;  // indexed by ((p0 * 9 + p1) * 9 + p2) * 9 + p3

// The combined threat and score of colour c playing the empty cell idx (from its line patterns).
inline const CellValue& cell_value(const Board& b, int c, int idx) {
    return kCellValues[b.pattern_combo(c, idx)];
}

// Tiers above every balanced value: making one's own five wins at once, so it comes first
// whatever the aggression; blocking the opponent's five is the only other move that does not lose.
constexpr int kOwnFiveBonus = 1 << 26;
constexpr int kBlockFiveBonus = 1 << 25;

// A balanced value (own gain plus A times the opponent's) raised to its tier by the fives the
// move makes for the side to move (own_five) or takes from the opponent (opp_five). Learned
// weights can make a balanced value negative: within a tier it counts from 0, so that every
// move of a tier stays above every move of the tiers below.
inline int tiered_value(int balanced, bool own_five, bool opp_five) {
    if (own_five) return std::max(balanced, 0) + kOwnFiveBonus;
    if (opp_five) return std::max(balanced, 0) + kBlockFiveBonus;
    return balanced;
}

// The value of the side to move playing idx: own gain plus `aggression` times the opponent's
// gain there (the classic attack/defence balance), own five first, a block of the opponent's
// five next. aggression_x16 is A * 16.
inline int move_value(const Board& b, int idx, int aggression_x16) {
    int c = b.side_to_move();
    return tiered_value(b.cell_score(c, idx) + (b.cell_score(1 - c, idx) * aggression_x16) / 16,
                        b.threat(c, idx) == kThreatFive, b.threat(1 - c, idx) == kThreatFive);
}

// The search's move order (which moves a node tries first, and so which it tries at all):
// weights for the side to move's patterns and threat at a cell and for the opponent's there,
// fitted to the moves a deeper search chose (bench/gomoku/TUNING.md).
struct OrderWeights {
    Weights own;  // what the cell makes for the side to move
    Weights opp;  // what it takes from the opponent
};
extern const OrderWeights kOrderWeights;
// kOrderWeights summed over each combination of four line patterns (and its threat).
struct OrderValue {
    int32_t own, opp;
};
extern const OrderValue* const kOrderValues;  // indexed as kCellValues
// The search's aggression_x16 at the default aggression (aggression_x16(kSearchDefenceShare)),
// at which the opponent's order weights count as fitted.
constexpr int kSearchOrderX16 = 10;

// The search's order value of the side to move playing idx: own gain plus the opponent's, the
// latter scaled by the aggression (1 at the default), own five first, a block of a five next.
inline int order_value(const Board& b, int idx, int aggression_x16) {
    const int c = b.side_to_move();
    const int own = kOrderValues[b.pattern_combo(c, idx)].own;
    const int opp = kOrderValues[b.pattern_combo(1 - c, idx)].opp;
    return tiered_value(own + opp * aggression_x16 / kSearchOrderX16,
                        b.threat(c, idx) == kThreatFive, b.threat(1 - c, idx) == kThreatFive);
}

// The static value of the position for the side to move (not proven results).
int evaluate(const Board& b);

}  // namespace pg_games::gomoku
