// The public Position type and five detection on it.
#include "core/gomoku/engine.h"

#include <string>

namespace pg_games::gomoku {

Position::Position(int size) : size_(size), counts_{0, 0, 0} {
    if (size < kMinSize || size > kMaxSize) {
        throw Error(ErrorKind::InvalidParameter,
                    "unsupported gomoku board size " + std::to_string(size), {},
                    "Use a board size from 5 to 32.");
    }
    cells_.assign(static_cast<size_t>(size) * size, Cell::Empty);
    counts_[static_cast<int>(Cell::Empty)] = size * size;
}

// The content of a cell.
Cell Position::at(Point p) const {
    if (!on_board(p)) {
        throw Error(ErrorKind::InvalidParameter, "cell is off the board",
                    "The cell (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                        ") is outside a board of size " + std::to_string(size_) + ".");
    }
    return cells_[static_cast<size_t>(p.y) * size_ + p.x];
}

// Puts a stone of one side on an empty cell.
void Position::place(Point p, Cell c) {
    if (c == Cell::Empty) {
        throw Error(ErrorKind::InvalidParameter, "cannot place an empty stone");
    }
    if (at(p) != Cell::Empty) {
        throw Error(ErrorKind::InvalidParameter, "cell is already occupied",
                    "The cell (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                        ") holds a stone.",
                    "List each cell at most once.");
    }
    cells_[static_cast<size_t>(p.y) * size_ + p.x] = c;
    --counts_[static_cast<int>(Cell::Empty)];
    ++counts_[static_cast<int>(c)];
}

// How many cells hold this content.
int Position::stones(Cell c) const { return counts_[static_cast<int>(c)]; }

// Scans rows, then columns and diagonals, for a maximal run that wins under the rule.
std::optional<FiveLine> find_five(const Position& pos, Rule rule) {
    static const int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    const int n = pos.size();
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            Cell c = pos.at({x, y});
            if (c == Cell::Empty) continue;
            for (const auto& d : kDirs) {
                Point prev{x - d[0], y - d[1]};
                if (pos.on_board(prev) && pos.at(prev) == c) continue;  // not the run's start
                int len = 1;
                Point end{x, y};
                for (Point q{x + d[0], y + d[1]}; pos.on_board(q) && pos.at(q) == c;
                     q = {q.x + d[0], q.y + d[1]}) {
                    ++len;
                    end = q;
                }
                if (rule == Rule::Freestyle ? len >= 5 : len == 5) {
                    return FiveLine{c, {x, y}, end, len};
                }
            }
        }
    }
    return std::nullopt;
}

}  // namespace pg_games::gomoku
