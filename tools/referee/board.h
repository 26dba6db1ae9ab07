// The referee's board: absolute colours (black moves first), move history, legality and fives.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"

namespace pg_games::referee {

enum class Colour { Black, White };

// The other side.
inline Colour other(Colour c) {
    return c == Colour::Black ? Colour::White : Colour::Black;
}
// "black" / "white".
const char* colour_name(Colour c);
// 'X' for black, 'O' for white: the letters of the board texts.
inline char colour_letter(Colour c) {
    return c == Colour::Black ? 'X' : 'O';
}

// One stone; x and y are 1-based as in the contest's field table (x = column, y = row).
struct Stone {
    int x;
    int y;
    Colour colour;
};

// A winning line, 1-based ends.
struct Five {
    Colour owner;
    int x1, y1, x2, y2;
    int length;
};

// A square board of size 5..32 that remembers the order the stones were placed in.
class Board {
  public:
    explicit Board(int size);

    int size() const { return size_; }
    // Is (x, y) (1-based) on the board?
    bool on_board(int x, int y) const { return x >= 1 && x <= size_ && y >= 1 && y <= size_; }
    // The stone at (x, y), if any; (x, y) must be on the board.
    std::optional<Colour> at(int x, int y) const;
    // On the board and empty.
    bool legal(int x, int y) const { return on_board(x, y) && !at(x, y); }
    // Places a stone; throws pg_games::Error(InvalidParameter) on an illegal cell.
    void place(int x, int y, Colour c);
    bool full() const { return static_cast<int>(history_.size()) == size_ * size_; }
    // The side to move: black when the counts are equal, else white.
    Colour to_move() const;
    const std::vector<Stone>& history() const { return history_; }
    // Five (or more under Freestyle, exactly five under ExactFive) in a row of colour c, if any.
    std::optional<Five> five(Colour c, gomoku::Rule rule) const;

  private:
    int size_;
    std::vector<int8_t> cells_;  // -1 empty, 0 black, 1 white
    std::vector<Stone> history_;
    int black_ = 0;
};

}  // namespace pg_games::referee
