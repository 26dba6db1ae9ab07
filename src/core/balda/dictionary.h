// A Balda dictionary as a compact prefix trie over the dictionary's own small alphabet.
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/balda/alphabet.h"

namespace pg_games::balda {

// A node of the trie; children are stored contiguously, found by the rank of their letter bit.
struct TrieNode {
    uint64_t children = 0;   // bit i: a child for letter i
    uint32_t first = 0;      // index of the first child
    uint32_t terminal = 0;   // 1 when the path to this node spells a word
};

// Words of length 2..kMaxWordLength made of letters only, uppercased, Ё as Е, deduplicated.
class Dictionary {
public:
    static constexpr uint32_t kRoot = 0;
    static constexpr uint32_t kNone = UINT32_MAX;
    static constexpr size_t kMaxWordLength = 225;  // a 15x15 board

    // Builds the trie from UTF-8 words. Words that are too short or long, or contain a character
    // that is not a letter, are skipped (counted in skipped()). Throws Error(InvalidText) on
    // malformed UTF-8 and Error(ProgramLimit) when the words use more than 64 letters.
    static Dictionary build(const std::vector<std::string>& words);

    // The child of `node` for `letter`, or kNone.
    uint32_t child(uint32_t node, Letter letter) const {
        const TrieNode& n = nodes_[node];
        uint64_t bit = uint64_t{1} << letter;
        if ((n.children & bit) == 0) return kNone;
        return n.first + static_cast<uint32_t>(__builtin_popcountll(n.children & (bit - 1)));
    }
    const TrieNode& node(uint32_t index) const { return nodes_[index]; }
    bool is_word(uint32_t node) const { return nodes_[node].terminal != 0; }

    // The node spelling a normalized UTF-8 word if it is a dictionary word, else kNone.
    uint32_t find_word(std::string_view utf8_word) const;

    const Alphabet& alphabet() const { return alphabet_; }
    size_t word_count() const { return word_count_; }
    size_t node_count() const { return nodes_.size(); }
    size_t skipped() const { return skipped_; }
    bool empty() const { return word_count_ == 0; }

    // The heap memory the index holds, in bytes (nodes, alphabet and the object itself); the
    // figure a cache of indexes counts against its limit.
    size_t memory_bytes() const;

private:
    friend struct ImageAccess;  // reads and writes the serialised form (dictionary_image.cpp)

    // Lays out the children of `node` for sorted words [lo, hi) sharing `depth` letters.
    void build_node(uint32_t node, const std::vector<std::basic_string<Letter>>& words, size_t lo,
                    size_t hi, size_t depth);

    Alphabet alphabet_;
    std::vector<TrieNode> nodes_;
    size_t word_count_ = 0;
    size_t skipped_ = 0;
};

}  // namespace pg_games::balda
