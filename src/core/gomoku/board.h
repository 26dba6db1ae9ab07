// The search board: a padded grid with line codes, per-cell threat levels and scores for both
// players, updated incrementally when a stone is placed and restored when it is taken back.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <vector>

#include "core/gomoku/engine.h"
#include "core/gomoku/patterns.h"

namespace pg_games::gomoku {

constexpr int kPad = kWindowHalf;
constexpr int kMaxWidth = kMaxSize + 2 * kPad;
constexpr int kMaxCells = kMaxWidth * kMaxWidth;

// The combined threat a stone on a cell makes for one player, over its four lines.
enum Threat : uint8_t {
    kThreatNone,
    kThreatLow,    // twos and closed threes only
    kThreatThree,  // one open three
    kThreat33,     // two open threes
    kThreatFour,   // one four (blockable)
    kThreat43,     // a four and an open three
    kThreatFlex4,  // an open four or two fours: wins unless the opponent has a five first
    kThreatFive,   // wins at once
};

inline bool makes_four(Threat t) { return t >= kThreatFour && t <= kThreatFlex4; }

// Weights turning patterns and threats into the move and position scores (see eval.cpp).
struct Weights {
    int pattern[kPatCount];
    int threat[kThreatFive + 1];
};
extern const Weights kWeights;

class Board {
public:
    enum Stone : uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2, kWall = 3 };  // colour c -> c + 1

    Board(int size, Rule rule);

    // The empty board of a size and rule, built once per process and kept (the starting point
    // that reset() copies: building one cell by cell costs far more than copying it).
    static const Board& empty_board(int size, Rule rule);
    // Makes this board a copy of the empty board of a size and rule, keeping its allocations.
    void reset(int size, Rule rule);

    int size() const { return n_; }
    int width() const { return w_; }
    Rule rule() const { return rule_; }
    int dir(int d) const { return dirs_[d]; }
    int index(int x, int y) const { return (y + kPad) * w_ + (x + kPad); }
    int x_of(int idx) const { return idx % w_ - kPad; }
    int y_of(int idx) const { return idx / w_ - kPad; }
    Point point(int idx) const { return {x_of(idx), y_of(idx)}; }

    uint8_t at(int idx) const { return cells_[idx]; }
    bool empty(int idx) const { return cells_[idx] == kEmpty; }
    int side_to_move() const { return stm_; }  // colour 0 or 1
    int stones() const { return static_cast<int>(history_.size()); }
    int empties() const { return n_ * n_ - stones(); }
    uint64_t hash() const { return hash_; }
    const std::vector<int>& history() const { return history_; }

    // The pattern colour c makes along direction d by playing at idx.
    Pattern pattern(int c, int d, int idx) const { return static_cast<Pattern>(pats_[d][idx][c]); }
    // The four patterns of colour c at idx as one index, ((p0 * 9 + p1) * 9 + p2) * 9 + p3.
    int pattern_combo(int c, int idx) const { return combo_[c][idx]; }
    Threat threat(int c, int idx) const { return static_cast<Threat>(threat_[c][idx]); }
    int cell_score(int c, int idx) const { return score_[c][idx]; }
    int64_t score_sum(int c) const { return sum_[c]; }
    int threat_count(int c, Threat t) const { return threat_counts_[c][t]; }
    bool near_stone(int idx) const { return near_[idx] != 0; }

    // The bounding box of the stones, grown by `margin` and clipped to the board.
    void area(int margin, int& x0, int& y0, int& x1, int& y1) const;

    // Puts a stone of the side to move on an empty cell and passes the turn.
    void play(int idx);
    // Puts a stone of colour c on an empty cell without passing the turn (setting up a position).
    void put(int idx, int colour);
    // Takes back the last stone.
    void undo();
    // Passes the turn without a stone (threat searches ask "what if the opponent moved now").
    void pass() { stm_ ^= 1; }

    // Colour c's threat at the empty cell idx if the other colour had a stone on the empty
    // cell k steps along line d (k != 0), found from the codes without placing the stone.
    Threat threat_if_blocked(int c, int idx, int d, int k) const;

    // Whether some empty cell gives colour c at least threat t.
    bool has_threat(int c, Threat t) const;
    // The first empty cell (scanning the stone area) where colour c has at least threat t, or -1.
    int find_threat(int c, Threat t) const;
    // All empty cells where colour c has at least threat t, appended to out.
    void collect_threats(int c, Threat t, std::vector<int>& out) const;

private:
    // kCompact: the rule is freestyle, whose codes are compact (patterns.h).
    template <bool kCompact>
    void add_stone(int idx, int colour);
    template <bool kCompact>
    void remove_stone(int idx, int colour);
    template <bool kAdd, bool kCompact>
    void update_near_and_codes(int idx, int colour);
    void set_value(int idx, int c, Threat t, int s);
    int set_line_pattern(int idx, int d, int c, uint8_t p);
    void set_pattern(int idx, int d, int c, uint8_t p);
    void refresh(int idx, int c);
    void update_patterns(int idx, int d);

    int n_, w_;
    Rule rule_;
    int dirs_[4];
    int stm_ = 0;
    uint64_t hash_ = 0;
    std::vector<int> history_;
    struct Box { int x0, y0, x1, y1; };
    std::vector<Box> boxes_;
    uint8_t cells_[kMaxCells];
    uint8_t near_[kMaxCells];
    const uint8_t* table_;  // the rule's pattern table (of compact codes under freestyle)
    // Both colours' line codes in one word (colour 0 in the low half, colour 1 in the high half),
    // so that a stone updates both with one add; a code is below 3^10, so no half carries.
    // Under freestyle they are compact codes (patterns.h): the cells at +-5 are not coded.
    uint32_t codes_[4][kMaxCells];
    static uint32_t code(uint32_t both, int c) { return c == 0 ? both & 0xFFFF : both >> 16; }
    uint8_t pats_[4][kMaxCells][2];  // both colours' patterns of a cell side by side
    // Each colour's four patterns of a cell as one index (pattern_combo), kept with pats_, so
    // that a refresh reads one word instead of four.
    uint16_t combo_[2][kMaxCells];
    static constexpr int kComboStep[4] = {729, 81, 9, 1};  // 9^(3 - d): line d's digit
    uint8_t threat_[2][kMaxCells];
    int32_t score_[2][kMaxCells];
    int64_t sum_[2] = {0, 0};
    int threat_counts_[2][kThreatFive + 1] = {};
    // What each stone changed, so that undo() restores it instead of recomputing: the cells it
    // refreshed (a cell and the line its patterns changed on; kNoLine for the stone's own cell,
    // whose patterns stay) and the sums and counts before it.
    static constexpr uint8_t kNoLine = 0xFF;
    struct Saved {
        int16_t cell;
        uint8_t line;
        uint8_t pats[2];
        uint8_t threat[2];
        int32_t score[2];
    };
    struct Totals {
        int64_t sum[2];
        int threat_counts[2][kThreatFive + 1];
        size_t saved;  // saved_count_ before the stone
    };
    static_assert(kMaxCells <= INT16_MAX, "Saved::cell holds any cell index");
    // The records in use are the first saved_count_: the vector only grows (ahead of each stone,
    // by the most one stone saves), so that a record costs no capacity check or zeroing.
    std::vector<Saved> saved_;
    size_t saved_count_ = 0;
    static constexpr size_t kMaxSavedPerStone = 4 * 2 * kWindowHalf + 1;
    std::vector<Totals> totals_;
    void save(int idx, uint8_t line);
};

// Zobrist key of a stone of colour c on cell idx.
uint64_t zobrist(int c, int idx);

}  // namespace pg_games::gomoku
