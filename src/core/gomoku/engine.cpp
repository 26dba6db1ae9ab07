// The public entry points: validation, conversion of a Position to the search board, and the
// calls into the search.
#include "core/gomoku/engine.h"

#include <memory>
#include <string>

#include "core/gomoku/board.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/search.h"
#include "core/gomoku/timeman.h"
#include "core/gomoku/tt.h"

namespace pg_games::gomoku {
namespace {

// Rejects positions that cannot be searched: an existing five or a full board.
void validate(const Position& pos, Rule rule) {
    if (auto five = find_five(pos, rule)) {
        throw Error(ErrorKind::DataException, "the game is already over",
                    std::string("The ") + (five->owner == Cell::Own ? "side to move" : "opponent") +
                        " already has " + std::to_string(five->length) + " in a row.",
                    "Search only unfinished positions.");
    }
    if (pos.full()) {
        throw Error(ErrorKind::DataException, "the board is full", "No empty cell is left.",
                    "Search only positions with an empty cell.");
    }
}

// Rejects settings outside their documented ranges.
void validate(const SearchSettings& s) {
    if (s.time_limit_ms < 0 || s.time_limit_ms > kMaxTimeLimitMs)
        throw Error(ErrorKind::InvalidParameter, "time limit out of range",
                    "The time limit is " + std::to_string(s.time_limit_ms) + " ms.",
                    "Use 0 (the default) or a number of milliseconds up to " +
                        std::to_string(kMaxTimeLimitMs) + ".");
    if (s.target_ms < 0 || s.target_ms > kMaxTimeLimitMs)
        throw Error(ErrorKind::InvalidParameter, "time target out of range",
                    "The time target is " + std::to_string(s.target_ms) + " ms.",
                    "Use 0 (none) or a number of milliseconds up to " +
                        std::to_string(kMaxTimeLimitMs) + ".");
    if (s.max_depth < 0 || s.max_depth > 40)
        throw Error(ErrorKind::InvalidParameter, "maximum depth out of range", {},
                    "Use 0 (no limit) or a depth from 1 to 40.");
    if (!(s.aggression >= 0.0 && s.aggression <= 16.0))
        throw Error(ErrorKind::InvalidParameter, "aggression out of range", {},
                    "Use a weight from 0 (attack only) to 16; 1 balances attack and defence.");
    if (s.tt_megabytes < 0 || s.tt_megabytes > 1024)
        throw Error(ErrorKind::InvalidParameter, "transposition table size out of range", {},
                    "Use 0 (the default) or 1 to 1024 MiB.");
}

// Puts the stones of a position on an empty board: the side to move plays colour 0.
void put_stones(Board& b, const Position& pos) {
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x) {
            Cell c = pos.at({x, y});
            if (c != Cell::Empty) b.put(b.index(x, y), c == Cell::Own ? 0 : 1);
        }
}

// The search board for a position: a copy of the prebuilt empty board with the stones put on.
std::unique_ptr<Board> make_board(const Position& pos, Rule rule) {
    auto b = std::make_unique<Board>(Board::empty_board(pos.size(), rule));
    put_stones(*b, pos);
    return b;
}

// The board of the static ranking: one per thread, reset and reused by every call, so the
// static path allocates nothing but its answer.
Board& scratch_board(const Position& pos, Rule rule) {
    thread_local std::unique_ptr<Board> board;
    if (!board) board = std::make_unique<Board>(Board::empty_board(pos.size(), rule));
    board->reset(pos.size(), rule);
    put_stones(*board, pos);
    return *board;
}

SearchParams params_of(const SearchSettings& s) {
    SearchParams p;
    p.max_depth = s.max_depth;
    p.aggression_x16 = aggression_x16(s.aggression * kSearchDefenceShare);
    p.seed = s.seed;
    return p;
}

uint64_t budget_of(const SearchSettings& s) {
    return s.node_budget ? s.node_budget : kDefaultNodeBudget;
}
int time_of(const SearchSettings& s) {
    return s.time_limit_ms ? s.time_limit_ms : kDefaultTimeLimitMs;
}
size_t tt_of(const SearchSettings& s) {
    return static_cast<size_t>(s.tt_megabytes ? s.tt_megabytes : kDefaultTtMegabytes);
}

}  // namespace

void validate_settings(const SearchSettings& settings) { validate(settings); }

struct SearchMemory::Tables {
    explicit Tables(size_t tt_megabytes) : megabytes(tt_megabytes), tt(tt_megabytes) {}
    size_t megabytes;
    TranspositionTable tt;
    VctTable vct;
    TableUse use{};
};

SearchMemory::SearchMemory() = default;
SearchMemory::~SearchMemory() = default;

SearchMemory::Tables& SearchMemory::fresh(size_t tt_megabytes, bool keep_tt,
                                          const TableUse& use) {
    if (tables_ && tables_->megabytes == tt_megabytes) {
        if (!keep_tt || !(tables_->use == use)) tables_->tt.forget();
        tables_->vct.forget();
    } else {
        tables_.reset();  // the old tables go first: never both in memory
        tables_ = std::make_unique<Tables>(tt_megabytes);
    }
    tables_->use = use;
    return *tables_;
}

void SearchMemory::prepare(const SearchSettings& settings, StopCheck& stop) {
    const size_t megabytes = tt_of(settings);
    if (tables_ && tables_->megabytes == megabytes) return;
    tables_.reset();  // the old tables go first: never both in memory
    tables_ = std::make_unique<Tables>(megabytes);
    tables_->tt.fault_in(stop);
    tables_->vct.fault_in(stop);
}

SearchResult search_best_move(const Position& pos, const SearchSettings& settings,
                              StopCheck& stop, SearchMemory* memory) {
    validate(settings);
    validate(pos, settings.rule);
    Limits limits(stop, budget_of(settings), time_of(settings), settings.target_ms);
    auto board = make_board(pos, settings.rule);
    SearchMemory call_only;  // without the caller's memory, tables for this search alone
    const SearchMemory::TableUse use{pos.size(), settings.rule,
                                     pos.stones(Cell::Own) - pos.stones(Cell::Opponent)};
    SearchMemory::Tables& tables =
        (memory ? *memory : call_only).fresh(tt_of(settings), settings.keep_table, use);
    Searcher searcher(*board, limits, tables.tt, tables.vct, params_of(settings));
    SearchResult r = searcher.run();
    r.elapsed_ms = limits.elapsed_ms();
    return r;
}

std::vector<Candidate> rank_candidates(const Position& pos, const SearchSettings& settings,
                                       StopCheck& stop, bool search) {
    validate(settings);
    validate(pos, settings.rule);
    const SearchParams params = params_of(settings);
    const int static_x16 = aggression_x16(settings.aggression);
    thread_local std::vector<int> moves;
    std::unique_ptr<Board> owned;  // the searched path gets a board of its own
    if (search) owned = make_board(pos, settings.rule);
    Board* board = search ? owned.get() : &scratch_board(pos, settings.rule);
    generate_moves(*board, static_x16, true, moves);
    std::vector<Candidate> out;
    out.reserve(moves.size());
    for (int m : moves)
        out.push_back({board->point(m), move_value(*board, m, static_x16), false, 0});
    if (search) {
        Limits limits(stop, budget_of(settings), time_of(settings));
        SearchMemory::Tables tables(std::min<size_t>(tt_of(settings), 4));
        Searcher searcher(*board, limits, tables.tt, tables.vct, params);
        const int depth = settings.max_depth > 0 ? settings.max_depth : 2;
        for (size_t i = 0; i < moves.size() && !limits.aborted(); ++i) {
            if (board->threat(board->side_to_move(), moves[i]) == kThreatFive) {
                out[i].searched = true;
                out[i].search_value = win_in(1);
                continue;
            }
            board->play(moves[i]);
            int v = -searcher.value(depth - 1);
            board->undo();
            if (limits.aborted()) break;
            out[i].searched = true;
            out[i].search_value = v;
        }
    }
    return out;
}

}  // namespace pg_games::gomoku
