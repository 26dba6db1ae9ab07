// A Balda board: a square grid of letters (normalized code points) and empty cells.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pg_games::balda {

constexpr int kMinSize = 3;
constexpr int kMaxSize = 15;

// Square grid, row-major; 0 marks an empty cell.
class Board {
public:
    Board() = default;
    explicit Board(int size) : size_(size), cells_(static_cast<size_t>(size * size), 0) {}

    // Parses "rows/separated/by/slashes" (or newlines), '.' for an empty cell, letters as UTF-8
    // (case-folded, Ё as Е). Throws Error(InvalidText) for a character that is neither,
    // Error(InvalidText) for ragged or non-square boards, Error(OutOfRange) for sizes outside 3..15.
    static Board parse(std::string_view text);

    // A new board of `size` (0: the word's length) with the normalized start word centred in the
    // middle row. Throws Error(InvalidParameter) for a word that is not letters or is longer than
    // the side, Error(OutOfRange) for a size outside 3..15.
    static Board with_start_word(std::string_view start_word, int size);

    int size() const { return size_; }
    int cell_count() const { return size_ * size_; }
    char32_t at(int cell) const { return cells_[static_cast<size_t>(cell)]; }
    void set(int cell, char32_t letter) { cells_[static_cast<size_t>(cell)] = letter; }
    bool empty_at(int cell) const { return at(cell) == 0; }
    int empty_count() const;
    int filled_count() const { return cell_count() - empty_count(); }

    // The board as text: rows separated by '/', '.' for empty cells.
    std::string to_text() const;

private:
    int size_ = 0;
    std::vector<char32_t> cells_;
};

// Cell indices adjacent to each cell: orthogonal, plus diagonal in the "king" variant.
std::vector<std::vector<int>> neighbours(int size, bool diagonal);

}  // namespace pg_games::balda
