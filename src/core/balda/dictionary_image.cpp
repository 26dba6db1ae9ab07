// Writing and reading dictionary images; reading checks every field before it is used.
#include "core/balda/dictionary_image.h"

#include <algorithm>
#include <cstring>
#include <istream>
#include <ostream>
#include <utility>
#include <vector>

namespace pg_games::balda {

// The private parts of Dictionary that the image reads and fills.
struct ImageAccess {
    static const std::vector<TrieNode>& nodes(const Dictionary& d) { return d.nodes_; }
    static Dictionary make(Alphabet alphabet, std::vector<TrieNode> nodes, size_t words,
                           size_t skipped) {
        Dictionary d;
        d.alphabet_ = std::move(alphabet);
        d.nodes_ = std::move(nodes);
        d.word_count_ = words;
        d.skipped_ = skipped;
        return d;
    }
};

namespace {

static_assert(sizeof(TrieNode) == 16, "trie nodes are written as 16-byte records");

constexpr uint64_t kMul1 = 0x9E3779B185EBCA87ull;
constexpr uint64_t kMul2 = 0xC2B2AE3D27D4EB4Full;

uint64_t rotl(uint64_t x, int r) {
    return (x << r) | (x >> (64 - r));
}

uint64_t padded8(uint64_t n) {
    return (n + 7) & ~uint64_t{7};
}

// The bytes of the sections after the header, as laid out in the image.
uint64_t body_size(uint64_t key_size, uint64_t alphabet_size, uint64_t node_count) {
    return padded8(key_size) + padded8(alphabet_size * sizeof(uint32_t)) +
           node_count * sizeof(TrieNode);
}

const char kZeros[8] = {};

// Reads exactly `n` bytes.
bool read_exact(std::istream& in, void* to, uint64_t n) {
    in.read(static_cast<char*>(to), static_cast<std::streamsize>(n));
    return static_cast<uint64_t>(in.gcount()) == n;
}

// Structural checks of the nodes; an empty string when the trie is well formed.
std::string check_nodes(const std::vector<TrieNode>& nodes, size_t alphabet_size,
                        uint64_t word_count) {
    const uint64_t n = nodes.size();
    const uint64_t letters_mask =
        alphabet_size >= 64 ? ~uint64_t{0} : (uint64_t{1} << alphabet_size) - 1;
    // 1 + the depth of each node once a parent has claimed it; 0 while unclaimed. Parents
    // precede their children, so one pass in index order sees every parent first.
    std::vector<uint8_t> depth(n, 0);
    depth[0] = 1;
    uint64_t terminals = 0;
    for (uint64_t i = 0; i < n; ++i) {
        const TrieNode& node = nodes[i];
        if (depth[i] == 0) return "node " + std::to_string(i) + " is no node's child";
        if (node.terminal > 1) return "node " + std::to_string(i) + " has a bad word mark";
        if (node.terminal == 1) {
            if (depth[i] < 3) return "a word shorter than two letters";
            ++terminals;
        }
        if ((node.children & ~letters_mask) != 0)
            return "node " + std::to_string(i) + " uses a letter outside the alphabet";
        if (node.children == 0) {
            if (node.first != 0) return "leaf " + std::to_string(i) + " has a child index";
            if (i != 0 && node.terminal == 0) return "leaf " + std::to_string(i) + " ends no word";
            continue;
        }
        const uint64_t count = static_cast<uint64_t>(__builtin_popcountll(node.children));
        const uint64_t first = node.first;
        if (first <= i || first + count > n)
            return "node " + std::to_string(i) + " has children out of range";
        if (depth[i] > Dictionary::kMaxWordLength) return "a path longer than the longest word";
        for (uint64_t c = first; c < first + count; ++c) {
            if (depth[c] != 0) return "node " + std::to_string(c) + " has two parents";
            depth[c] = static_cast<uint8_t>(depth[i] + 1);
        }
    }
    if (terminals != word_count) return "the word count does not match the trie";
    return {};
}

// Alphabet checks: distinct normalized letters in increasing order, at most kMaxAlphabet.
std::string check_letters(const std::vector<char32_t>& letters) {
    if (letters.size() > kMaxAlphabet) return "too many letters";
    for (size_t i = 0; i < letters.size(); ++i) {
        char32_t c = letters[i];
        if (i > 0 && c <= letters[i - 1]) return "letters out of order";
        if (!is_letter(c) || normalize_letter(c) != c) return "a letter that is not normalized";
    }
    return {};
}

}  // namespace

void Checksum::block(const unsigned char* p) {
    for (int i = 0; i < 4; ++i) {
        uint64_t word;
        std::memcpy(&word, p + 8 * i, sizeof word);
        lanes_[i] = rotl(lanes_[i] + word * kMul2, 31) * kMul1;
    }
}

void Checksum::update(const void* data, size_t size) {
    if (size == 0) return;  // data may be null then
    auto p = static_cast<const unsigned char*>(data);
    total_ += size;
    if (buffered_ > 0) {
        size_t take = std::min(sizeof buffer_ - buffered_, size);
        std::memcpy(buffer_ + buffered_, p, take);
        buffered_ += take;
        p += take;
        size -= take;
        if (buffered_ < sizeof buffer_) return;
        block(buffer_);
        buffered_ = 0;
    }
    for (; size >= sizeof buffer_; p += sizeof buffer_, size -= sizeof buffer_) block(p);
    std::memcpy(buffer_, p, size);
    buffered_ = size;
}

uint64_t Checksum::value() const {
    uint64_t h =
        rotl(lanes_[0], 1) + rotl(lanes_[1], 7) + rotl(lanes_[2], 12) + rotl(lanes_[3], 18);
    h ^= total_ * kMul1;
    for (size_t i = 0; i < buffered_; ++i) h = rotl(h ^ (buffer_[i] * kMul2 + i), 11) * kMul1;
    h ^= h >> 33;
    h *= kMul2;
    h ^= h >> 29;
    h *= kMul1;
    h ^= h >> 32;
    return h;
}

uint64_t image_size(const Dictionary& dict, size_t key_size) {
    return sizeof(ImageHeader) + body_size(key_size, dict.alphabet().size(), dict.node_count());
}

bool write_image(std::ostream& out, const Dictionary& dict, std::string_view key, uint64_t rows) {
    const std::vector<TrieNode>& nodes = ImageAccess::nodes(dict);
    std::vector<uint32_t> letters(dict.alphabet().size());
    for (size_t i = 0; i < letters.size(); ++i)
        letters[i] = static_cast<uint32_t>(dict.alphabet().letter(static_cast<Letter>(i)));
    const uint64_t key_pad = padded8(key.size()) - key.size();
    const uint64_t letters_bytes = letters.size() * sizeof(uint32_t);
    const uint64_t letters_pad = padded8(letters_bytes) - letters_bytes;
    const uint64_t nodes_bytes = nodes.size() * sizeof(TrieNode);

    ImageHeader h{};
    std::memcpy(h.magic, kImageMagic, sizeof h.magic);
    h.format = kImageFormat;
    h.byte_order = kImageByteOrder;
    h.node_size = sizeof(TrieNode);
    h.alphabet_size = static_cast<uint32_t>(letters.size());
    h.key_size = static_cast<uint32_t>(key.size());
    h.node_count = nodes.size();
    h.word_count = dict.word_count();
    h.skipped = dict.skipped();
    h.rows = rows;
    h.total_size = image_size(dict, key.size());
    Checksum sum;
    sum.update(&h, sizeof h);  // with checksum still 0
    sum.update(key.data(), key.size());
    sum.update(kZeros, key_pad);
    sum.update(letters.data(), letters_bytes);
    sum.update(kZeros, letters_pad);
    sum.update(nodes.data(), nodes_bytes);
    h.checksum = sum.value();

    out.write(reinterpret_cast<const char*>(&h), sizeof h);
    out.write(key.data(), static_cast<std::streamsize>(key.size()));
    out.write(kZeros, static_cast<std::streamsize>(key_pad));
    out.write(reinterpret_cast<const char*>(letters.data()),
              static_cast<std::streamsize>(letters_bytes));
    out.write(kZeros, static_cast<std::streamsize>(letters_pad));
    out.write(reinterpret_cast<const char*>(nodes.data()),
              static_cast<std::streamsize>(nodes_bytes));
    out.flush();
    return out.good();
}

std::optional<LoadedImage> read_image(std::istream& in, uint64_t size, std::string_view key,
                                      std::string& why) {
    auto fail = [&why](std::string reason) {
        why = std::move(reason);
        return std::optional<LoadedImage>{};
    };
    ImageHeader h;
    if (size < sizeof h || !read_exact(in, &h, sizeof h)) return fail("shorter than a header");
    if (std::memcmp(h.magic, kImageMagic, sizeof h.magic) != 0) return fail("not an index image");
    if (h.byte_order != kImageByteOrder) return fail("written with another byte order");
    if (h.format != kImageFormat)
        return fail("format " + std::to_string(h.format) + ", expected " +
                    std::to_string(kImageFormat));
    if (h.node_size != sizeof(TrieNode)) return fail("another node size");
    if (h.total_size != size) return fail("truncated or extended");
    if (h.key_size != key.size()) return fail("made for another dictionary or version");
    if (h.alphabet_size > kMaxAlphabet) return fail("too many letters");
    // node_count is bounded by the size before anything is computed from it.
    if (h.node_count == 0 || h.node_count >= Dictionary::kNone ||
        h.node_count > size / sizeof(TrieNode))
        return fail("a bad node count");
    if (sizeof h + body_size(h.key_size, h.alphabet_size, h.node_count) != size)
        return fail("sections do not add up to the size");

    Checksum sum;
    ImageHeader unsummed = h;
    unsummed.checksum = 0;
    sum.update(&unsummed, sizeof unsummed);
    std::string stored_key(padded8(h.key_size), '\0');
    if (!read_exact(in, stored_key.data(), stored_key.size())) return fail("truncated key");
    sum.update(stored_key.data(), stored_key.size());
    stored_key.resize(h.key_size);
    if (stored_key != key) return fail("made for another dictionary or version");

    std::vector<uint32_t> raw_letters(padded8(uint64_t{h.alphabet_size} * 4) / 4);
    if (!read_exact(in, raw_letters.data(), raw_letters.size() * 4))
        return fail("truncated alphabet");
    sum.update(raw_letters.data(), raw_letters.size() * 4);

    std::vector<TrieNode> nodes(h.node_count);
    if (!read_exact(in, nodes.data(), h.node_count * sizeof(TrieNode)))
        return fail("truncated nodes");
    sum.update(nodes.data(), h.node_count * sizeof(TrieNode));
    if (sum.value() != h.checksum) return fail("checksum mismatch");

    std::vector<char32_t> letters(raw_letters.begin(), raw_letters.begin() + h.alphabet_size);
    if (std::string problem = check_letters(letters); !problem.empty()) return fail(problem);
    if (std::string problem = check_nodes(nodes, letters.size(), h.word_count); !problem.empty())
        return fail(problem);

    why.clear();
    return LoadedImage{
        ImageAccess::make(Alphabet(std::move(letters)), std::move(nodes),
                          static_cast<size_t>(h.word_count), static_cast<size_t>(h.skipped)),
        h.rows};
}

}  // namespace pg_games::balda
