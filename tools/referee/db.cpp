// Small libpq helpers.
#include "tools/referee/db.h"

namespace pg_games::referee {

namespace {

// The server's message of a failed result or connection, without the trailing newline.
std::string message_of(PGconn* conn, const PGresult* r) {
    std::string m = r ? PQresultErrorMessage(r) : PQerrorMessage(conn);
    if (m.empty()) m = PQerrorMessage(conn);
    while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
    return m;
}

}  // namespace

Connection connect(const std::string& conninfo,
                   const std::vector<std::pair<std::string, std::string>>& overrides) {
    std::vector<const char*> keys{"dbname", "application_name"};
    std::vector<const char*> values{conninfo.c_str(), "pg_games-referee"};
    for (const auto& [k, v] : overrides) {
        keys.push_back(k.c_str());
        values.push_back(v.c_str());
    }
    keys.push_back(nullptr);
    values.push_back(nullptr);
    Connection c(PQconnectdbParams(keys.data(), values.data(), 1));
    if (!c) throw DbError("out of memory while connecting");
    if (PQstatus(c.get()) != CONNECTION_OK) throw DbError(message_of(c.get(), nullptr));
    return c;
}

Result exec(PGconn* conn, const std::string& sql, const std::vector<const char*>& params) {
    Result r(PQexecParams(conn, sql.c_str(), static_cast<int>(params.size()), nullptr,
                          params.data(), nullptr, nullptr, 0));
    ExecStatusType s = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    if (s != PGRES_COMMAND_OK && s != PGRES_TUPLES_OK) throw DbError(message_of(conn, r.get()));
    return r;
}

void exec_script(PGconn* conn, const std::string& sql) {
    Result r(PQexec(conn, sql.c_str()));
    ExecStatusType s = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    if (s != PGRES_COMMAND_OK && s != PGRES_TUPLES_OK) throw DbError(message_of(conn, r.get()));
}

std::string quote_ident(PGconn* conn, const std::string& name) {
    char* q = PQescapeIdentifier(conn, name.c_str(), name.size());
    if (!q) throw DbError(message_of(conn, nullptr));
    std::string out(q);
    PQfreemem(q);
    return out;
}

std::string quote_literal(PGconn* conn, const std::string& value) {
    char* q = PQescapeLiteral(conn, value.c_str(), value.size());
    if (!q) throw DbError(message_of(conn, nullptr));
    std::string out(q);
    PQfreemem(q);
    return out;
}

}  // namespace pg_games::referee
