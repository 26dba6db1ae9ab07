// Balda glue: the per-backend cache of dictionary indexes.
//
// balda_dictionary.version is taken from a sequence by a trigger on every change of the
// dictionary or its words (statement triggers on balda_word bump it). Sequence values are never
// handed out twice, even when the transaction that took one rolls back, so an index built from
// the words seen under version v is valid exactly while the current snapshot sees version v:
// other sessions' commits, our own uncommitted changes and rollbacks all show up as a
// different version, and an entry is rebuilt whenever the version differs.
#include <chrono>
#include <ctime>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"

extern "C" {
#include "executor/spi.h"
}

namespace pg_games::pg::balda {
namespace {

using pg_games::balda::Dictionary;

// One cached index.
struct Entry {
    int64 version = 0;
    std::unique_ptr<Dictionary> dict;
    BuildInfo info;
};

// The cache lives as long as the backend; a few dictionaries at most.
std::map<std::string, Entry>& cache() {
    static auto* entries = new std::map<std::string, Entry>();
    return *entries;
}

// The schema holding the extension's tables: the one of the calling function.
std::string extension_schema(FunctionCallInfo fcinfo) {
    char* quoted = nullptr;
    pg_call([&] {
        Oid schema = get_func_namespace(fcinfo->flinfo->fn_oid);
        quoted = const_cast<char*>(quote_identifier(get_namespace_name(schema)));
    });
    return std::string(quoted);
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

// The dictionary's current version, or -1 when no such dictionary exists.
int64 current_version(const std::string& schema, const std::string& name) {
    std::string query = "SELECT version FROM " + schema + ".balda_dictionary WHERE name = $1";
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
    std::string query = "SELECT word FROM " + schema + ".balda_word WHERE dictionary = $1";
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

}  // namespace

const Dictionary& dictionary(FunctionCallInfo fcinfo, const std::string& name,
                             bool require_words) {
    std::string schema = extension_schema(fcinfo);
    SpiConnection spi;
    int64 version = current_version(schema, name);
    if (version < 0)
        throw Error(ErrorKind::UndefinedObject, "balda dictionary \"" + name + "\" does not exist",
                    {},
                    "Create it with INSERT INTO balda_dictionary(name) VALUES (...), then add "
                    "words to balda_word.");
    Entry& entry = cache()[name];
    if (!entry.dict || entry.version != version) {
        auto start = std::chrono::steady_clock::now();
        std::clock_t cpu_start = std::clock();
        std::vector<std::string> words = fetch_words(schema, name);
        spi.finish();
        entry.dict.reset();
        entry.dict = std::make_unique<Dictionary>(Dictionary::build(words));
        entry.version = version;
        entry.info.rows = words.size();
        entry.info.build_ms = std::chrono::duration<double, std::milli>(
                                  std::chrono::steady_clock::now() - start)
                                  .count();
        entry.info.build_cpu_ms =
            1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    }
    spi.finish();
    if (require_words && entry.dict->empty())
        throw Error(ErrorKind::DataException,
                    "balda dictionary \"" + name + "\" has no usable words",
                    "It has " + std::to_string(entry.info.rows) +
                        " rows; usable words have 2 to 225 letters and nothing else.",
                    "Add words with INSERT INTO balda_word(dictionary, word) VALUES (...).");
    return *entry.dict;
}

BuildInfo last_build(const std::string& name) {
    auto it = cache().find(name);
    return it == cache().end() ? BuildInfo{} : it->second.info;
}

}  // namespace pg_games::pg::balda
