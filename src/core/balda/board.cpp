// Reading, writing and creating Balda boards.
#include "core/balda/board.h"

#include "core/balda/alphabet.h"
#include "core/common/board_text.h"
#include "core/common/error.h"

namespace pg_games::balda {

// Throws unless `size` is a supported side length.
static void check_size(int size, const char* what) {
    if (size < kMinSize || size > kMaxSize)
        throw Error(ErrorKind::OutOfRange,
                    std::string(what) + " " + std::to_string(size) + " is out of range", {},
                    "Balda boards are square, from 3x3 to 15x15.");
}

Board Board::parse(std::string_view text) {
    std::vector<BoardRow> rows = split_board_rows(text);
    if (rows.empty())
        throw Error(ErrorKind::InvalidText, "board is empty",
                    "A board is rows of letters and '.' separated by '/' or newlines.",
                    "Example: '...../...../БАЛДА/...../.....'.");
    int n = static_cast<int>(rows.size());
    for (size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != rows[0].size())
            throw Error(ErrorKind::InvalidText, "board rows have different lengths",
                        "Row 1 has " + std::to_string(rows[0].size()) + " cells, row " +
                            std::to_string(r + 1) + " has " + std::to_string(rows[r].size()) + ".",
                        "Every row of a Balda board has as many cells as there are rows.");
    }
    if (static_cast<int>(rows[0].size()) != n)
        throw Error(ErrorKind::InvalidText, "board is not square",
                    "It has " + std::to_string(n) + " rows of " + std::to_string(rows[0].size()) +
                        " cells.",
                    "A Balda board has as many rows as columns.");
    check_size(n, "board size");
    Board board(n);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            char32_t ch = rows[static_cast<size_t>(r)][static_cast<size_t>(c)];
            if (ch == U'.') continue;
            char32_t letter = normalize_letter(ch);
            if (!is_letter(letter)) {
                std::string shown;
                utf8_append(shown, ch);
                throw Error(ErrorKind::InvalidText, "board contains an unknown character \"" +
                                                        shown + "\"",
                            "Row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) +
                                ".",
                            "Use letters for filled cells and '.' for empty cells.");
            }
            board.set(r * n + c, letter);
        }
    }
    return board;
}

Board Board::with_start_word(std::string_view start_word, int size) {
    std::u32string word;
    if (!normalize_word(utf8_decode(start_word), word) || word.empty())
        throw Error(ErrorKind::InvalidParameter, "start word must consist of letters",
                    "Got \"" + std::string(start_word) + "\".",
                    "Give a word such as 'БАЛДА'.");
    int n = size == 0 ? static_cast<int>(word.size()) : size;
    check_size(n, "board size");
    if (static_cast<int>(word.size()) > n)
        throw Error(ErrorKind::InvalidParameter, "start word is longer than the board side",
                    "The word has " + std::to_string(word.size()) + " letters, the side " +
                        std::to_string(n) + " cells.",
                    "Use a board at least as wide as the start word.");
    Board board(n);
    int row = n / 2;
    int offset = (n - static_cast<int>(word.size())) / 2;
    for (size_t i = 0; i < word.size(); ++i)
        board.set(row * n + offset + static_cast<int>(i), word[i]);
    return board;
}

int Board::empty_count() const {
    int count = 0;
    for (char32_t c : cells_) count += c == 0;
    return count;
}

std::string Board::to_text() const {
    std::string out;
    for (int r = 0; r < size_; ++r) {
        if (r > 0) out.push_back('/');
        for (int c = 0; c < size_; ++c) {
            char32_t ch = at(r * size_ + c);
            if (ch == 0) out.push_back('.');
            else utf8_append(out, ch);
        }
    }
    return out;
}

std::vector<std::vector<int>> neighbours(int size, bool diagonal) {
    std::vector<std::vector<int>> result(static_cast<size_t>(size * size));
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            for (int dr = -1; dr <= 1; ++dr)
                for (int dc = -1; dc <= 1; ++dc) {
                    if ((dr == 0 && dc == 0) || (!diagonal && dr != 0 && dc != 0)) continue;
                    int nr = r + dr, nc = c + dc;
                    if (nr < 0 || nr >= size || nc < 0 || nc >= size) continue;
                    result[static_cast<size_t>(r * size + c)].push_back(nr * size + nc);
                }
    return result;
}

}  // namespace pg_games::balda
