// The serialised form of a Balda dictionary index (an "image"): the trie's flat arrays behind a
// header, so that another process loads the index with a few reads instead of rebuilding it.
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include "core/balda/dictionary.h"

namespace pg_games::balda {

// Layout, in the writer's byte order (a reader with another byte order rejects the image):
//   ImageHeader
//   key       key_size bytes, zero-padded to a multiple of 8
//   alphabet  alphabet_size code points (uint32), zero-padded to a multiple of 8
//   nodes     node_count TrieNodes
// `checksum` covers every byte of the image, the header included (with `checksum` read as 0).
struct ImageHeader {
    char magic[8];
    uint32_t format;
    uint32_t byte_order;  // kImageByteOrder as the writer stored it
    uint32_t node_size;   // sizeof(TrieNode)
    uint32_t alphabet_size;
    uint32_t key_size;
    uint32_t reserved;
    uint64_t node_count;
    uint64_t word_count;
    uint64_t skipped;
    uint64_t rows;        // carried for the caller: the rows the index was built from
    uint64_t total_size;  // of the whole image, header included
    uint64_t checksum;
};
static_assert(sizeof(ImageHeader) == 80, "the image header has a fixed size");

constexpr char kImageMagic[8] = {'P', 'G', 'G', 'B', 'A', 'L', 'D', 'A'};
// Bump when the layout changes, or the way words become a trie (normalisation, limits): an
// image of another format is rejected, so an index is never loaded under rules it was not
// built with.
constexpr uint32_t kImageFormat = 1;
constexpr uint32_t kImageByteOrder = 0x01020304;

// A 64-bit checksum of a byte stream, fed in pieces of any size (not cryptographic: it detects
// damaged or truncated images).
class Checksum {
  public:
    void update(const void* data, size_t size);
    uint64_t value() const;

  private:
    void block(const unsigned char* p);

    uint64_t lanes_[4] = {0x9E3779B97F4A7C15ull, 0xC2B2AE3D27D4EB4Full, 0x165667B19E3779F9ull,
                          0x27D4EB2F165667C5ull};
    unsigned char buffer_[32] = {};
    size_t buffered_ = 0;
    uint64_t total_ = 0;
};

// The size in bytes of the image of `dict` with a key of `key_size` bytes.
uint64_t image_size(const Dictionary& dict, size_t key_size);

// Writes the image of `dict`. `key` says what the index was built from (a reader must present
// the same key to load it); `rows` is stored for the reader. Returns out.good() at the end.
bool write_image(std::ostream& out, const Dictionary& dict, std::string_view key, uint64_t rows);

// A loaded index and the rows it was built from.
struct LoadedImage {
    Dictionary dict;
    uint64_t rows = 0;
};

// Reads an image of `size` bytes from `in`. Returns nothing, and the reason in `why`, unless the
// image is complete, of this format and byte order, made with exactly `key`, matches its
// checksum and describes a well-formed trie (every child index in range, each node the child of
// one parent that precedes it, letters within the alphabet, words of 2 to kMaxWordLength
// letters): a damaged or foreign file can never make the index unsafe to walk. Reads at most
// `size` bytes and allocates no more than that.
std::optional<LoadedImage> read_image(std::istream& in, uint64_t size, std::string_view key,
                                      std::string& why);

}  // namespace pg_games::balda
