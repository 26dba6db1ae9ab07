// Solving every reachable position of a small m,n,k game by memoised depth-first search.
#include "core/ttt/ttt_table.h"

#include <string>

#include "core/common/error.h"

namespace pg_games::ttt {
namespace {

// How good a child's outcome is for the player who moves into it: faster wins first, then
// draws, then slower losses.
int rank_for_mover(uint8_t child, bool mover_is_x) {
    const Value v = SolvedTable::value(child);
    const int plies = SolvedTable::plies(child);
    if (v == Value::Draw) return 0;
    const bool mover_wins = (v == Value::XWins) == mover_is_x;
    return mover_wins ? 100 - plies : -100 + plies;
}

}  // namespace

SolvedTable::SolvedTable(Geometry geometry) : geometry_(std::move(geometry)) {
    if (geometry_.area > kMaxTableArea)
        throw Error(ErrorKind::ProgramLimit, "board is too large for a full table",
                    "A " + std::to_string(geometry_.rows) + " x " + std::to_string(geometry_.cols) +
                        " board has " + std::to_string(geometry_.area) +
                        " cells; full tables are built for at most " +
                        std::to_string(kMaxTableArea) + ".",
                    "Use mnk_value() for the value of a larger board, or ttt_moves() for one "
                    "position.");
    pow3_.resize(static_cast<size_t>(geometry_.area) + 1);
    pow3_[0] = 1;
    for (int i = 1; i <= geometry_.area; ++i) pow3_[i] = pow3_[i - 1] * 3;
}

void SolvedTable::solve(StopCheck& stop) {
    stop_ = &stop;
    codes_ = ZeroedArray<uint8_t>(pow3_[geometry_.area], stop);
    reachable_ = 0;
    visit(0, 0, 0, 0, -1);
    stop_ = nullptr;
}

uint8_t SolvedTable::visit(Bits x, Bits o, uint64_t index, int stones, int last_cell) {
    uint8_t& slot = codes_[index];
    if (slot != 0) return slot;
    stop_->throw_if_cancelled();
    ++reachable_;
    const bool x_moved_last = (stones & 1) == 1;
    if (last_cell >= 0 && completes_line(geometry_, x_moved_last ? x : o, last_cell))
        return slot = encode(true, x_moved_last ? Value::XWins : Value::OWins, 0);
    if (stones == geometry_.area) return slot = encode(true, Value::Draw, 0);

    const bool x_to_move = !x_moved_last;
    uint8_t best = 0;
    int best_rank = -1000;
    for (int cell = 0; cell < geometry_.area; ++cell) {
        const Bits bit = cell_bit(cell);
        if ((x | o) & bit) continue;
        const uint8_t child =
            x_to_move ? visit(x | bit, o, index + pow3_[cell], stones + 1, cell)
                      : visit(x, o | bit, index + 2 * pow3_[cell], stones + 1, cell);
        const int rank = rank_for_mover(child, x_to_move);
        if (rank > best_rank) best_rank = rank, best = child;
    }
    // codes_ is not resized during the search, so `slot` is still valid.
    return slot = encode(false, value(best), plies(best) + 1);
}

Position SolvedTable::position(uint64_t index) const {
    Position p;
    for (int cell = 0; cell < geometry_.area; ++cell, index /= 3) {
        const uint64_t digit = index % 3;
        if (digit == 1) p.x |= cell_bit(cell);
        if (digit == 2) p.o |= cell_bit(cell);
    }
    return p;
}

void SolvedTable::write_board(uint64_t index, char* out) const {
    static const char kCell[3] = {'.', 'X', 'O'};
    for (int cell = 0; cell < geometry_.area; ++cell, index /= 3) {
        if (cell > 0 && cell % geometry_.cols == 0) *out++ = '/';
        *out++ = kCell[index % 3];
    }
}

uint64_t SolvedTable::index_of(const Position& p) const {
    uint64_t index = 0;
    for (int cell = 0; cell < geometry_.area; ++cell) {
        if (p.x & cell_bit(cell)) index += pow3_[cell];
        if (p.o & cell_bit(cell)) index += 2 * pow3_[cell];
    }
    return index;
}

TableCursor::TableCursor(const SolvedTable& table)
    : table_(table), codes_(table.codes().data()), slots_(table.codes().size()) {
    const Geometry& g = table.geometry();
    length_ = g.area + g.rows - 1;
    for (int cell = 0, at = 0; cell < g.area; ++cell, ++at) {
        if (cell > 0 && cell % g.cols == 0) text_[at++] = '/';
        offset_[cell] = at;
        text_[at] = '.';
    }
}

// Adds one to the base-3 index, updating the digits, the text and the counts it changes.
void TableCursor::increment() {
    static const char kCell[3] = {'.', 'X', 'O'};
    ++index_;
    for (int cell = 0; cell < table_.geometry().area; ++cell) {
        uint8_t& d = digits_[cell];
        if (d == 1) --x_stones_;
        if (d == 2) --o_stones_;
        d = static_cast<uint8_t>(d == 2 ? 0 : d + 1);
        if (d == 1) ++x_stones_;
        if (d == 2) ++o_stones_;
        text_[offset_[cell]] = kCell[d];
        if (d != 0) break;  // no carry
    }
}

bool TableCursor::next() {
    if (started_) {
        if (index_ >= slots_) return false;
        increment();
    }
    started_ = true;
    while (index_ < slots_ && codes_[index_] == 0) increment();
    if (index_ >= slots_) return false;
    code_ = codes_[index_];
    return true;
}

SolvedTable solve_table(int rows, int cols, int k, StopCheck& stop) {
    SolvedTable table(make_geometry(rows, cols, k));
    table.solve(stop);
    return table;
}

}  // namespace pg_games::ttt
