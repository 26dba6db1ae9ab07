// Reading board texts shared by the games: UTF-8 cells, rows split by '/' or newlines.
#pragma once
#include "core/common/no_postgres.h"

#include <string>
#include <string_view>
#include <vector>

namespace pg_games {

// One board row as Unicode code points, one per cell.
using BoardRow = std::u32string;

// Splits a board text into rows of cells. Rows are separated by '/' or line breaks; blank
// characters (space, tab, CR) are ignored, and so are empty rows (e.g. a trailing newline).
// Throws Error(InvalidText) on malformed UTF-8.
std::vector<BoardRow> split_board_rows(std::string_view text);

// Decodes UTF-8 into code points. Throws Error(InvalidText) on malformed input.
std::u32string utf8_decode(std::string_view text);

// Encodes one code point as UTF-8 and appends it.
void utf8_append(std::string& out, char32_t code_point);

// Encodes code points as UTF-8.
std::string utf8_encode(std::u32string_view text);

}  // namespace pg_games
