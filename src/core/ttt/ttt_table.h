// The full table of an m,n,k game: every position reachable from the empty board, solved.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <vector>

#include "core/common/stop.h"
#include "core/common/zeroed_memory.h"
#include "core/ttt/ttt_board.h"

namespace pg_games::ttt {

// The largest board a full table is built for: 3^16 one-byte slots (43 MB) index every
// arrangement of 16 cells. The slots are cleared page by page with cancel checks in between.
constexpr int kMaxTableArea = 16;

// Every reachable position, indexed by its base-3 number (cell i weighs 3^i; 1 = X, 2 = O).
// Each reachable slot holds one nonzero byte: terminal flag, value and plies to the end.
class SolvedTable {
public:
    explicit SolvedTable(Geometry geometry);

    const Geometry& geometry() const { return geometry_; }
    // One byte per base-3 index; 0 for unreachable arrangements.
    const ZeroedArray<uint8_t>& codes() const { return codes_; }
    // How many positions are reachable (including the empty board).
    uint64_t reachable() const { return reachable_; }

    // Fills every slot reachable from the empty board; polls `stop` and throws Cancelled.
    void solve(StopCheck& stop);

    static bool terminal(uint8_t code) { return (code & 0x80) != 0; }
    static Value value(uint8_t code) { return static_cast<Value>(2 - ((code >> 5) & 3)); }
    static int plies(uint8_t code) { return code & 0x1F; }
    // The position of a base-3 index.
    Position position(uint64_t index) const;
    // Writes the board text of a base-3 index (area + rows - 1 characters, rows joined by '/').
    void write_board(uint64_t index, char* out) const;
    // The base-3 index of a position.
    uint64_t index_of(const Position& p) const;

private:
    uint8_t visit(Bits x, Bits o, uint64_t index, int stones, int last_cell);
    static uint8_t encode(bool terminal, Value value, int plies) {
        return static_cast<uint8_t>((terminal ? 0x80 : 0) | ((2 - static_cast<int>(value)) << 5) |
                                    plies);
    }

    Geometry geometry_;
    std::vector<uint64_t> pow3_;
    ZeroedArray<uint8_t> codes_;
    uint64_t reachable_ = 0;
    StopCheck* stop_ = nullptr;
};

// Walks the reachable positions of a solved table in index order, keeping the board text and
// the stone counts up to date digit by digit (no division per position).
class TableCursor {
public:
    explicit TableCursor(const SolvedTable& table);

    // Moves to the next reachable position; false after the last one.
    bool next();

    // The board text of the current position (text_length() characters, no terminator).
    const char* text() const { return text_; }
    int text_length() const { return length_; }
    uint8_t code() const { return code_; }
    bool x_to_move() const { return x_stones_ == o_stones_; }

private:
    void increment();

    const SolvedTable& table_;
    const uint8_t* codes_;
    uint64_t slots_;
    uint64_t index_ = 0;
    bool started_ = false;
    uint8_t code_ = 0;
    int x_stones_ = 0;
    int o_stones_ = 0;
    int length_ = 0;
    uint8_t digits_[kMaxTableArea] = {};
    int offset_[kMaxTableArea] = {};  // where each cell sits in text_
    char text_[2 * kMaxTableArea] = {};
};

// Builds and solves the table of the m x n board with k in a row. Throws Error(ProgramLimit)
// beyond kMaxTableArea cells, Error(InvalidParameter) for bad dimensions, Cancelled on cancel.
SolvedTable solve_table(int rows, int cols, int k, StopCheck& stop);

}  // namespace pg_games::ttt
