// The alpha-beta search: iterative deepening PVS with a transposition table, the fitted move
// order and history, forced-reply extensions, VCF probes at the leaves and VCF/VCT at the root.
#pragma once
#include "core/common/no_postgres.h"

#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/timeman.h"
#include "core/gomoku/tt.h"
#include "core/gomoku/vcf.h"
#include "core/gomoku/vct.h"

namespace pg_games::gomoku {

struct SearchParams {
    int max_depth = 0;        // 0 = until a budget runs out
    int aggression_x16 = 16;  // A * 16 of the move order (engine.cpp: the share of the setting)
    uint64_t seed = 0;
    // Tests: also play the answers that leave the opponent an open four to make (else valued
    // as lost without their stone; the same values, fewer nodes).
    bool play_unanswered = false;
};

class Searcher {
public:
    Searcher(Board& b, Limits& limits, TranspositionTable& tt, VctTable& vct_table,
             const SearchParams& params);

    // Picks the move for the side to move (the board must have an empty cell and no five).
    SearchResult run();

    // The value of the position for the side to move, searched `depth` plies.
    int value(int depth);

private:
    int negamax(int depth, int alpha, int beta, int ply);
    void order_keys(const std::vector<int>& moves, int tt_move, std::vector<int64_t>& keys);
    void note_cutoff(int move, int depth);
    int leaf_eval() const;
    bool unanswered(int move, const std::vector<int>& open_fours) const;
    bool threat_win(uint64_t cap, std::vector<int>* line, bool* whole);
    bool opponent_wins_after(int move, uint64_t cap);
    // What a check of a root move against the opponent's VCT found.
    enum class Defence { Loses, Holds, Unknown };
    Defence opponent_threat(uint64_t cap);
    Defence check_defence(int move, uint64_t cap);
    bool keep_safe_moves(std::vector<int>& root, uint64_t cap, uint64_t deep_cap);
    int checked_choice(const std::vector<int>& root, const std::vector<int>& scores, int chosen,
                       uint64_t cap);
    void principal_variation(int first, std::vector<Point>& pv);
    SearchResult finish(int move, int score, int depth, bool win, bool loss,
                        const std::vector<int>& line);

    static constexpr int kMaxPly = 64;
    Board& b_;
    Limits& limits_;
    TranspositionTable& tt_;
    SearchParams params_;
    std::vector<int> moves_[kMaxPly];
    std::vector<int64_t> move_keys_[kMaxPly];  // each ply's moves in order (pick_move)
    std::vector<int64_t> keys_;
    std::vector<int> open_fours_[kMaxPly];  // each ply's cells of the opponent's open fours
    // The line and the steps along it from one cell to another, by their index difference
    // (offset by kSteps * (width + 1)): (line << 4) + steps + kSteps, or kNoLine when they share
    // no line within kSteps, kSameCell for a difference of 0.
    static constexpr int kSteps = kWindowHalf;
    static constexpr uint8_t kNoLine = 0xFF, kSameCell = 0xFE;
    std::vector<uint8_t> line_steps_;
    int line_steps_offset_;
    ThreatScratch scratch_;
    VctTable& vct_table_;
    std::vector<int> history_;
    int root_depth_ = 0;     // the depth of the iteration under way
    int excluded_[kMaxPly];  // the move a singular test leaves out at each ply, -1 when none
};

// Score of a win found `ply` plies from the root (losses are the negation).
inline int win_in(int ply) { return kWinScore - ply; }

}  // namespace pg_games::gomoku
