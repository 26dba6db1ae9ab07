// Solving m,n,k positions by alpha-beta search: bitboards, a transposition table keyed by the
// symmetry-reduced position, immediate wins and forced blocks, dead-line draws, wins by
// continuous threats (threats.h), pairing strategies proving that a side cannot win
// (pairing.h), move ordering.
#pragma once
#include "core/common/no_postgres.h"

#include <array>
#include <cstdint>
#include <vector>

#include "core/common/stop.h"
#include "core/ttt/pairing.h"
#include "core/ttt/transposition.h"
#include "core/ttt/ttt_board.h"

namespace pg_games::ttt {

// Scores are from the side to move's point of view: a win whose last move is d plies away
// scores kWinScore - d, a loss -(kWinScore - d), a draw 0.
constexpr int kWinScore = 1000;

// The search gave up at its node limit (an internal signal, caught by the API functions).
struct NodeLimitReached {};

// An alpha-beta solver for one geometry; its transposition table persists across searches.
class Solver {
public:
    // max_empties: the most empty cells of any position it will solve (sizes the table, see
    // TranspositionTable). node_limit 0 means no limit.
    Solver(const Geometry& g, StopCheck& stop, int max_empties, uint64_t node_limit = 0);

    // The score of `p` (which must not be terminal), exact when strictly inside
    // (alpha, beta); otherwise a bound on the failing side. Throws Cancelled on cancel and
    // NodeLimitReached at the node limit.
    int solve(const Position& p, int alpha, int beta);

    uint64_t nodes() const { return nodes_; }

    // The best move the table holds for `p` (a cell, possibly occupied), or -1.
    int table_move(const Position& p);

    // Steps each pairing-strategy search may take (0 turns them off).
    void set_pairing_budget(int budget, int tries) {
        pairing_budget_ = budget;
        lookahead_tries_ = tries;
    }

    // Steps each search for a win by continuous threats may take (0 turns them off).
    void set_threat_budget(int budget) { threat_budget_ = budget; }
    const TranspositionTable& table() const { return table_; }

private:
    int search(int ply, int alpha, int beta);
    void set_up(const Position& p);
    int canonical(Bits& x, Bits& o) const;
    void place(int side, int cell);
    void remove(int side, int cell);

    const Geometry& g_;
    StopCheck& stop_;
    uint64_t node_limit_;
    uint64_t nodes_ = 0;
    TranspositionTable table_;
    PairingFinder pairing_;
    int pairing_budget_ = 64;
    int lookahead_tries_ = 8;
    int threat_budget_ = 64;
    int syms_ = 1;
    std::vector<std::array<uint8_t, kMaxArea>> inverse_;
    Bits board_[2] = {0, 0};          // X, O
    Bits sym_board_[2][8] = {};       // each side's stones under each symmetry
    int root_side_ = 0;               // 0 when X is to move at the root
};

// What a search says about a position.
struct Outcome {
    bool solved = false;
    Value value = Value::Draw;  // from X's point of view
    int plies = -1;             // plies to the end under optimal play; -1 when not computed
    uint64_t nodes = 0;
};

// The value of the empty m x n board with k in a row. node_limit 0 = no limit; at the limit
// the outcome is unsolved. Throws Error for bad dimensions and Cancelled on cancel.
Outcome mnk_value(int rows, int cols, int k, StopCheck& stop, uint64_t node_limit = 0);

// One legal move and the solved position it leads to.
struct MoveOutcome {
    int cell = 0;        // row * cols + column, from 0
    Position after;
    Value value = Value::Draw;
    int plies = 0;       // plies to the end after this move, under optimal play
    bool mover_wins = false;
    bool mover_loses = false;
};

// Every legal move of a position, solved exactly (value and plies to the end), in cell order.
// A terminal position has none. Throws Cancelled on cancel.
std::vector<MoveOutcome> solve_moves(const Geometry& g, const Position& p, StopCheck& stop);

// The best of solve_moves' moves: the fastest win, else a draw, else the slowest loss; the
// first in cell order among equals. Returns -1 for an empty list.
int best_move_index(const std::vector<MoveOutcome>& moves);

// The exact value and plies to the end of any position (terminal ones included).
Outcome solve_position(const Geometry& g, const Position& p, StopCheck& stop);

// The value of any position (terminal ones included), without the plies: cheaper than
// solve_position. node_limit 0 = no limit; at the limit the outcome is unsolved. Throws
// Cancelled on cancel.
Outcome position_value(const Geometry& g, const Position& p, StopCheck& stop,
                       uint64_t node_limit = 0);

// A move that keeps the value of a position: a winning move when the side to move wins, a
// drawing move when it draws, any move (the table's choice) when it loses.
struct ValueMove {
    bool solved = false;  // false at the node limit
    bool found = false;   // false for a terminal position
    int cell = 0;
    Position after;
    Value value = Value::Draw;  // the value of the position, kept by the move (X's view)
    uint64_t nodes = 0;
};

// The move of ValueMove for p; node_limit as for position_value, shared by every search.
ValueMove mnk_best_move(const Geometry& g, const Position& p, StopCheck& stop,
                        uint64_t node_limit = 0);

}  // namespace pg_games::ttt
