// Balda dictionary images: a written index loads back identical, and no damaged, truncated,
// foreign or malformed image is ever accepted.
#include <gtest/gtest.h>

#include <cstring>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "core/balda/dictionary_image.h"
#include "core/balda/movegen.h"
#include "core/common/board_text.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

const std::string kKey = "db=1 tables=2,3 name=test version=42";

std::string image_of(const Dictionary& d, const std::string& key = kKey, uint64_t rows = 7) {
    std::ostringstream out;
    EXPECT_TRUE(write_image(out, d, key, rows));
    return out.str();
}

std::optional<LoadedImage> load(const std::string& bytes, std::string& why,
                                const std::string& key = kKey) {
    std::istringstream in(bytes);
    return read_image(in, bytes.size(), key, why);
}

// Random words over a few Cyrillic letters, with some that the dictionary skips.
std::vector<std::string> random_words(std::mt19937& rng, int count) {
    const std::u32string letters = U"АБВГДЕЁЖ";
    std::vector<std::string> words = {"a", "x-ray", "дом1"};
    for (int i = 0; i < count; ++i) {
        std::u32string w;
        int len = 2 + static_cast<int>(rng() % 7);
        for (int j = 0; j < len; ++j) w.push_back(letters[rng() % letters.size()]);
        words.push_back(utf8_encode(w));
    }
    return words;
}

std::vector<std::tuple<int, int, uint32_t>> moves_of(const Dictionary& d, const Board& b) {
    MoveGenerator gen(d, b.size(), Rules{});
    StopCheck stop;
    std::vector<std::tuple<int, int, uint32_t>> out;
    for (const Move& m : gen.generate(b, {}, stop)) out.emplace_back(m.cell, m.letter, m.word_node);
    return out;
}

// Where the nodes start in an image.
size_t nodes_offset(const std::string& bytes) {
    ImageHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    auto pad = [](size_t n) { return (n + 7) / 8 * 8; };
    return sizeof h + pad(h.key_size) + pad(h.alphabet_size * 4u);
}

// Rewrites the checksum of an edited image so that only the structural checks can reject it.
void reseal(std::string& bytes) {
    ImageHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    h.checksum = 0;
    Checksum sum;
    sum.update(&h, sizeof h);
    sum.update(bytes.data() + sizeof h, bytes.size() - sizeof h);
    h.checksum = sum.value();
    std::memcpy(bytes.data(), &h, sizeof h);
}

TrieNode node_at(const std::string& bytes, size_t i) {
    TrieNode n;
    std::memcpy(&n, bytes.data() + nodes_offset(bytes) + i * sizeof n, sizeof n);
    return n;
}

void set_node(std::string& bytes, size_t i, const TrieNode& n) {
    std::memcpy(bytes.data() + nodes_offset(bytes) + i * sizeof n, &n, sizeof n);
    reseal(bytes);
}

}  // namespace

TEST(BaldaImage, RoundTripIsTheSameIndex) {
    std::mt19937 rng(2024);
    for (int round = 0; round < 10; ++round) {
        std::vector<std::string> words = random_words(rng, 50 + round * 40);
        Dictionary d = Dictionary::build(words);
        std::string bytes = image_of(d, kKey, 1000 + round);
        EXPECT_EQ(bytes.size(), image_size(d, kKey.size()));
        std::string why;
        auto loaded = load(bytes, why);
        ASSERT_TRUE(loaded) << why;
        const Dictionary& e = loaded->dict;
        EXPECT_EQ(loaded->rows, 1000u + round);
        EXPECT_EQ(e.word_count(), d.word_count());
        EXPECT_EQ(e.skipped(), d.skipped());
        EXPECT_EQ(e.node_count(), d.node_count());
        EXPECT_EQ(e.memory_bytes(), d.memory_bytes());
        ASSERT_EQ(e.alphabet().size(), d.alphabet().size());
        for (size_t i = 0; i < d.alphabet().size(); ++i)
            EXPECT_EQ(e.alphabet().letter(static_cast<Letter>(i)),
                      d.alphabet().letter(static_cast<Letter>(i)));
        for (const std::string& w : words) EXPECT_EQ(e.find_word(w), d.find_word(w)) << w;
        EXPECT_EQ(e.find_word("ЖЖЖЖЖЖЖЖЖЖ"), d.find_word("ЖЖЖЖЖЖЖЖЖЖ"));
        // The same moves on a random board.
        Board b(5);
        const std::u32string letters = U"АБВГДЕЖ";
        for (int c = 0; c < 25; ++c)
            if (rng() % 100 < 50) b.set(c, letters[rng() % letters.size()]);
        if (b.empty_count() > 0 && b.empty_count() < 25) {
            EXPECT_EQ(moves_of(e, b), moves_of(d, b));
        }
        // Writing the loaded index gives the same bytes.
        EXPECT_EQ(image_of(e, kKey, 1000 + round), bytes);
    }
}

TEST(BaldaImage, EmptyAndLatinDictionaries) {
    std::string why;
    Dictionary empty = Dictionary::build({"a", "1"});
    auto e = load(image_of(empty), why);
    ASSERT_TRUE(e) << why;
    EXPECT_TRUE(e->dict.empty());
    EXPECT_EQ(e->dict.skipped(), 2u);
    Dictionary latin = Dictionary::build({"café", "CAFE", "house", "mouse"});
    auto l = load(image_of(latin), why);
    ASSERT_TRUE(l) << why;
    EXPECT_NE(l->dict.find_word("CAFÉ"), Dictionary::kNone);
    EXPECT_EQ(l->dict.word_count(), 4u);
}

TEST(BaldaImage, AnotherKeyIsRejected) {
    Dictionary d = Dictionary::build({"КОТ", "ТОК"});
    std::string bytes = image_of(d);
    std::string why;
    EXPECT_FALSE(load(bytes, why, "db=1 tables=2,3 name=test version=43"));
    EXPECT_EQ(why, "made for another dictionary or version");
    EXPECT_FALSE(load(bytes, why, kKey + " "));
    EXPECT_FALSE(load(bytes, why, ""));
}

// Every bit of a small image matters: flipping any one is caught.
TEST(BaldaImage, EveryFlippedBitIsRejected) {
    Dictionary d = Dictionary::build({"КОТ", "ТОК", "КОТЫ", "ОКО", "ЁЖ"});
    const std::string bytes = image_of(d);
    for (size_t i = 0; i < bytes.size(); ++i)
        for (int bit = 0; bit < 8; ++bit) {
            std::string damaged = bytes;
            damaged[i] = static_cast<char>(damaged[i] ^ (1 << bit));
            std::string why;
            EXPECT_FALSE(load(damaged, why)) << "byte " << i << " bit " << bit;
            EXPECT_FALSE(why.empty());
        }
}

TEST(BaldaImage, TruncatedOrExtendedIsRejected) {
    Dictionary d = Dictionary::build({"КОТ", "ТОК", "КОТЫ"});
    const std::string bytes = image_of(d);
    std::string why;
    for (size_t n : {size_t{0}, size_t{7}, sizeof(ImageHeader) - 1, sizeof(ImageHeader),
                     sizeof(ImageHeader) + 5, bytes.size() - 16, bytes.size() - 1}) {
        EXPECT_FALSE(load(bytes.substr(0, n), why)) << n;
    }
    EXPECT_FALSE(load(bytes + std::string(16, '\0'), why));
    // A stream shorter than the size it is said to have.
    std::istringstream in(bytes.substr(0, bytes.size() - 3));
    EXPECT_FALSE(read_image(in, bytes.size(), kKey, why));
    EXPECT_EQ(why, "truncated nodes");
}

TEST(BaldaImage, AnotherFormatOrByteOrderIsRejected) {
    Dictionary d = Dictionary::build({"КОТ", "ТОК"});
    std::string why;
    std::string bytes = image_of(d);
    ImageHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    h.format = kImageFormat + 1;
    std::memcpy(bytes.data(), &h, sizeof h);
    reseal(bytes);
    EXPECT_FALSE(load(bytes, why));
    EXPECT_NE(why.find("format"), std::string::npos) << why;
    h.format = kImageFormat;
    h.byte_order = 0x04030201;
    std::memcpy(bytes.data(), &h, sizeof h);
    reseal(bytes);
    EXPECT_FALSE(load(bytes, why));
    EXPECT_EQ(why, "written with another byte order");
}

// Images with a valid checksum whose trie is malformed: each is rejected by the structure checks.
TEST(BaldaImage, MalformedTriesAreRejected) {
    // Root -> К -> О -> Т(word) -> Ы(word); root -> Т -> О -> К(word).
    Dictionary d = Dictionary::build({"КОТ", "КОТЫ", "ТОК"});
    const std::string good = image_of(d);
    std::string why;
    ASSERT_TRUE(load(good, why)) << why;
    const size_t n = d.node_count();
    auto rejected = [&](std::string bytes) {
        bool ok = static_cast<bool>(load(bytes, why));
        return !ok && !why.empty() && why != "checksum mismatch";
    };

    std::string bytes = good;
    TrieNode root = node_at(good, 0);
    root.first = static_cast<uint32_t>(n);  // children past the end
    set_node(bytes, 0, root);
    EXPECT_TRUE(rejected(bytes)) << why;

    bytes = good;
    root = node_at(good, 0);
    root.first = 0;  // the root its own child: a cycle
    set_node(bytes, 0, root);
    EXPECT_TRUE(rejected(bytes)) << why;

    bytes = good;
    root = node_at(good, 0);
    root.children |= uint64_t{1} << 40;  // a letter the alphabet does not have
    set_node(bytes, 0, root);
    EXPECT_TRUE(rejected(bytes)) << why;

    bytes = good;
    TrieNode child = node_at(good, 1);
    child.terminal = 1;  // a one-letter word
    set_node(bytes, 1, child);
    EXPECT_TRUE(rejected(bytes)) << why;

    bytes = good;
    root = node_at(good, 0);
    root.terminal = 2;
    set_node(bytes, 0, root);
    EXPECT_TRUE(rejected(bytes)) << why;

    // The last node is a leaf (a word end); unmarking it leaves a leaf that ends no word.
    bytes = good;
    TrieNode last = node_at(good, n - 1);
    ASSERT_EQ(last.children, 0u);
    last.terminal = 0;
    set_node(bytes, n - 1, last);
    EXPECT_TRUE(rejected(bytes)) << why;

    // Two nodes claiming the same children.
    bytes = good;
    TrieNode k = node_at(good, 1);  // К's node (children of the root are in letter order)
    TrieNode t = node_at(good, 2);  // Т's node
    ASSERT_NE(k.children, 0u);
    t.children = k.children;
    t.first = k.first;
    set_node(bytes, 2, t);
    EXPECT_TRUE(rejected(bytes)) << why;

    // A word count that does not match the marks.
    bytes = good;
    ImageHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    h.word_count = 4;
    std::memcpy(bytes.data(), &h, sizeof h);
    reseal(bytes);
    EXPECT_TRUE(rejected(bytes)) << why;

    // Letters out of order, or not normalized.
    bytes = good;
    uint32_t letters[2];
    const size_t at = sizeof(ImageHeader) + (kKey.size() + 7) / 8 * 8;
    std::memcpy(letters, bytes.data() + at, sizeof letters);
    std::swap(letters[0], letters[1]);
    std::memcpy(bytes.data() + at, letters, sizeof letters);
    reseal(bytes);
    EXPECT_TRUE(rejected(bytes)) << why;
    bytes = good;
    letters[0] = U'к';  // lower case
    letters[1] = U'О';
    std::memcpy(bytes.data() + at, letters, sizeof letters);
    reseal(bytes);
    EXPECT_TRUE(rejected(bytes)) << why;
}

// A chain deeper than the longest word allowed is rejected.
TEST(BaldaImage, TooDeepIsRejected) {
    std::string longest(Dictionary::kMaxWordLength, 'A');
    Dictionary d = Dictionary::build({longest});
    ASSERT_EQ(d.word_count(), 1u);
    std::string why;
    ASSERT_TRUE(load(image_of(d), why)) << why;
    // One more node below the last one: image with node_count + 1.
    std::string bytes = image_of(d);
    ImageHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const size_t n = h.node_count;
    TrieNode last = node_at(bytes, n - 1);
    last.children = 1;
    last.first = static_cast<uint32_t>(n);
    TrieNode extra{};
    extra.terminal = 1;
    std::memcpy(bytes.data() + nodes_offset(bytes) + (n - 1) * sizeof last, &last, sizeof last);
    bytes.append(reinterpret_cast<const char*>(&extra), sizeof extra);
    h.node_count = n + 1;
    h.word_count = 2;
    h.total_size = bytes.size();
    std::memcpy(bytes.data(), &h, sizeof h);
    reseal(bytes);
    EXPECT_FALSE(load(bytes, why));
    EXPECT_EQ(why, "a path longer than the longest word");
}

TEST(BaldaImage, ChecksumIsIndependentOfPieces) {
    std::string data(1000, '\0');
    for (size_t i = 0; i < data.size(); ++i) data[i] = static_cast<char>(i * 7 + 3);
    Checksum whole;
    whole.update(data.data(), data.size());
    for (size_t step : {1u, 3u, 31u, 32u, 33u, 100u}) {
        Checksum pieces;
        for (size_t at = 0; at < data.size(); at += step)
            pieces.update(data.data() + at, std::min(step, data.size() - at));
        EXPECT_EQ(pieces.value(), whole.value()) << step;
    }
    Checksum other;
    data[500] ^= 1;
    other.update(data.data(), data.size());
    EXPECT_NE(other.value(), whole.value());
}

TEST(BaldaImage, MemoryBytesCountsTheNodes) {
    Dictionary d = Dictionary::build({"КОТ", "КОТЫ", "ТОК"});
    EXPECT_GE(d.memory_bytes(), d.node_count() * sizeof(TrieNode));
    EXPECT_LT(d.memory_bytes(), d.node_count() * sizeof(TrieNode) + 4096);
}

// Random damage to the nodes, with the checksum and word count made to match: an image the
// reader accepts is always safe to walk (under the sanitizers an out-of-range step fails).
TEST(BaldaImage, AcceptedImagesAreSafeToWalk) {
    std::mt19937 rng(99);
    int accepted = 0;
    for (int round = 0; round < 1500; ++round) {
        std::vector<std::string> words = random_words(rng, 30);
        Dictionary d = Dictionary::build(words);
        std::string bytes = image_of(d);
        const size_t at = nodes_offset(bytes);
        if (round % 2 == 0) {
            // Flipped bits: mostly rejected.
            int flips = 1 + static_cast<int>(rng() % 3);
            for (int f = 0; f < flips; ++f) {
                size_t i = at + rng() % (bytes.size() - at);
                bytes[i] = static_cast<char>(bytes[i] ^ (1 << (rng() % 8)));
            }
        } else {
            // Other letters for a node's children: often a valid trie of other words.
            size_t i = rng() % d.node_count();
            TrieNode n = node_at(bytes, i);
            int count = __builtin_popcountll(n.children);
            uint64_t mask = 0;
            while (__builtin_popcountll(mask) < count)
                mask |= uint64_t{1} << (rng() % (d.alphabet().size() + 1));
            n.children = mask;
            std::memcpy(bytes.data() + at + i * sizeof n, &n, sizeof n);
        }
        // The header's word count made to match the marks, so that a moved mark can pass.
        ImageHeader h;
        std::memcpy(&h, bytes.data(), sizeof h);
        h.word_count = 0;
        for (size_t i = 0; i < h.node_count; ++i) h.word_count += node_at(bytes, i).terminal;
        std::memcpy(bytes.data(), &h, sizeof h);
        reseal(bytes);
        std::string why;
        auto loaded = load(bytes, why);
        if (!loaded) continue;
        ++accepted;
        const Dictionary& e = loaded->dict;
        // Every node reachable from the root, each letter's child in range.
        size_t terminals = 0;
        std::vector<uint32_t> stack = {Dictionary::kRoot};
        while (!stack.empty()) {
            uint32_t node = stack.back();
            stack.pop_back();
            ASSERT_LT(node, e.node_count());
            terminals += e.is_word(node) ? 1 : 0;
            for (size_t l = 0; l < e.alphabet().size(); ++l) {
                uint32_t child = e.child(node, static_cast<Letter>(l));
                if (child != Dictionary::kNone) stack.push_back(child);
            }
        }
        EXPECT_EQ(terminals, e.word_count());
        Board b(4);
        const std::u32string letters = U"АБВГДЕЖ";
        for (int c = 0; c < 16; ++c)
            if (rng() % 100 < 50) b.set(c, letters[rng() % letters.size()]);
        if (b.empty_count() > 0 && b.empty_count() < 16) moves_of(e, b);
        for (const std::string& w : words) e.find_word(w);
    }
    RecordProperty("accepted", accepted);
    // Other letters for a node's children, or a flipped word mark of a node with children,
    // leave a valid trie: many images pass.
    EXPECT_GT(accepted, 100);
}
