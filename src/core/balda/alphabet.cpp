// Case folding and letter classification for Balda words and boards.
#include "core/balda/alphabet.h"

#include <algorithm>

#include "core/common/error.h"

namespace pg_games::balda {

// Uppercase of a code point in the scripts Balda dictionaries are written in.
static char32_t to_upper(char32_t c) {
    if (c >= U'a' && c <= U'z') return c - 0x20;
    if (c < 0x80) return c;
    if (c >= 0xE0 && c <= 0xFE && c != 0xF7) return c - 0x20;  // Latin-1 à..þ
    if (c == 0xFF) return 0x178;                                // ÿ
    if (c >= 0x100 && c <= 0x17F) {                             // Latin Extended-A case pairs
        if (c == 0x131 || c == 0x138 || c == 0x149 || c == 0x17F) return c;
        bool odd_lower = (c <= 0x137) || (c >= 0x14A && c <= 0x177);
        if (odd_lower) return (c & 1) ? c - 1 : c;
        if (c >= 0x139 && c <= 0x148) return (c & 1) ? c : c - 1;
        if (c >= 0x179 && c <= 0x17E) return (c & 1) ? c : c - 1;
        return c;
    }
    if (c == 0x3C2) return 0x3A3;                                // final sigma
    if (c >= 0x3B1 && c <= 0x3C9) return c - 0x20;               // Greek α..ω
    if (c >= 0x430 && c <= 0x44F) return c - 0x20;               // Cyrillic а..я
    if (c >= 0x450 && c <= 0x45F) return c - 0x50;               // ѐ..џ
    if (c >= 0x460 && c <= 0x4BF && c != 0x482 && (c < 0x483 || c > 0x489))
        return (c & 1) ? c - 1 : c;                              // Ѡ..ҿ pairs
    return c;
}

char32_t normalize_letter(char32_t c) {
    c = to_upper(c);
    if (c == 0x401) return 0x415;  // Ё counts as Е
    return c;
}

bool is_letter(char32_t c) {
    if (c < 0x80) return (c >= U'A' && c <= U'Z') || (c >= U'a' && c <= U'z');
    if (c < 0xC0 || c == 0xD7 || c == 0xF7) return false;  // Latin-1 controls and symbols
    if (c >= 0x2B0 && c <= 0x36F) return false;              // modifiers, combining marks
    if (c >= 0x482 && c <= 0x489) return false;              // Cyrillic signs and combining marks
    if (c >= 0x2000 && c <= 0x2BFF) return false;            // punctuation, symbols, arrows
    if (c >= 0x3000 && c <= 0x303F) return false;            // CJK punctuation
    if (c >= 0xD800 && c <= 0xF8FF) return false;            // surrogates, private use
    if (c >= 0xFE00 && c <= 0xFE0F) return false;            // variation selectors
    if (c >= 0xFF00 && c <= 0xFF20) return false;            // fullwidth punctuation
    if (c >= 0xFFF0) return false;                           // specials, non-BMP symbols etc.
    return true;
}

bool normalize_word(const std::u32string& word, std::u32string& out) {
    out.clear();
    out.reserve(word.size());
    for (char32_t c : word) {
        char32_t n = normalize_letter(c);
        if (!is_letter(n)) return false;
        out.push_back(n);
    }
    return true;
}

Alphabet::Alphabet(std::vector<char32_t> letters) : letters_(std::move(letters)) {
    std::sort(letters_.begin(), letters_.end());
    letters_.erase(std::unique(letters_.begin(), letters_.end()), letters_.end());
    letters_.shrink_to_fit();
    if (letters_.size() > kMaxAlphabet)
        throw Error(ErrorKind::ProgramLimit, "dictionary uses too many distinct letters",
                    "It uses " + std::to_string(letters_.size()) + " letters; at most " +
                        std::to_string(kMaxAlphabet) + " are supported.",
                    "Remove words written in other scripts from the dictionary.");
    for (size_t i = 0; i < letters_.size(); ++i) index_[letters_[i]] = static_cast<Letter>(i);
}

size_t Alphabet::memory_bytes() const {
    // Each hash entry is a node holding the pair and a next pointer; plus the bucket array.
    return letters_.capacity() * sizeof(char32_t) +
           index_.size() * (sizeof(std::pair<const char32_t, Letter>) + 2 * sizeof(void*)) +
           index_.bucket_count() * sizeof(void*);
}

int Alphabet::index_of(char32_t c) const {
    auto it = index_.find(c);
    return it == index_.end() ? kUnknown : it->second;
}

}  // namespace pg_games::balda
