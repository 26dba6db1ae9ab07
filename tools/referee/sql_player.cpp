// A player that is an SQL query, run under the contest rules.
#include "tools/referee/sql_player.h"

#include <poll.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

#include "core/common/error.h"

namespace pg_games::referee {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kGraceMs = 1000;  // how long past its clock a query may run before we cancel it

// PostgreSQL type oids of the integer types.
constexpr Oid kInt2 = 21, kInt4 = 23, kInt8 = 20;

// Milliseconds elapsed since t0.
double ms_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// A random password: the seat's role logs in with it where authentication asks for one.
std::string random_password() {
    std::random_device rd;
    std::string out;
    const char* hex = "0123456789abcdef";
    for (int i = 0; i < 32; ++i) out += hex[rd() % 16];
    return out;
}

// The error message of a failed result, on one line.
std::string error_text(const PGresult* r, PGconn* conn) {
    const char* state = r ? PQresultErrorField(r, PG_DIAG_SQLSTATE) : nullptr;
    const char* primary = r ? PQresultErrorField(r, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    std::string m = primary ? primary : PQerrorMessage(conn);
    for (char& ch : m)
        if (ch == '\n') ch = ' ';
    while (!m.empty() && m.back() == ' ') m.pop_back();
    return state ? std::string(state) + ": " + m : m;
}

// The move in a result that must hold one row of two integer columns (named x, y in either
// order, or unnamed in the order x, y).
Answer read_move(const PGresult* r) {
    Answer a;
    int rows = PQntuples(r), cols = PQnfields(r);
    if (rows == 0) {
        a.fault = Fault::NoRow;
        a.detail = "the query returned no row";
        return a;
    }
    if (rows > 1) {
        a.fault = Fault::TooManyRows;
        a.detail = "the query returned " + std::to_string(rows) + " rows";
        return a;
    }
    if (cols != 2) {
        a.fault = Fault::BadColumns;
        a.detail = "the query returned " + std::to_string(cols) + " columns, not x and y";
        return a;
    }
    int xi = 0, yi = 1;
    if (std::strcmp(PQfname(r, 0), "y") == 0 && std::strcmp(PQfname(r, 1), "x") == 0) {
        xi = 1;
        yi = 0;
    }
    int values[2];
    int index[2] = {xi, yi};
    for (int k = 0; k < 2; ++k) {
        int c = index[k];
        Oid type = PQftype(r, c);
        if (type != kInt2 && type != kInt4 && type != kInt8) {
            a.fault = Fault::BadColumns;
            a.detail = std::string("column ") + PQfname(r, c) + " is not an integer (type oid " +
                       std::to_string(type) + ")";
            return a;
        }
        if (PQgetisnull(r, 0, c)) {
            a.fault = Fault::BadColumns;
            a.detail = std::string("column ") + PQfname(r, c) + " is NULL";
            return a;
        }
        long long v = std::strtoll(PQgetvalue(r, 0, c), nullptr, 10);
        // Far-off values are off the board anyway; keep them in int range for the message.
        values[k] = static_cast<int>(v < -1000000 ? -1000000 : v > 1000000 ? 1000000 : v);
    }
    a.x = values[0];
    a.y = values[1];
    return a;
}

// True for the errors after which the server closes the session.
bool session_ended(const char* sqlstate) {
    return sqlstate && (std::strcmp(sqlstate, "57P01") == 0 ||
                        std::strcmp(sqlstate, "57P02") == 0 || std::strcmp(sqlstate, "57P03") == 0);
}

// The server's reason for a failed statement: the message, then its detail, on one line.
std::string server_reason(const PGresult* r, PGconn* conn) {
    const char* primary = r ? PQresultErrorField(r, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const char* detail = r ? PQresultErrorField(r, PG_DIAG_MESSAGE_DETAIL) : nullptr;
    std::string m = primary ? primary : PQerrorMessage(conn);
    if (detail) m += std::string(" (") + detail + ")";
    for (char& ch : m)
        if (ch == '\n') ch = ' ';
    while (!m.empty() && m.back() == ' ') m.pop_back();
    return m;
}

// Runs one statement inside a savepoint: "" when it succeeds, else the server's reason (and the
// transaction is back where it was before the statement).
std::string try_exec(PGconn* conn, const std::string& sql,
                     const std::vector<const char*>& params = {}) {
    exec(conn, "SAVEPOINT pgg_check");
    Result r(PQexecParams(conn, sql.c_str(), static_cast<int>(params.size()), nullptr,
                          params.data(), nullptr, nullptr, 0));
    ExecStatusType s = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    if (s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK) {
        exec(conn, "RELEASE SAVEPOINT pgg_check");
        return "";
    }
    std::string reason = server_reason(r.get(), conn);
    exec(conn, "ROLLBACK TO SAVEPOINT pgg_check");
    return reason.empty() ? "failed" : reason;
}

// Lower case, as the server compares setting names.
std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return s;
}

}  // namespace

void check_sql_settings(PGconn* admin, const std::vector<PlayerSpec>& players) {
    bool any = false;
    for (const PlayerSpec& p : players)
        any |= p.kind == PlayerSpec::Kind::Sql && !p.settings.empty();
    if (!any) return;
    exec(admin, "BEGIN");
    struct Rollback {
        PGconn* conn;
        ~Rollback() { Result(PQexec(conn, "ROLLBACK")); }
    } rollback{admin};
    exec(admin, "SET LOCAL client_min_messages = error");
    // Load the library the way a player's query does, by calling one of its functions; LOAD
    // (superusers) when the extension is not installed in this database.
    Result ext =
        exec(admin,
             "SELECT n.nspname FROM pg_catalog.pg_extension e JOIN pg_catalog.pg_namespace "
             "n ON n.oid = e.extnamespace WHERE e.extname = 'pg_games'");
    std::string load_failure;
    if (PQntuples(ext.get()) == 1)
        load_failure = try_exec(admin, "SELECT " + quote_ident(admin, PQgetvalue(ext.get(), 0, 0)) +
                                           ".pg_games_version()");
    else
        load_failure = try_exec(admin, "LOAD '$libdir/pg_games'");
    // As a role without privileges, when the referee's role may create one (it can: it creates
    // the seats); else as the referee's role.
    std::string role = "pgg_referee_check_" + random_password().substr(0, 12);
    if (try_exec(admin, "CREATE ROLE " + role + " NOLOGIN NOINHERIT").empty())
        try_exec(admin, "SET LOCAL ROLE " + role);
    for (const PlayerSpec& p : players) {
        if (p.kind != PlayerSpec::Kind::Sql) continue;
        for (const auto& [key, value] : p.settings) {
            std::string what = "player " + p.name + ": setting " + key + "=" + value;
            if (lower(key).rfind("pg_games.", 0) == 0) {
                if (!load_failure.empty())
                    throw Error(ErrorKind::InvalidParameter,
                                what +
                                    ": cannot be checked, the "
                                    "pg_games library does not load: " +
                                    load_failure,
                                "", "install the pg_games extension in this database");
                std::string name = lower(key);
                Result known = exec(admin, "SELECT 1 FROM pg_catalog.pg_settings WHERE name = $1",
                                    {name.c_str()});
                if (PQntuples(known.get()) == 0)
                    throw Error(ErrorKind::InvalidParameter,
                                what + ": pg_games has no setting " + key, "",
                                "SELECT name FROM pg_settings WHERE name LIKE 'pg_games.%' "
                                "lists them");
            }
            std::string reason = try_exec(admin, "SELECT pg_catalog.set_config($1, $2, true)",
                                          {key.c_str(), value.c_str()});
            if (!reason.empty())
                throw Error(
                    ErrorKind::InvalidParameter, what + ": " + reason, "",
                    "SHOW the setting in psql, or see pg_settings, for the values it takes");
        }
    }
}

Seat create_seat(PGconn* admin, const std::string& name, int size) {
    Seat seat{name, random_password()};
    std::string id = quote_ident(admin, name);
    std::string n = std::to_string(size);
    exec_script(admin,
                "BEGIN;"
                "CREATE ROLE " +
                    id +
                    " LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT "
                    "PASSWORD " +
                    quote_literal(admin, seat.password) +
                    ";"
                    "CREATE SCHEMA " +
                    id +
                    ";"
                    "CREATE UNLOGGED TABLE " +
                    id + ".field (x int NOT NULL CHECK (x BETWEEN 1 AND " + n +
                    "), "
                    "y int NOT NULL CHECK (y BETWEEN 1 AND " +
                    n +
                    "), my boolean NOT NULL, "
                    "UNIQUE (x, y));"
                    "GRANT USAGE ON SCHEMA " +
                    id + " TO " + id +
                    ";"
                    "GRANT SELECT ON " +
                    id + ".field TO " + id +
                    ";"
                    "ALTER ROLE " +
                    id + " SET search_path = " + id +
                    ", public;"
                    "COMMIT;");
    return seat;
}

void drop_seat(PGconn* admin, const Seat& seat) {
    try {
        std::string id = quote_ident(admin, seat.role);
        exec_script(admin, "SET client_min_messages = warning; DROP SCHEMA IF EXISTS " + id +
                               " CASCADE; DROP OWNED BY " + id + "; DROP ROLE IF EXISTS " + id);
    } catch (const std::exception& e) {
        fprintf(stderr, "warning: could not drop role and schema %s: %s\n", seat.role.c_str(),
                e.what());
    }
}

SqlPlayer::SqlPlayer(const PlayerSpec& spec, std::string query, std::string conninfo, Seat seat,
                     PGconn* admin)
    : spec_(spec),
      query_(std::move(query)),
      conninfo_(std::move(conninfo)),
      seat_(std::move(seat)),
      admin_(admin) {}

void SqlPlayer::start_game(const GameSetup& setup) {
    colour_ = setup.colour;
    synced_ = 0;
    exec(admin_, "TRUNCATE " + quote_ident(admin_, seat_.role) + ".field");
    // A new session per game: nothing a query changed in its session survives into the next.
    conn_ = connect(conninfo_, {{"user", seat_.role},
                                {"password", seat_.password},
                                {"application_name", "pg_games-referee player " + spec_.name}});
    // The match's board and rule, for queries built on pg_games (a custom setting is harmless
    // to any other query); the player's own settings come after and win.
    std::string size = std::to_string(setup.size);
    exec(conn_.get(), "SELECT set_config('pg_games.gomoku_size', $1, false)", {size.c_str()});
    exec(conn_.get(), "SELECT set_config('pg_games.gomoku_rule', $1, false)",
         {setup.rule == gomoku::Rule::ExactFive ? "exact5" : "freestyle"});
    for (const auto& [key, value] : spec_.settings)
        exec(conn_.get(), "SELECT set_config($1, $2, false)", {key.c_str(), value.c_str()});
}

void SqlPlayer::sync_field(const Board& board) {
    const std::vector<Stone>& h = board.history();
    if (synced_ == h.size()) return;
    std::string sql =
        "INSERT INTO " + quote_ident(admin_, seat_.role) + ".field (x, y, my) VALUES ";
    for (size_t i = synced_; i < h.size(); ++i) {
        if (i > synced_) sql += ", ";
        sql += "(" + std::to_string(h[i].x) + ", " + std::to_string(h[i].y) + ", " +
               (h[i].colour == colour_ ? "true" : "false") + ")";
    }
    exec(admin_, sql);
    synced_ = h.size();
}

Answer SqlPlayer::play(const Board& board, const GameClock& clock) {
    Answer a;
    try {
        sync_field(board);
    } catch (const std::exception& e) {
        // The referee's own connection failed: not the player's fault, but the game cannot go on.
        throw DbError(std::string("cannot write the field table: ") + e.what());
    }
    if (!conn_ || PQstatus(conn_.get()) != CONNECTION_OK) {
        a.fault = Fault::ConnectionLost;
        a.detail = "the player's connection is closed";
        return a;
    }
    std::string timeout = "SET statement_timeout = " + std::to_string(clock.statement_timeout_ms());
    Result r(PQexec(conn_.get(), timeout.c_str()));
    if (!r || PQresultStatus(r.get()) != PGRES_COMMAND_OK) {
        a.fault = PQstatus(conn_.get()) == CONNECTION_OK ? Fault::Error : Fault::ConnectionLost;
        a.detail = error_text(r.get(), conn_.get());
        return a;
    }
    return run_query(clock.remaining_ms());
}

Answer SqlPlayer::run_query(double limit_ms) {
    Answer a;
    PGconn* c = conn_.get();
    Clock::time_point t0 = Clock::now();
    if (!PQsendQueryParams(c, query_.c_str(), 0, nullptr, nullptr, nullptr, nullptr, 0)) {
        a.fault = PQstatus(c) == CONNECTION_OK ? Fault::Error : Fault::ConnectionLost;
        a.detail = error_text(nullptr, c);
        return a;
    }
    // Wait for the answer; statement_timeout should end it in time, but a query that does not
    // check for interrupts is cancelled from here, and its connection closed if even that fails.
    bool cancelled = false;
    Clock::time_point cancel_at =
        t0 + std::chrono::microseconds(static_cast<int64_t>((limit_ms + kGraceMs) * 1000));
    while (PQisBusy(c)) {
        Clock::time_point now = Clock::now();
        if (now >= cancel_at) {
            if (cancelled) {
                a.elapsed_ms = ms_since(t0);
                conn_.reset();
                a.fault = Fault::Timeout;
                a.detail = "the query did not stop when cancelled; its connection was closed";
                return a;
            }
            if (PGcancel* cancel = PQgetCancel(c)) {
                char err[256];
                PQcancel(cancel, err, sizeof err);
                PQfreeCancel(cancel);
            }
            cancelled = true;
            cancel_at = now + std::chrono::milliseconds(static_cast<int>(kGraceMs));
        }
        pollfd p{PQsocket(c), POLLIN, 0};
        int wait_ms =
            static_cast<int>(
                std::chrono::duration_cast<std::chrono::milliseconds>(cancel_at - now).count()) +
            1;
        if (poll(&p, 1, wait_ms) < 0 && errno != EINTR) break;
        if (!PQconsumeInput(c)) break;
    }
    Result first;
    while (PGresult* r = PQgetResult(c)) {
        if (!first)
            first.reset(r);
        else
            PQclear(r);
    }
    a.elapsed_ms = ms_since(t0);
    ExecStatusType status = first ? PQresultStatus(first.get()) : PGRES_FATAL_ERROR;
    if (status == PGRES_TUPLES_OK) {
        Answer move = read_move(first.get());
        move.elapsed_ms = a.elapsed_ms;
        return move;
    }
    if (status == PGRES_COMMAND_OK || status == PGRES_EMPTY_QUERY) {
        a.fault = Fault::NoRow;
        a.detail = status == PGRES_EMPTY_QUERY ? "the query file is empty"
                                               : "the statement is not a query (no rows)";
        return a;
    }
    const char* state = first ? PQresultErrorField(first.get(), PG_DIAG_SQLSTATE) : nullptr;
    a.detail = error_text(first.get(), c);
    if (PQstatus(c) != CONNECTION_OK || session_ended(state)) {
        a.fault = Fault::ConnectionLost;
    } else if (state && std::strcmp(state, "57014") == 0) {
        a.fault = Fault::Timeout;  // statement_timeout (or a cancel)
    } else {
        a.fault = Fault::Error;
    }
    return a;
}

void SqlPlayer::end_game() {
    conn_.reset();
}

}  // namespace pg_games::referee
