// Move generation: a depth-first walk of board paths guided by the prefix trie, where the path
// may pass through at most one empty cell (the new letter), at any position of the word.
#include "core/balda/movegen.h"

#include <algorithm>
#include <tuple>

#include "core/common/board_text.h"
#include "core/common/error.h"

namespace pg_games::balda {

void mark_used(const Dictionary& dict, std::string_view word, UsedWords& used) {
    uint32_t node = dict.find_word(word);
    if (node != Dictionary::kNone) used.insert(node);
}

std::string move_word(const Dictionary& dict, const Board& board, const Move& move) {
    std::string out;
    for (int cell : move.path)
        utf8_append(out, cell == move.cell ? dict.alphabet().letter(move.letter) : board.at(cell));
    return out;
}

Board apply_move(const Board& board, const Dictionary& dict, const Move& move) {
    Board next = board;
    next.set(move.cell, dict.alphabet().letter(move.letter));
    return next;
}

void require_playable(const Board& board) {
    int empty = board.empty_count();
    if (empty == 0)
        throw Error(ErrorKind::DataException, "board has no empty cell",
                    "The game is over when the board is full.",
                    "Leave at least one cell as '.'.");
    if (empty == board.cell_count())
        throw Error(ErrorKind::DataException, "board has no letters",
                    "A move writes a letter next to a letter already on the board.",
                    "Start from balda_new_board(start_word).");
}

MoveGenerator::MoveGenerator(const Dictionary& dict, int size, Rules rules)
    : dict_(dict), size_(size), neighbours_(neighbours(size, rules.diagonal)) {}

std::vector<Move> MoveGenerator::generate(const Board& board, const UsedWords& used,
                                          StopCheck& stop) {
    const int cells = size_ * size_;
    letter_.assign(static_cast<size_t>(cells), kEmpty);
    candidate_.assign(static_cast<size_t>(cells), 0);
    on_path_.assign(static_cast<size_t>(cells), 0);
    path_.clear();
    seen_.clear();
    moves_.clear();
    used_ = &used;
    stop_ = &stop;
    new_cell_ = -1;
    for (int cell = 0; cell < cells; ++cell) {
        if (board.empty_at(cell)) continue;
        int index = dict_.alphabet().index_of(board.at(cell));
        letter_[static_cast<size_t>(cell)] =
            index == Alphabet::kUnknown ? kForeign : static_cast<int8_t>(index);
    }
    for (int cell = 0; cell < cells; ++cell) {
        if (letter_[static_cast<size_t>(cell)] != kEmpty) continue;
        for (int nb : neighbours_[static_cast<size_t>(cell)])
            if (letter_[static_cast<size_t>(nb)] != kEmpty) candidate_[static_cast<size_t>(cell)] = 1;
    }
    if (dict_.empty()) return {};

    for (int cell = 0; cell < cells; ++cell) {
        int8_t l = letter_[static_cast<size_t>(cell)];
        if (l >= 0) {
            uint32_t node = dict_.child(Dictionary::kRoot, static_cast<Letter>(l));
            if (node != Dictionary::kNone) extend(cell, node);
        } else if (l == kEmpty && candidate_[static_cast<size_t>(cell)]) {
            uint64_t mask = dict_.node(Dictionary::kRoot).children;
            for (; mask != 0; mask &= mask - 1) {
                Letter nl = static_cast<Letter>(__builtin_ctzll(mask));
                new_cell_ = cell;
                new_letter_ = nl;
                extend(cell, dict_.child(Dictionary::kRoot, nl));
                new_cell_ = -1;
            }
        }
    }

    std::vector<Move> result = std::move(moves_);
    moves_.clear();
    auto key = [&](const Move& m) {
        return std::make_tuple(m.cell, m.letter, move_word(dict_, board, m));
    };
    std::vector<std::pair<std::tuple<int, Letter, std::string>, size_t>> order;
    order.reserve(result.size());
    for (size_t i = 0; i < result.size(); ++i) order.emplace_back(key(result[i]), i);
    std::sort(order.begin(), order.end());
    std::vector<Move> sorted;
    sorted.reserve(result.size());
    for (auto& entry : order) sorted.push_back(std::move(result[entry.second]));
    return sorted;
}

void MoveGenerator::extend(int cell, uint32_t node) {
    stop_->throw_if_cancelled();
    on_path_[static_cast<size_t>(cell)] = 1;
    path_.push_back(cell);
    if (new_cell_ >= 0 && dict_.is_word(node) && path_.size() >= 2) record(node);
    if (dict_.node(node).children != 0) {
        for (int nb : neighbours_[static_cast<size_t>(cell)]) {
            if (on_path_[static_cast<size_t>(nb)]) continue;
            int8_t l = letter_[static_cast<size_t>(nb)];
            if (l >= 0) {
                uint32_t next = dict_.child(node, static_cast<Letter>(l));
                if (next != Dictionary::kNone) extend(nb, next);
            } else if (l == kEmpty && new_cell_ < 0 && candidate_[static_cast<size_t>(nb)]) {
                uint64_t mask = dict_.node(node).children;
                for (; mask != 0; mask &= mask - 1) {
                    Letter nl = static_cast<Letter>(__builtin_ctzll(mask));
                    new_cell_ = nb;
                    new_letter_ = nl;
                    extend(nb, dict_.child(node, nl));
                }
                new_cell_ = -1;
            }
        }
    }
    path_.pop_back();
    on_path_[static_cast<size_t>(cell)] = 0;
}

void MoveGenerator::record(uint32_t node) {
    if (used_->count(node) != 0) return;
    uint64_t key = (uint64_t{node} << 16) | (static_cast<uint64_t>(new_cell_) << 8) | new_letter_;
    if (!seen_.insert(key).second) return;
    Move move;
    move.cell = new_cell_;
    move.letter = new_letter_;
    move.word_node = node;
    move.path = path_;
    moves_.push_back(std::move(move));
}

}  // namespace pg_games::balda
