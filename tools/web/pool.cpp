// The connection pool and the statement helper.
#include "tools/web/pool.h"

namespace pg_games::web {

namespace {

using Clock = std::chrono::steady_clock;

// Keeps each server message of the connection's statement (DEBUG2 lines of the engine, say).
extern "C" void keep_message(void* arg, const PGresult* r) {
    auto* c = static_cast<PooledConnection*>(arg);
    const char* m = PQresultErrorField(r, PG_DIAG_MESSAGE_PRIMARY);
    if (m && c->messages.size() < 64) c->messages.emplace_back(m);
}

// A field of an error result, or "".
std::string field(const PGresult* r, int code) {
    const char* v = r ? PQresultErrorField(r, code) : nullptr;
    return v ? v : "";
}

}  // namespace

double& sql_ms_this_thread() {
    thread_local double ms = 0;
    return ms;
}

double& wait_ms_this_thread() {
    thread_local double ms = 0;
    return ms;
}

PGconn* open_connection(const std::string& conninfo, const char* application_name) {
    const char* keys[] = {"dbname", "application_name", nullptr};
    const char* values[] = {conninfo.c_str(), application_name, nullptr};
    PGconn* c = PQconnectdbParams(keys, values, 1);
    if (!c) throw Unavailable("out of memory while connecting to the database");
    if (PQstatus(c) != CONNECTION_OK) {
        std::string m = PQerrorMessage(c);
        PQfinish(c);
        while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
        throw Unavailable("cannot connect to the database: " + m);
    }
    return c;
}

Result query(PooledConnection& c, const std::string& sql, const std::vector<const char*>& params) {
    c.messages.clear();
    auto t0 = Clock::now();
    Result r(PQexecParams(c.conn, sql.c_str(), static_cast<int>(params.size()), nullptr,
                          params.data(), nullptr, nullptr, 0));
    sql_ms_this_thread() += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    ExecStatusType s = r ? PQresultStatus(r.get()) : PGRES_FATAL_ERROR;
    if (s == PGRES_COMMAND_OK || s == PGRES_TUPLES_OK) return r;
    if (PQstatus(c.conn) != CONNECTION_OK) throw Unavailable("the database connection was lost");
    std::string message = field(r.get(), PG_DIAG_MESSAGE_PRIMARY);
    if (message.empty()) message = PQerrorMessage(c.conn);
    throw SqlError(field(r.get(), PG_DIAG_SQLSTATE), message,
                   field(r.get(), PG_DIAG_MESSAGE_DETAIL), field(r.get(), PG_DIAG_MESSAGE_HINT));
}

Pool::Pool(std::string conninfo, int size) : conninfo_(std::move(conninfo)), size_(size) {}

Pool::~Pool() {
    for (PooledConnection* c : idle_) {
        PQfinish(c->conn);
        delete c;
    }
}

Pool::Lease Pool::acquire() {
    auto t0 = Clock::now();
    std::unique_lock<std::mutex> lock(mutex_);
    bool ready = freed_.wait_for(lock, std::chrono::seconds(30),
                                 [&] { return !idle_.empty() || open_ < size_; });
    wait_ms_this_thread() += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    if (!ready) throw Unavailable("every database connection is busy; try again");
    if (!idle_.empty()) {
        PooledConnection* c = idle_.back();
        idle_.pop_back();
        return Lease(this, c);
    }
    ++open_;
    lock.unlock();
    try {
        auto c = std::make_unique<PooledConnection>();
        c->conn = open_connection(conninfo_, "pg_games-web");
        PQsetNoticeReceiver(c->conn, keep_message, c.get());
        // The engine reports its evaluation and depth at DEBUG2 (see docs/gomoku.md).
        Result r(PQexec(c->conn, "SET client_min_messages = debug2"));
        return Lease(this, c.release());
    } catch (...) {
        lock.lock();
        --open_;
        freed_.notify_one();
        throw;
    }
}

void Pool::release(PooledConnection* c) {
    bool broken =
        PQstatus(c->conn) != CONNECTION_OK || PQtransactionStatus(c->conn) != PQTRANS_IDLE;
    std::lock_guard<std::mutex> lock(mutex_);
    if (broken) {
        PQfinish(c->conn);
        delete c;
        --open_;
    } else {
        idle_.push_back(c);
    }
    freed_.notify_one();
}

}  // namespace pg_games::web
