// Building the Balda trie: normalize, number the letters, sort, lay out nodes breadth by level.
#include "core/balda/dictionary.h"

#include <algorithm>

#include "core/common/board_text.h"
#include "core/common/error.h"

namespace pg_games::balda {

Dictionary Dictionary::build(const std::vector<std::string>& words) {
    Dictionary dict;
    std::vector<std::u32string> normalized;
    normalized.reserve(words.size());
    std::vector<bool> seen(0x10000, false);
    std::vector<char32_t> letters;
    std::u32string word;
    for (const std::string& text : words) {
        std::u32string decoded = utf8_decode(text);
        if (!normalize_word(decoded, word) || word.size() < 2 || word.size() > kMaxWordLength) {
            ++dict.skipped_;
            continue;
        }
        for (char32_t c : word) {
            if (c < seen.size()) {
                if (!seen[c]) {
                    seen[c] = true;
                    letters.push_back(c);
                }
            } else if (std::find(letters.begin(), letters.end(), c) == letters.end()) {
                letters.push_back(c);
            }
        }
        normalized.push_back(word);
    }
    dict.alphabet_ = Alphabet(std::move(letters));

    std::vector<std::basic_string<Letter>> coded;
    coded.reserve(normalized.size());
    for (const std::u32string& w : normalized) {
        std::basic_string<Letter> c;
        c.reserve(w.size());
        for (char32_t ch : w) c.push_back(static_cast<Letter>(dict.alphabet_.index_of(ch)));
        coded.push_back(std::move(c));
    }
    std::sort(coded.begin(), coded.end());
    coded.erase(std::unique(coded.begin(), coded.end()), coded.end());
    dict.word_count_ = coded.size();

    dict.nodes_.reserve(coded.size() * 3 + 1);
    dict.nodes_.emplace_back();
    if (!coded.empty()) dict.build_node(kRoot, coded, 0, coded.size(), 0);
    dict.nodes_.shrink_to_fit();
    return dict;
}

void Dictionary::build_node(uint32_t node, const std::vector<std::basic_string<Letter>>& words,
                            size_t lo, size_t hi, size_t depth) {
    if (words[lo].size() == depth) {
        nodes_[node].terminal = 1;
        ++lo;  // sorted: the word equal to the prefix comes first
    }
    if (lo == hi) return;
    // Children are allocated together so that they are contiguous, then filled one by one.
    // The words are sorted, so each child's words form one run.
    uint64_t mask = 0;
    for (size_t i = lo; i < hi; ++i) mask |= uint64_t{1} << words[i][depth];
    uint32_t first = static_cast<uint32_t>(nodes_.size());
    nodes_.resize(nodes_.size() + static_cast<size_t>(__builtin_popcountll(mask)));
    nodes_[node].children = mask;
    nodes_[node].first = first;
    uint32_t child = first;
    for (size_t i = lo; i < hi; ++child) {
        Letter l = words[i][depth];
        size_t j = i + 1;
        while (j < hi && words[j][depth] == l) ++j;
        build_node(child, words, i, j, depth + 1);
        i = j;
    }
}

size_t Dictionary::memory_bytes() const {
    return sizeof(Dictionary) + nodes_.capacity() * sizeof(TrieNode) + alphabet_.memory_bytes();
}

uint32_t Dictionary::find_word(std::string_view utf8_word) const {
    std::u32string word;
    if (!normalize_word(utf8_decode(utf8_word), word)) return kNone;
    uint32_t node = kRoot;
    for (char32_t c : word) {
        int l = alphabet_.index_of(c);
        if (l == Alphabet::kUnknown) return kNone;
        node = child(node, static_cast<Letter>(l));
        if (node == kNone) return kNone;
    }
    return node != kRoot && is_word(node) ? node : kNone;
}

}  // namespace pg_games::balda
