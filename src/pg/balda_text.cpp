// Balda glue: text arguments and results in UTF-8, whatever the database encoding.
#include <string>
#include <string_view>
#include <vector>

#include "pg/args.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"

extern "C" {
#include "mb/pg_wchar.h"
}

namespace pg_games::pg::balda {
namespace {

// True when server text is already UTF-8 bytes (SQL_ASCII stores whatever bytes it is given).
bool server_is_utf8() {
    int encoding = GetDatabaseEncoding();
    return encoding == PG_UTF8 || encoding == PG_SQL_ASCII;
}

}  // namespace

std::string to_utf8(std::string_view server_text) {
    if (server_is_utf8()) return std::string(server_text);
    char* converted = nullptr;
    pg_call([&] {
        converted = pg_server_to_any(server_text.data(), static_cast<int>(server_text.size()),
                                     PG_UTF8);
    });
    return std::string(converted);
}

std::string from_utf8(std::string_view utf8_text) {
    if (server_is_utf8()) return std::string(utf8_text);
    char* converted = nullptr;
    std::string copy(utf8_text);
    pg_call([&] { converted = pg_any_to_server(copy.c_str(), static_cast<int>(copy.size()), PG_UTF8); });
    return std::string(converted);
}

std::string utf8_text_arg(FunctionCallInfo fcinfo, int n) { return to_utf8(text_arg(fcinfo, n)); }

std::vector<std::string> utf8_text_array_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    std::vector<std::string> values = text_array_arg(fcinfo, n, name);
    for (std::string& value : values) value = to_utf8(value);
    return values;
}

text* make_utf8_text(std::string_view utf8_text) { return make_text(from_utf8(utf8_text)); }

}  // namespace pg_games::pg::balda
