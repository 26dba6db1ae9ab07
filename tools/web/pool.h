// A small pool of libpq connections for the HTTP handlers, and the statements they run.
#pragma once

#include <libpq-fe.h>

#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

namespace pg_games::web {

// A failed SQL statement: the server's SQLSTATE and message (detail and hint when given).
class SqlError : public std::runtime_error {
  public:
    SqlError(std::string sqlstate, const std::string& message, std::string detail, std::string hint)
        : std::runtime_error(message),
          sqlstate_(std::move(sqlstate)),
          detail_(std::move(detail)),
          hint_(std::move(hint)) {}
    const std::string& sqlstate() const { return sqlstate_; }
    const std::string& detail() const { return detail_; }
    const std::string& hint() const { return hint_; }

  private:
    std::string sqlstate_, detail_, hint_;
};

// The database cannot be reached (no connection, connection lost): the server answers 503.
class Unavailable : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct ResultDeleter {
    void operator()(PGresult* r) const { PQclear(r); }
};
using Result = std::unique_ptr<PGresult, ResultDeleter>;

// One pooled connection with the server messages (NOTICE, DEBUG) of its last statement.
struct PooledConnection {
    PGconn* conn = nullptr;
    std::vector<std::string> messages;
};

// Runs one statement with text parameters (nullptr = SQL NULL) and returns its rows; throws
// SqlError when the statement fails, Unavailable when the connection is gone. The time spent
// waiting for the server is added to sql_ms_this_thread().
Result query(PooledConnection& c, const std::string& sql, const std::vector<const char*>& params);

// Milliseconds this thread spent in query() / waiting in Pool::acquire() since they were last
// set to 0 (the API's wrapper does so for each request).
double& sql_ms_this_thread();
double& wait_ms_this_thread();

class Pool {
  public:
    Pool(std::string conninfo, int size);
    ~Pool();
    Pool(const Pool&) = delete;
    Pool& operator=(const Pool&) = delete;

    // A connection for the duration of one request, given back when the lease ends.
    class Lease {
      public:
        Lease(Pool* pool, PooledConnection* c) : pool_(pool), c_(c) {}
        Lease(Lease&& o) noexcept : pool_(o.pool_), c_(o.c_) { o.c_ = nullptr; }
        Lease(const Lease&) = delete;
        ~Lease() {
            if (c_) pool_->release(c_);
        }
        PooledConnection& operator*() const { return *c_; }
        PooledConnection* operator->() const { return c_; }

      private:
        Pool* pool_;
        PooledConnection* c_;
    };

    // Waits (up to 30 s) for a free connection, opening one if the pool is not full; throws
    // Unavailable when none can be had.
    Lease acquire();
    const std::string& conninfo() const { return conninfo_; }

  private:
    void release(PooledConnection* c);

    std::string conninfo_;
    int size_;
    int open_ = 0;
    std::mutex mutex_;
    std::condition_variable freed_;
    std::vector<PooledConnection*> idle_;
};

// Opens a connection with libpq's environment overridden by `conninfo`; throws Unavailable.
PGconn* open_connection(const std::string& conninfo, const char* application_name);

}  // namespace pg_games::web
