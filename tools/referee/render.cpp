// Text rendering of a board.
#include "tools/referee/render.h"

#include <cstdio>

namespace pg_games::referee {

std::string render_board(const Board& board) {
    const int n = board.size();
    const Stone* last = board.history().empty() ? nullptr : &board.history().back();
    std::string out = "   ";
    char cell[16];
    for (int x = 1; x <= n; ++x) {
        snprintf(cell, sizeof cell, "%2d ", x);
        out += cell;
    }
    while (out.back() == ' ') out.pop_back();
    out += '\n';
    for (int y = 1; y <= n; ++y) {
        snprintf(cell, sizeof cell, "%3d", y);
        out += cell;
        for (int x = 1; x <= n; ++x) {
            std::optional<Colour> c = board.at(x, y);
            char letter = c ? colour_letter(*c) : '.';
            bool is_last = last && last->x == x && last->y == y;
            out += is_last ? '[' : ' ';
            out += letter;
            out += is_last ? ']' : ' ';
        }
        // Trailing blanks are noise in logs.
        while (!out.empty() && out.back() == ' ') out.pop_back();
        out += '\n';
    }
    return out;
}

}  // namespace pg_games::referee
