// The public API of the Gomoku engine: positions, best-move search, candidate ranking, fives.
#pragma once
#include "core/common/no_postgres.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "core/common/error.h"
#include "core/common/stop.h"

namespace pg_games::gomoku {

constexpr int kMinSize = 5, kMaxSize = 32;

enum class Rule : uint8_t { Freestyle, ExactFive };  // five or more / exactly five
enum class Cell : uint8_t { Empty, Own, Opponent };  // relative to the side to move

struct Point {  // 0-based: x = column, y = row
    int x;
    int y;
};
inline bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
inline bool operator!=(Point a, Point b) { return !(a == b); }

// A board; the side to move owns the stones marked Own.
class Position {
public:
    explicit Position(int size);  // Error(InvalidParameter) if size is outside 5..32
    int size() const { return size_; }
    bool on_board(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < size_ && p.y < size_; }
    Cell at(Point p) const;  // Error(InvalidParameter) when off board
    void place(Point p, Cell c);  // Error(InvalidParameter): off board, occupied, or Cell::Empty
    int stones(Cell c) const;
    bool full() const { return stones(Cell::Empty) == 0; }
    // Every cell, row by row (size() * size() of them), for fast scans.
    const Cell* cells() const { return cells_.data(); }

private:
    int size_;
    int counts_[3];
    std::vector<Cell> cells_;
};

// The longest time a search may be given, ms (an hour): the cap of every time setting, and what
// a search limited by its node budget or depth alone is given.
constexpr int kMaxTimeLimitMs = 3600 * 1000;

struct SearchSettings {
    Rule rule = Rule::Freestyle;
    uint64_t node_budget = 0;  // 0 = engine default; THE budget: deterministic results
    int time_limit_ms = 0;     // 0 = engine default (contest-safe); a hard cap, never exceeded
    int target_ms = 0;         // 0 = none; else the time to aim for (to time_limit_ms when unsure)
    int max_depth = 0;         // 0 = no limit besides the budgets
    double aggression = 1.0;   // A in G = own gain + A * opponent's gain (attack/defence balance)
    uint64_t seed = 0;         // 0 = deterministic; otherwise varies choices among near-equal moves
    int tt_megabytes = 0;      // 0 = engine default; size of the transposition table
    bool keep_table = false;   // with a SearchMemory: start from the last search's table
};

// Engine defaults for the zero-valued settings above.
constexpr uint64_t kDefaultNodeBudget = 120000;
constexpr int kDefaultTimeLimitMs = 900;
constexpr int kDefaultTtMegabytes = 16;

// The search orders (and so limits) its moves by the fitted order table (kOrderWeights,
// order_value in eval.h) with the opponent's part scaled by A: the search takes A times this
// share as its aggression, and the table counts as fitted at A = 1 (kSearchOrderX16). This share
// was the best one for the order by the evaluation's values (tuned in self-play, see
// bench/gomoku/ENGINE_RESULTS.md). The static move values use A itself.
constexpr double kSearchDefenceShare = 0.6;

// An aggression A as the integer A * 16 that the move values take (rounded).
inline int aggression_x16(double aggression) {
    return static_cast<int>(std::lround(aggression * 16));
}

// Score magnitudes at or above this mean a proven result (win or loss).
constexpr int kWinScore = 1000000;
constexpr int kProvenThreshold = kWinScore - 1000;

struct SearchResult {
    Point move;   // always a legal empty cell (centre on an empty board)
    int score;    // from the side to move's view; large = forced win
    int depth;    // completed iterative-deepening depth
    uint64_t nodes;
    double elapsed_ms;
    bool forced_win, forced_loss;  // a proven win (e.g. VCF found) / a proven loss
    std::vector<Point> principal_variation;
};

// The settings check of every entry point. Errors: Error(InvalidParameter) when out of range.
void validate_settings(const SearchSettings&);

// The search tables, kept by a caller from one search to the next (an engine playing a game):
// a fresh table costs a page fault for each of its pages that the search touches, a large part
// of a short move's time at 64 MiB. A search on kept tables plays exactly as on fresh ones,
// unless its settings ask to keep the last search's transposition table (keep_table).
// Not for use by two searches at once.
class SearchMemory {
public:
    SearchMemory();
    ~SearchMemory();
    SearchMemory(const SearchMemory&) = delete;
    SearchMemory& operator=(const SearchMemory&) = delete;

    struct Tables;  // defined by the engine
    // What the transposition table's entries mean: the board size, the rule, and the side to
    // move's stones less the opponent's at the root (colour 0 is the side to move there, and a
    // position's key does not tell who is to move).
    struct TableUse {
        int size;
        Rule rule;
        int lead;
        bool operator==(const TableUse& o) const {
            return size == o.size && rule == o.rule && lead == o.lead;
        }
    };
    // The tables for a search with a transposition table of `tt_megabytes` MiB, emptied:
    // allocated on first use and when the size changes, else kept and made to forget; with
    // `keep_tt` the transposition table keeps its entries when the last search had the same use.
    Tables& fresh(size_t tt_megabytes, bool keep_tt, const TableUse& use);
    // Allocates the tables that searches with `settings` use, unless they are there, and has the
    // system supply every page now, so that the first search pays no page faults (a fresh 64 MiB
    // table's faults stall a search at its start). Throws Cancelled on a cancel request.
    void prepare(const SearchSettings& settings, StopCheck& stop);

private:
    std::unique_ptr<Tables> tables_;
};

// The best move for the side to move; `memory`, when given, lends its tables to the search.
// Errors: Error(DataException) if the position already has a five (per rule) or is full.
// Throws pg_games::Cancelled when the StopCheck reports a cancel request.
SearchResult search_best_move(const Position&, const SearchSettings&, StopCheck&,
                              SearchMemory* memory = nullptr);

struct Candidate {
    Point move;
    int static_score;
    bool searched;
    int search_value;
};

// Every candidate move (near stones; centre on empty board), best first by static score;
// with `search` true each also gets a (shallow, budget-shared) search value.
std::vector<Candidate> rank_candidates(const Position&, const SearchSettings&, StopCheck&,
                                       bool search);

struct FiveLine {
    Cell owner;
    Point from;
    Point to;
    int length;
};

// The first five-in-a-row (or longer under Freestyle; exactly 5 under ExactFive) found, if any.
std::optional<FiveLine> find_five(const Position&, Rule);

}  // namespace pg_games::gomoku
