// Text rendering of a board.
#include "tools/referee/render.h"

#include <cctype>
#include <cstdio>

#include "core/gomoku/text.h"

namespace pg_games::referee {

std::string render_board(const Board& board) {
    const int n = board.size();
    const Stone* last = board.history().empty() ? nullptr : &board.history().back();
    std::string out = "  ";
    for (int x = 1; x <= n; ++x) {
        out += ' ';
        out += gomoku::column_letter(x - 1);
    }
    out += '\n';
    char number[16];
    for (int y = 1; y <= n; ++y) {
        snprintf(number, sizeof number, "%2d", y);
        out += number;
        for (int x = 1; x <= n; ++x) {
            std::optional<Colour> c = board.at(x, y);
            char letter = c ? colour_letter(*c) : '.';
            // The last stone in lower case: still a stone to every board reader.
            if (last && last->x == x && last->y == y) letter = static_cast<char>(std::tolower(letter));
            out += ' ';
            out += letter;
        }
        out += '\n';
    }
    return out;
}

}  // namespace pg_games::referee
