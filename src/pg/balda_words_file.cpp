// balda_dictionary_stats() and the installer's reader of word lists shipped with the extension.
#include <cstdio>
#include <fstream>
#include <string>

#include "core/common/board_text.h"
#include "core/common/error.h"
#include "pg/args.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace engine = pg_games::balda;
namespace glue = pg_games::pg::balda;
using namespace pg_games::pg;
using pg_games::Error;
using pg_games::ErrorKind;
using pg_games::StopCheck;
using pg_games::utf8_append;
using pg_games::utf8_decode;

// balda_read_share_words(file): the lines of a word list in the extension's share directory.
// Used by the install script; a missing file (data not derived before `make install`) yields
// no rows and a warning, so that the extension still installs.
PGG_FUNCTION(balda_read_share_words) {
    ReturnSetInfo* rsinfo = begin_materialized_srf(fcinfo, true);
    bool missing = false;
    char path[MAXPGPATH] = {0};
    guarded([&] {
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
        snprintf(path, sizeof path, "%s/extension/%s", share, file.c_str());
        std::ifstream in(path);
        if (!in) {
            missing = true;
            return;
        }
        for (std::string line; std::getline(in, line);) {
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (line.empty()) continue;
            Datum value = PointerGetDatum(glue::make_utf8_text(line));
            bool null = false;
            put_row(rsinfo, &value, &null);
        }
    });
    if (missing)
        ereport(WARNING, (errmsg("word list \"%s\" is not installed", path),
                          errhint("Run scripts/data/balda_ru_nouns.sh and make install, then "
                                  "recreate the extension.")));
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
};

}  // namespace

// balda_dictionary_stats(dictionary): the backend's index of a dictionary (built if needed).
PGG_FUNCTION(balda_dictionary_stats) {
    Stats s = guarded([&] {
        std::string name = glue::utf8_text_arg(fcinfo, 0);
        const auto& dict = glue::dictionary(fcinfo, name, false);
        std::string letters;
        for (size_t i = 0; i < dict.alphabet().size(); ++i)
            utf8_append(letters, dict.alphabet().letter(static_cast<engine::Letter>(i)));
        glue::BuildInfo info = glue::last_build(name);
        Stats out;
        out.rows = static_cast<int64>(info.rows);
        out.words = static_cast<int64>(dict.word_count());
        out.skipped = static_cast<int64>(dict.skipped());
        out.nodes = static_cast<int64>(dict.node_count());
        out.letters = glue::make_utf8_text(letters);
        out.build_ms = info.build_ms;
        out.build_cpu_ms = info.build_cpu_ms;
        return out;
    });
    Datum values[7] = {Int64GetDatum(s.rows),        Int64GetDatum(s.words),
                       Int64GetDatum(s.skipped),     PointerGetDatum(s.letters),
                       Int64GetDatum(s.nodes),       Float8GetDatum(s.build_ms),
                       Float8GetDatum(s.build_cpu_ms)};
    bool nulls[7] = {false, false, false, false, false, false, false};
    return composite_result(fcinfo, values, nulls);
}
