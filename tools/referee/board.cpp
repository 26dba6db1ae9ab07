// The referee's board; fives are found by the engine's own rule code (gomoku::find_five).
#include "tools/referee/board.h"

#include "core/common/error.h"

namespace pg_games::referee {

const char* colour_name(Colour c) {
    return c == Colour::Black ? "black" : "white";
}

Board::Board(int size) : size_(size) {
    if (size < gomoku::kMinSize || size > gomoku::kMaxSize)
        throw Error(ErrorKind::InvalidParameter, "board size must be between 5 and 32");
    cells_.assign(static_cast<size_t>(size) * size, -1);
}

std::optional<Colour> Board::at(int x, int y) const {
    int8_t v = cells_[static_cast<size_t>(y - 1) * size_ + (x - 1)];
    if (v < 0) return std::nullopt;
    return v == 0 ? Colour::Black : Colour::White;
}

void Board::place(int x, int y, Colour c) {
    if (!on_board(x, y)) throw Error(ErrorKind::InvalidParameter, "cell is off the board");
    if (at(x, y)) throw Error(ErrorKind::InvalidParameter, "cell is occupied");
    cells_[static_cast<size_t>(y - 1) * size_ + (x - 1)] = c == Colour::Black ? 0 : 1;
    history_.push_back({x, y, c});
    if (c == Colour::Black) ++black_;
}

Colour Board::to_move() const {
    int white = static_cast<int>(history_.size()) - black_;
    return black_ <= white ? Colour::Black : Colour::White;
}

std::optional<Five> Board::five(Colour c, gomoku::Rule rule) const {
    // The length of a run does not depend on the other side's stones: give the engine c's
    // stones alone (as Own), so the line it reports is surely c's.
    gomoku::Position pos(size_);
    for (const Stone& s : history_)
        if (s.colour == c) pos.place({s.x - 1, s.y - 1}, gomoku::Cell::Own);
    std::optional<gomoku::FiveLine> line = gomoku::find_five(pos, rule);
    if (!line) return std::nullopt;
    return Five{c,           line->from.x + 1, line->from.y + 1, line->to.x + 1, line->to.y + 1,
                line->length};
}

}  // namespace pg_games::referee
