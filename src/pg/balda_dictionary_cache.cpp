// Balda glue: the per-backend cache of dictionary indexes.
//
// Validity. balda_dictionary.version is taken from a sequence by a trigger on every change of
// the dictionary or its words (statement triggers on balda_word bump it). Sequence values are
// never handed out twice, even when the transaction that took one rolls back, so an index built
// from the words seen under version v is valid exactly while the current snapshot sees version
// v: other sessions' commits, our own uncommitted changes and rollbacks all show up as a
// different version. The sequence does start again when the extension is dropped and created
// again, so a version is only meaningful together with the incarnation of the tables it belongs
// to: an entry is used only when both the version and the OIDs of balda_dictionary, balda_word
// and the sequence are the ones it was built under (OIDs are not reused while the counter has
// not wrapped around).
//
// Memory. The cache keeps at most pg_games.balda_cache_size bytes of indexes: when a new index
// would exceed it, the least recently used ones are dropped. An index larger than the limit on
// its own is used for the call that needed it and then dropped; its next use loads it again
// from the cache file (balda_cache_file.cpp), or builds it. Calls hold their index through a
// shared pointer, so dropping an entry never frees an index that a call is still walking.
//
// Sharing. An index kept in the cache or in a file may serve a user other than the one it was
// built for (after SET ROLE, or in another session): that is right only while every user reads
// the same rows of balda_word. With row-level security on balda_word, or for a user who may not
// read the whole table, every call builds its index from what the user reads (or is refused)
// and nothing is kept or shared.
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"

extern "C" {
#include "catalog/pg_class.h"
#include "executor/spi.h"
#include "utils/acl.h"
#include "utils/syscache.h"
}

namespace pg_games::pg::balda {
namespace {

using pg_games::balda::Dictionary;

// One cached index.
struct Entry {
    TablesIdentity identity;
    int64 version = 0;
    std::shared_ptr<const Dictionary> index;
    IndexInfo info;
    uint64_t last_used = 0;
};

// The cache lives as long as the backend; a few dictionaries at most.
struct Cache {
    std::map<std::string, Entry> entries;
    uint64_t clock = 0;                           // advances on every use
    uint64_t limit = uint64_t{256} * 1024 * 1024;  // set from pg_games.balda_cache_size
};

Cache& cache() {
    static auto* c = new Cache();
    return *c;
}

uint64_t cached_bytes() {
    uint64_t total = 0;
    for (const auto& [name, entry] : cache().entries) total += entry.info.memory_bytes;
    return total;
}

// Drops least recently used entries until the cache fits its limit; the entry of `keep` goes
// last, only when it alone exceeds the limit.
void trim(const std::string* keep) noexcept {
    Cache& c = cache();
    while (!c.entries.empty() && cached_bytes() > c.limit) {
        auto victim = c.entries.end();
        for (auto it = c.entries.begin(); it != c.entries.end(); ++it) {
            if (keep != nullptr && it->first == *keep) continue;
            if (victim == c.entries.end() || it->second.last_used < victim->second.last_used)
                victim = it;
        }
        if (victim == c.entries.end()) victim = c.entries.begin();  // only `keep` is left
        c.entries.erase(victim);
    }
}

// Where the extension's tables are: the schema of the calling function, quoted for SQL, and
// the identity of the tables in it.
struct Location {
    std::string schema;
    TablesIdentity identity;
    // True when every user who may read balda_word reads the same rows, and the current user
    // may read it: only then may an index built by another user (in this session before a SET
    // ROLE, or by another session through a cache file) serve this call.
    bool shareable = false;
};

Location locate(FunctionCallInfo fcinfo) {
    const char* quoted = nullptr;
    TablesIdentity id;
    bool shareable = false;
    pg_call([&] {
        Oid schema = get_func_namespace(fcinfo->flinfo->fn_oid);
        quoted = quote_identifier(get_namespace_name(schema));
        id.dictionary_table = get_relname_relid("balda_dictionary", schema);
        id.word_table = get_relname_relid("balda_word", schema);
        id.sequence = get_relname_relid("balda_dictionary_version_seq", schema);
        HeapTuple rel = SearchSysCache1(RELOID, ObjectIdGetDatum(id.word_table));
        if (HeapTupleIsValid(rel)) {
            bool row_security = reinterpret_cast<Form_pg_class>(GETSTRUCT(rel))->relrowsecurity;
            ReleaseSysCache(rel);
            shareable = !row_security &&
                        pg_class_aclcheck(id.word_table, GetUserId(), ACL_SELECT) == ACLCHECK_OK;
        }
    });
    return Location{std::string(quoted), id, shareable};
}

// Disconnects from SPI when the scope ends normally; on error the transaction abort does it.
struct SpiConnection {
    SpiConnection() {
        pg_call([] {
            if (SPI_connect() != SPI_OK_CONNECT) elog(ERROR, "SPI_connect failed");
        });
    }
    void finish() {
        if (connected) pg_call([] { SPI_finish(); });
        connected = false;
    }
    ~SpiConnection() {
        if (connected) SPI_finish();  // cannot fail when connected
    }
    bool connected = true;
};

// The queries below name every table with its schema and every operator with pg_catalog, so
// that no object on the caller's search_path can stand in for them.

// The dictionary's current version, or -1 when no such dictionary exists.
int64 current_version(const std::string& schema, const std::string& name) {
    std::string query = "SELECT version FROM " + schema +
                        ".balda_dictionary WHERE name OPERATOR(pg_catalog.=) $1";
    std::string server_name = from_utf8(name);
    int64 version = -1;
    pg_call([&] {
        Oid types[1] = {TEXTOID};
        Datum values[1] = {PointerGetDatum(cstring_to_text(server_name.c_str()))};
        if (SPI_execute_with_args(query.c_str(), 1, types, values, nullptr, true, 1) !=
            SPI_OK_SELECT)
            elog(ERROR, "cannot read balda_dictionary");
        if (SPI_processed == 1) {
            bool isnull = false;
            Datum d = SPI_getbinval(SPI_tuptable->vals[0], SPI_tuptable->tupdesc, 1, &isnull);
            version = isnull ? 0 : DatumGetInt64(d);
        }
    });
    return version;
}

// Every word of the dictionary, as UTF-8.
std::vector<std::string> fetch_words(const std::string& schema, const std::string& name) {
    std::string query = "SELECT word FROM " + schema +
                        ".balda_word WHERE dictionary OPERATOR(pg_catalog.=) $1";
    std::string server_name = from_utf8(name);
    uint64 count = 0;
    pg_call([&] {
        Oid types[1] = {TEXTOID};
        Datum values[1] = {PointerGetDatum(cstring_to_text(server_name.c_str()))};
        if (SPI_execute_with_args(query.c_str(), 1, types, values, nullptr, true, 0) !=
            SPI_OK_SELECT)
            elog(ERROR, "cannot read balda_word");
        count = SPI_processed;
    });
    // One PostgreSQL call reads every row into a palloc'd array of plain pointers; the C++
    // strings are made afterwards, outside it.
    text** rows = nullptr;
    pg_call([&] {
        rows = static_cast<text**>(palloc(sizeof(text*) * (count + 1)));
        for (uint64 i = 0; i < count; ++i) {
            bool isnull = false;
            Datum d = SPI_getbinval(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1, &isnull);
            rows[i] = isnull ? nullptr : DatumGetTextPP(d);
        }
    });
    std::vector<std::string> words;
    words.reserve(count);
    for (uint64 i = 0; i < count; ++i) {
        if (rows[i] != nullptr)
            words.push_back(
                to_utf8(std::string_view(VARDATA_ANY(rows[i]), VARSIZE_ANY_EXHDR(rows[i]))));
    }
    return words;
}

// The names of every dictionary, as UTF-8 (for removing the cache files of deleted ones).
std::vector<std::string> fetch_names(const std::string& schema) {
    std::string query = "SELECT name FROM " + schema + ".balda_dictionary";
    uint64 count = 0;
    pg_call([&] {
        if (SPI_execute(query.c_str(), true, 0) != SPI_OK_SELECT)
            elog(ERROR, "cannot read balda_dictionary");
        count = SPI_processed;
    });
    std::vector<std::string> names;
    names.reserve(count);
    for (uint64 i = 0; i < count; ++i) {
        const char* name = nullptr;
        pg_call([&] { name = SPI_getvalue(SPI_tuptable->vals[i], SPI_tuptable->tupdesc, 1); });
        if (name != nullptr) names.push_back(to_utf8(name));
    }
    return names;
}

}  // namespace

DictionaryRef dictionary(FunctionCallInfo fcinfo, const std::string& name, bool require_words) {
    Location where = locate(fcinfo);
    SpiConnection spi;
    int64 version = current_version(where.schema, name);
    if (version < 0)
        throw Error(ErrorKind::UndefinedObject, "balda dictionary \"" + name + "\" does not exist",
                    {},
                    "Create it with INSERT INTO balda_dictionary(name) VALUES (...), then add "
                    "words to balda_word.");
    DictionaryRef ref;
    Cache& c = cache();
    auto it = c.entries.find(name);
    if (where.shareable && it != c.entries.end() && it->second.identity == where.identity &&
        it->second.version == version) {
        it->second.last_used = ++c.clock;
        ref.index = it->second.index;
        ref.info = it->second.info;
        ref.source = IndexSource::Memory;
        ref.cached = true;
    } else {
        // A stale entry goes first, so that its memory is free for the new index.
        if (it != c.entries.end()) c.entries.erase(it);
        auto start = std::chrono::steady_clock::now();
        std::clock_t cpu_start = std::clock();
        std::optional<IndexFile> file;
        if (where.shareable) file = index_file(where.identity, name, version);
        std::optional<pg_games::balda::LoadedImage> loaded;
        if (file) loaded = load_index_file(*file);
        if (loaded) {
            ref.info.rows = loaded->rows;
            ref.index = std::make_shared<const Dictionary>(std::move(loaded->dict));
            ref.source = IndexSource::File;
        } else {
            std::vector<std::string> words = fetch_words(where.schema, name);
            std::vector<std::string> names;
            if (file) names = fetch_names(where.schema);
            spi.finish();
            ref.info.rows = words.size();
            ref.index = std::make_shared<const Dictionary>(Dictionary::build(words));
            ref.source = IndexSource::Built;
            words = {};
            if (file) save_index_file(*file, *ref.index, ref.info.rows, names);
        }
        ref.info.build_ms = std::chrono::duration<double, std::milli>(
                                std::chrono::steady_clock::now() - start)
                                .count();
        ref.info.build_cpu_ms =
            1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
        ref.info.memory_bytes = ref.index->memory_bytes();
        if (where.shareable) {
            // Looked up again: SPI may have run a nested call that changed the cache.
            c.entries[name] = Entry{where.identity, version, ref.index, ref.info, ++c.clock};
            trim(&name);
            auto kept = c.entries.find(name);
            ref.cached = kept != c.entries.end() && kept->second.index == ref.index;
        }
        // Otherwise the index was built from the rows this user sees (or the user was refused
        // them) and serves this call only.
    }
    spi.finish();
    if (require_words && ref.index->empty())
        throw Error(ErrorKind::DataException,
                    "balda dictionary \"" + name + "\" has no usable words",
                    "It has " + std::to_string(ref.info.rows) +
                        " rows; usable words have 2 to 225 letters and nothing else.",
                    "Add words with INSERT INTO balda_word(dictionary, word) VALUES (...).");
    return ref;
}

void set_cache_limit(uint64_t bytes) noexcept {
    try {
        cache().limit = bytes;
        trim(nullptr);
    } catch (...) {
        // Only the first cache() can throw (bad_alloc); the limit then applies from the next call.
    }
}

}  // namespace pg_games::pg::balda
