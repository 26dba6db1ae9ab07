// Shared pieces of the Balda glue: the per-backend dictionary cache and its files, text in UTF-8,
// arguments.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/balda/dictionary.h"
#include "core/balda/dictionary_image.h"
#include "pg/postgres_headers.h"

namespace pg_games::pg::balda {

// How a call obtained its index.
enum class IndexSource {
    Memory,  // this backend's cache held it
    Built,   // built from the rows of balda_word
    File     // loaded from the server's cache file (see balda_cache_file.cpp)
};

// Statistics of the build (or load) of an index, for balda_dictionary_stats.
struct IndexInfo {
    double build_ms = 0;      // wall clock, reading the words (or the file) included
    double build_cpu_ms = 0;  // this backend's CPU time for the same
    size_t rows = 0;          // rows of balda_word the index was built from
    size_t memory_bytes = 0;  // what the index holds in memory
};

// The index of one dictionary, held for the duration of a call: it stays valid while held, even
// when the cache drops it (a smaller pg_games.balda_cache_size, or a nested call).
struct DictionaryRef {
    std::shared_ptr<const pg_games::balda::Dictionary> index;
    IndexInfo info;
    IndexSource source = IndexSource::Memory;
    bool cached = false;  // kept in this backend's cache after the call
    const pg_games::balda::Dictionary& operator*() const { return *index; }
    const pg_games::balda::Dictionary* operator->() const { return index.get(); }
};

// The index of dictionary `name`, from this backend's cache when it is current, else loaded from
// the cache file or built from the words. Reads the extension's tables through SPI; throws
// Error(UndefinedObject) for an unknown dictionary and, when `require_words`,
// Error(DataException) for one without usable words. Call inside guarded().
DictionaryRef dictionary(FunctionCallInfo fcinfo, const std::string& name,
                         bool require_words = true);

// Sets the cache's memory limit and drops least recently used indexes at once when the cache
// holds more. Never fails (called from the setting's assign hook).
void set_cache_limit(uint64_t bytes) noexcept;

// Which incarnation of the extension's tables a version number belongs to: the version
// sequence starts again when the extension is re-created, the tables' OIDs do not repeat.
struct TablesIdentity {
    Oid dictionary_table = InvalidOid;
    Oid word_table = InvalidOid;
    Oid sequence = InvalidOid;
    bool operator==(const TablesIdentity& o) const {
        return dictionary_table == o.dictionary_table && word_table == o.word_table &&
               sequence == o.sequence;
    }
};

// Where an index image of one dictionary version lives, and the key it must carry.
struct IndexFile {
    std::string path;
    std::string key;
};

// The cache file of dictionary `name` at `version`. Call inside guarded().
IndexFile index_file(const TablesIdentity& identity, const std::string& name, int64 version);

// The index stored in `file`, if it exists and is valid; an invalid file is removed.
// Call inside guarded().
std::optional<pg_games::balda::LoadedImage> load_index_file(const IndexFile& file);

// Stores an index in `file` (atomically: written aside, then renamed) when it is large enough to
// be worth it, and removes the files that can no longer be used: other versions of the same
// dictionary, dictionaries not among `dictionaries` (the names the caller sees), earlier
// incarnations of the extension, dropped databases. Failures only skip the file. Call inside
// guarded().
void save_index_file(const IndexFile& file, const pg_games::balda::Dictionary& index,
                     uint64_t rows, const std::vector<std::string>& dictionaries);

// Server-encoded text to UTF-8 and back (identity for UTF8 and SQL_ASCII databases).
std::string to_utf8(std::string_view server_text);
std::string from_utf8(std::string_view utf8_text);

// Argument n (text) converted to UTF-8. Call inside guarded().
std::string utf8_text_arg(FunctionCallInfo fcinfo, int n);

// Argument n (text[]) as UTF-8 strings; NULL elements are a 22004 error. Call inside guarded().
std::vector<std::string> utf8_text_array_arg(FunctionCallInfo fcinfo, int n, const char* name);

// A palloc'd text value from UTF-8. Call inside guarded().
text* make_utf8_text(std::string_view utf8_text);

}  // namespace pg_games::pg::balda
