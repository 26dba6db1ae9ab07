// Small libpq helpers: owned results and connections, statements that throw on failure.
#pragma once

#include <libpq-fe.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace pg_games::referee {

struct ResultDeleter {
    void operator()(PGresult* r) const { PQclear(r); }
};
using Result = std::unique_ptr<PGresult, ResultDeleter>;

struct ConnectionDeleter {
    void operator()(PGconn* c) const { PQfinish(c); }
};
using Connection = std::unique_ptr<PGconn, ConnectionDeleter>;

// A database failure in the referee's own work (not a player's fault).
class DbError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Connects with a conninfo string (empty: libpq's environment), overriding the given keywords;
// throws DbError when the connection fails.
Connection connect(const std::string& conninfo,
                   const std::vector<std::pair<std::string, std::string>>& overrides = {});

// Runs one statement with text parameters (NULL for std::nullopt-like empty pointers);
// throws DbError with the server's message when it fails.
Result exec(PGconn* conn, const std::string& sql, const std::vector<const char*>& params = {});

// Runs SQL text that may hold several statements; throws DbError when it fails.
void exec_script(PGconn* conn, const std::string& sql);

// A quoted SQL identifier / literal for statements that cannot take parameters (DDL).
std::string quote_ident(PGconn* conn, const std::string& name);
std::string quote_literal(PGconn* conn, const std::string& value);

}  // namespace pg_games::referee
