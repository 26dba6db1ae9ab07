// balda_dictionary_stats() and the installer's reader of word lists shipped with the extension.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "core/common/board_text.h"
#include "core/common/error.h"
#include "pg/args.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"
#include "pg/srf.h"

extern "C" {
#include "catalog/namespace.h"
#include "mb/pg_wchar.h"
}

namespace engine = pg_games::balda;
namespace glue = pg_games::pg::balda;
using namespace pg_games::pg;
using pg_games::Error;
using pg_games::ErrorKind;
using pg_games::StopCheck;
using pg_games::utf8_append;
using pg_games::utf8_decode;

namespace {

// What balda_read_share_words found, passed from the C++ frame to the clean frame.
struct ShareWords {
    bool missing = false;
    char path[MAXPGPATH] = {0};
    int64 lines = 0;
    int64 unrepresentable = 0;  // valid UTF-8 that the database encoding cannot hold
    int64 invalid = 0;          // not valid UTF-8
};

// The lines of a word list, without line ends and empty lines.
std::vector<std::string> read_lines(std::ifstream& in) {
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty()) lines.push_back(std::move(line));
    }
    return lines;
}

// Appends every line that the database encoding can hold as a row of the result, and counts
// the others: one word the encoding cannot represent does not fail the whole list. Call inside
// guarded().
void put_words(ReturnSetInfo* rsinfo, const std::vector<std::string>& lines, ShareWords& out) {
    const int encoding = GetDatabaseEncoding();
    // UTF8 needs no conversion; SQL_ASCII stores the bytes as they are.
    const bool as_is = encoding == PG_UTF8 || encoding == PG_SQL_ASCII;
    size_t longest = 0;
    for (const std::string& line : lines) longest = std::max(longest, line.size());
    if (longest > static_cast<size_t>(MaxAllocSize / MAX_CONVERSION_GROWTH) - 1)
        throw Error(ErrorKind::ProgramLimit, "word list has a line too long to convert");
    const size_t capacity = longest * MAX_CONVERSION_GROWTH + 1;
    // The loop holds no C++ objects: one PostgreSQL call for the whole list.
    pg_call([&] {
        FmgrInfo convert;
        if (!as_is) {
            // The same conversion the server uses for UTF-8 input, called with noError so that it
            // reports how far it got instead of failing.
            Oid proc = FindDefaultConversionProc(PG_UTF8, encoding);
            if (!OidIsValid(proc))
                ereport(ERROR, (errcode(ERRCODE_UNDEFINED_FUNCTION),
                                errmsg("no conversion from UTF8 to %s", GetDatabaseEncodingName()),
                                errhint("Create a default conversion for this pair of encodings, "
                                        "or use a UTF8 database.")));
            fmgr_info(proc, &convert);
        }
        char* buffer = static_cast<char*>(palloc(capacity));
        for (size_t i = 0; i < lines.size(); ++i) {
            const char* word = lines[i].data();
            int length = static_cast<int>(lines[i].size());
            ++out.lines;
            if (encoding != PG_SQL_ASCII && !pg_verify_mbstr(PG_UTF8, word, length, true)) {
                ++out.invalid;
                continue;
            }
            const char* server_word = word;
            int server_length = length;
            if (!as_is) {
                Datum done = FunctionCall6(&convert, Int32GetDatum(PG_UTF8), Int32GetDatum(encoding),
                                           CStringGetDatum(word), CStringGetDatum(buffer),
                                           Int32GetDatum(length), BoolGetDatum(true));
                if (DatumGetInt32(done) != length) {
                    ++out.unrepresentable;
                    continue;
                }
                server_word = buffer;
                server_length = static_cast<int>(strlen(buffer));
            }
            Datum value = PointerGetDatum(cstring_to_text_with_len(server_word, server_length));
            bool null = false;
            tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, &value, &null);
        }
        pfree(buffer);
    });
}

}  // namespace

// balda_read_share_words(file): the words of a word list in the extension's share directory.
// Used by the install script. The list is UTF-8; words that the database encoding cannot
// represent are skipped with one warning (a LATIN1 database gets no Russian words, but the
// extension installs). A missing file (data not derived before `make install`) yields no rows
// and a warning, so that the extension still installs.
PGG_FUNCTION(balda_read_share_words) {
    ReturnSetInfo* rsinfo = begin_materialized_srf(fcinfo, true);
    ShareWords r = guarded([&] {
        ShareWords out;
        std::string file = text_arg(fcinfo, 0);
        bool safe = file.rfind("balda_", 0) == 0 && file.size() > 10 &&
                    file.compare(file.size() - 4, 4, ".txt") == 0 &&
                    file.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_.") ==
                        std::string::npos;
        if (!safe)
            throw Error(ErrorKind::InvalidParameter, "invalid word list name \"" + file + "\"",
                        {}, "Word lists are named balda_<name>.txt.");
        char share[MAXPGPATH];
        get_share_path(my_exec_path, share);
        snprintf(out.path, sizeof out.path, "%s/extension/%s", share, file.c_str());
        std::ifstream in(out.path);
        if (!in) {
            out.missing = true;
            return out;
        }
        put_words(rsinfo, read_lines(in), out);
        return out;
    });
    if (r.missing)
        ereport(WARNING, (errmsg("word list \"%s\" is not installed", r.path),
                          errhint("Run scripts/data/balda_ru_nouns.sh and make install, then "
                                  "recreate the extension.")));
    // WARNING, not NOTICE: CREATE EXTENSION runs its script with client_min_messages at least
    // WARNING, so a notice would never reach the user.
    if (r.unrepresentable > 0)
        ereport(WARNING,
                (errmsg("skipped %lld of %lld words of word list \"%s\" that the database "
                        "encoding %s cannot represent",
                        static_cast<long long>(r.unrepresentable), static_cast<long long>(r.lines),
                        r.path, GetDatabaseEncodingName()),
                 errdetail("The word list is UTF-8; %lld of its words were loaded.",
                           static_cast<long long>(r.lines - r.unrepresentable - r.invalid)),
                 errhint("To use every word, create the database with ENCODING 'UTF8' or one "
                         "that has these letters.")));
    if (r.invalid > 0)
        ereport(WARNING,
                (errmsg("skipped %lld of %lld lines of word list \"%s\" that are not valid UTF-8",
                        static_cast<long long>(r.invalid), static_cast<long long>(r.lines), r.path),
                 errhint("Derive the list again with scripts/data/balda_ru_nouns.sh.")));
    return (Datum)0;
}

namespace {

// Index statistics passed from the C++ frame to the clean frame.
struct Stats {
    int64 rows = 0;
    int64 words = 0;
    int64 skipped = 0;
    int64 nodes = 0;
    text* letters = nullptr;
    double build_ms = 0;
    double build_cpu_ms = 0;
    int64 memory_bytes = 0;
    text* source = nullptr;
    bool cached = false;
};

const char* source_name(glue::IndexSource source) {
    switch (source) {
        case glue::IndexSource::Memory: return "memory";
        case glue::IndexSource::Built: return "built";
        case glue::IndexSource::File: return "file";
    }
    return "unknown";
}

}  // namespace

// balda_dictionary_stats(dictionary): the backend's index of a dictionary (built if needed):
// rows, words, skipped, letters, trie_nodes, build_ms, build_cpu_ms, then memory_bytes, source
// (memory, built or file: how this call got the index) and cached (kept after the call).
// The last three columns are filled only when the SQL declaration has them.
PGG_FUNCTION(balda_dictionary_stats) {
    Stats s = guarded([&] {
        std::string name = glue::utf8_text_arg(fcinfo, 0);
        glue::DictionaryRef ref = glue::dictionary(fcinfo, name, false);
        std::string letters;
        for (size_t i = 0; i < ref->alphabet().size(); ++i)
            utf8_append(letters, ref->alphabet().letter(static_cast<engine::Letter>(i)));
        Stats out;
        out.rows = static_cast<int64>(ref.info.rows);
        out.words = static_cast<int64>(ref->word_count());
        out.skipped = static_cast<int64>(ref->skipped());
        out.nodes = static_cast<int64>(ref->node_count());
        out.letters = glue::make_utf8_text(letters);
        out.build_ms = ref.info.build_ms;
        out.build_cpu_ms = ref.info.build_cpu_ms;
        out.memory_bytes = static_cast<int64>(ref.info.memory_bytes);
        out.source = make_text(source_name(ref.source));
        out.cached = ref.cached;
        return out;
    });
    Datum values[10] = {Int64GetDatum(s.rows),          Int64GetDatum(s.words),
                        Int64GetDatum(s.skipped),       PointerGetDatum(s.letters),
                        Int64GetDatum(s.nodes),         Float8GetDatum(s.build_ms),
                        Float8GetDatum(s.build_cpu_ms), Int64GetDatum(s.memory_bytes),
                        PointerGetDatum(s.source),      BoolGetDatum(s.cached)};
    bool nulls[10] = {false, false, false, false, false, false, false, false, false, false};
    // composite_result forms the row the declaration describes: with the seven columns of
    // pg_games 1.0 the last three values are not used.
    return composite_result(fcinfo, values, nulls);
}
