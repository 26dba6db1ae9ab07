// Shared pieces of the Balda glue: the per-backend dictionary cache, text in UTF-8, arguments.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/balda/dictionary.h"
#include "pg/postgres_headers.h"

namespace pg_games::pg::balda {

// The index of dictionary `name`, built at most once per backend per version of its words.
// Reads the extension's tables through SPI; throws Error(UndefinedObject) for an unknown
// dictionary and, when `require_words`, Error(DataException) for one without usable words.
// Call inside guarded().
const pg_games::balda::Dictionary& dictionary(FunctionCallInfo fcinfo, const std::string& name,
                                              bool require_words = true);

// Statistics of the last build of a dictionary's index, for balda_dictionary_stats.
struct BuildInfo {
    double build_ms = 0;      // wall clock, reading the words included
    double build_cpu_ms = 0;  // this backend's CPU time for the same
    size_t rows = 0;
};
BuildInfo last_build(const std::string& name);

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
