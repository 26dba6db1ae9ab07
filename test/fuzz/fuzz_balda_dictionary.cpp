// Balda dictionaries from arbitrary word lists (one word a line): the trie holds exactly the
// valid normalized words, the alphabet numbers its letters consistently, and the strategy
// names are read as documented.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/balda/bot.h"
#include "core/balda/dictionary.h"
#include "core/common/board_text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

// Every word of the trie, as letter indices, by a depth-first walk.
void collect(const Dictionary& dict, uint32_t node, std::u32string& prefix,
             std::set<std::u32string>& out) {
    if (dict.is_word(node)) out.insert(prefix);
    const uint64_t mask = dict.node(node).children;
    for (uint64_t rest = mask; rest != 0; rest &= rest - 1) {
        const Letter l = static_cast<Letter>(__builtin_ctzll(rest));
        FUZZ_CHECK(l < dict.alphabet().size(), "a child letter outside the alphabet");
        const uint32_t child = dict.child(node, l);
        FUZZ_CHECK(child != Dictionary::kNone && child < dict.node_count(), "bad child index");
        prefix.push_back(dict.alphabet().letter(l));
        collect(dict, child, prefix, out);
        prefix.pop_back();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> words;
    for (size_t at = 0; at <= text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        words.emplace_back(text.substr(at, end - at));
        at = end + 1;
    }

    try {
        const Strategy s = parse_strategy(words.front());
        FUZZ_CHECK(words.front() == (s == Strategy::Longest ? "longest" : "lookahead"),
                   "strategy name");
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidParameter, e.what());
    }

    // The words a dictionary must hold: normalized, letters only, 2..225 letters.
    std::set<std::u32string> expected;
    size_t expected_skipped = 0;
    bool malformed = false;
    for (const std::string& w : words) {
        std::u32string decoded, normalized;
        try {
            decoded = utf8_decode(w);
        } catch (const Error&) {
            malformed = true;
            break;
        }
        if (normalize_word(decoded, normalized) && normalized.size() >= 2 &&
            normalized.size() <= Dictionary::kMaxWordLength)
            expected.insert(normalized);
        else
            ++expected_skipped;
    }
    std::set<char32_t> letters;
    for (const auto& w : expected) letters.insert(w.begin(), w.end());

    Dictionary dict;
    try {
        dict = Dictionary::build(words);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::InvalidText) {
            FUZZ_CHECK(malformed, e.what());
        } else {
            FUZZ_CHECK(
                e.kind() == ErrorKind::ProgramLimit && !malformed && letters.size() > kMaxAlphabet,
                e.what());
        }
        return 0;
    }
    FUZZ_CHECK(!malformed, "malformed UTF-8 accepted");
    FUZZ_CHECK(dict.word_count() == expected.size(), "word count");
    FUZZ_CHECK(dict.skipped() == expected_skipped, "skipped count");
    FUZZ_CHECK(dict.alphabet().size() == letters.size(), "alphabet size");
    for (size_t i = 0; i < dict.alphabet().size(); ++i) {
        const char32_t c = dict.alphabet().letter(static_cast<Letter>(i));
        FUZZ_CHECK(dict.alphabet().index_of(c) == static_cast<int>(i), "alphabet index");
        FUZZ_CHECK(letters.count(c) == 1, "a letter no word uses");
    }

    std::set<std::u32string> found;
    std::u32string prefix;
    collect(dict, Dictionary::kRoot, prefix, found);
    FUZZ_CHECK(found == expected, "the trie does not hold exactly the words");
    for (const std::string& w : words) {
        std::u32string normalized;
        const bool valid = normalize_word(utf8_decode(w), normalized) && expected.count(normalized);
        const uint32_t node = dict.find_word(w);
        FUZZ_CHECK(valid == (node != Dictionary::kNone), "find_word: " + w);
        if (node != Dictionary::kNone) FUZZ_CHECK(dict.is_word(node), "find_word: not a word");
    }
    return 0;
}
