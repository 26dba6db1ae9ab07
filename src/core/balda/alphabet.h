// Letters of a Balda dictionary: case folding, Ё as Е, and the small per-dictionary alphabet.
#pragma once
#include "core/common/no_postgres.h"

#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

namespace pg_games::balda {

// Index of a letter in a dictionary's alphabet (0..63).
using Letter = uint8_t;

// The largest alphabet a dictionary may use (letters are bits of a 64-bit child mask).
constexpr size_t kMaxAlphabet = 64;

// Uppercases a code point (Latin, Latin-1, Latin Extended-A, Greek, Cyrillic) and maps Ё to Е.
char32_t normalize_letter(char32_t c);

// True when a normalized code point can be a letter of a word: not a digit, space, punctuation
// or symbol, not a control or combining character.
bool is_letter(char32_t c);

// Normalizes a whole word; returns false (and leaves `out` unspecified) when a character is not a
// letter.
bool normalize_word(const std::u32string& word, std::u32string& out);

// The letters a dictionary uses, numbered in code point order.
class Alphabet {
public:
    static constexpr int kUnknown = -1;

    Alphabet() = default;
    // Builds the alphabet from a set of distinct letters; throws Error(ProgramLimit) past 64.
    explicit Alphabet(std::vector<char32_t> letters);

    // The index of a normalized letter, or kUnknown when the dictionary never uses it.
    int index_of(char32_t c) const;
    char32_t letter(Letter index) const { return letters_[index]; }
    size_t size() const { return letters_.size(); }
    // The heap memory the alphabet holds, in bytes (approximate for the hash index).
    size_t memory_bytes() const;

private:
    std::vector<char32_t> letters_;
    std::unordered_map<char32_t, Letter> index_;
};

}  // namespace pg_games::balda
