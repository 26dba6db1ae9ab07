// Finding every legal Balda move: one new letter, and a word through it in any position.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "core/balda/board.h"
#include "core/balda/dictionary.h"
#include "core/common/stop.h"

namespace pg_games::balda {

// Rules that vary between Balda variants.
struct Rules {
    bool diagonal = false;  // the "king" variant: diagonal neighbours are adjacent too
};

// A move: letter `letter` written into empty cell `cell`, word read along `path`.
struct Move {
    int cell = -1;
    Letter letter = 0;
    uint32_t word_node = Dictionary::kNone;  // the trie node of the word (identifies it)
    std::vector<int> path;                   // cells in reading order, `cell` among them
    int score() const { return static_cast<int>(path.size()); }
};

// The words already used in a game, as trie nodes (words outside the dictionary never matter).
using UsedWords = std::unordered_set<uint32_t>;

// Adds a UTF-8 word to `used` if it is a dictionary word.
void mark_used(const Dictionary& dict, std::string_view word, UsedWords& used);

// The word a move spells, as normalized UTF-8.
std::string move_word(const Dictionary& dict, const Board& board, const Move& move);

// The board after a move.
Board apply_move(const Board& board, const Dictionary& dict, const Move& move);

// Finds moves on boards of one size under one set of rules.
class MoveGenerator {
public:
    MoveGenerator(const Dictionary& dict, int size, Rules rules);

    // Every legal move, each distinct (cell, letter, word) once with the first path found,
    // sorted by cell, letter, then word. Polls `stop` and throws Cancelled when it asks to.
    std::vector<Move> generate(const Board& board, const UsedWords& used, StopCheck& stop);

private:
    static constexpr int8_t kEmpty = -2;
    static constexpr int8_t kForeign = -1;

    // Extends the path ending at `cell` (already spelled up to `node`).
    void extend(int cell, uint32_t node);
    // Records the current path as a move when it spells an unused word through the new letter.
    void record(uint32_t node);

    const Dictionary& dict_;
    int size_;
    std::vector<std::vector<int>> neighbours_;
    // Per-search state.
    std::vector<int8_t> letter_;     // alphabet index, kEmpty or kForeign
    std::vector<uint8_t> candidate_; // empty and next to a letter
    std::vector<uint8_t> on_path_;
    std::vector<int> path_;
    int new_cell_ = -1;
    Letter new_letter_ = 0;
    const UsedWords* used_ = nullptr;
    StopCheck* stop_ = nullptr;
    std::unordered_set<uint64_t> seen_;
    std::vector<Move> moves_;
};

// Throws Error(DataException) when a board has no empty cell or no letter (no move can exist).
void require_playable(const Board& board);

}  // namespace pg_games::balda
