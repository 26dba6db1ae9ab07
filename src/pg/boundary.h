// The C++/PostgreSQL boundary: C++ exceptions become SQL errors without skipping destructors,
// PostgreSQL errors raised from C++ code travel as exceptions, long computations poll for cancel.
#pragma once

#include <exception>
#include <type_traits>

#include "core/common/stop.h"
#include "pg/postgres_headers.h"

namespace pg_games::pg {

// A failure captured in a catch handler as plain data, so reporting it runs no destructor.
struct CapturedError {
    bool failed = false;
    bool cancelled = false;
    ErrorData* pg_error = nullptr;  // a PostgreSQL error that travelled through C++ frames
    int sqlstate = 0;
    // Written only when something failed: a successful call does not pay for clearing them.
    char message[512];
    char detail[512];
    char hint[512];
};

// A PostgreSQL error raised by a call made from C++ (see pg_call), carried as an exception.
class PgError : public std::exception {
public:
    explicit PgError(ErrorData* data) : data_(data) {}
    ErrorData* data() const { return data_; }
    const char* what() const noexcept override { return "PostgreSQL error"; }

private:
    ErrorData* data_;
};

// Copies the exception being handled into `out`; call only from inside a catch handler.
void capture_current_exception(CapturedError& out) noexcept;

// Raises the captured failure as a SQL error (after any pending cancel is served).
[[noreturn]] void report(const CapturedError& error);

// True when PostgreSQL asked the backend to cancel the query or to exit.
bool interrupt_pending();

// A stop check for engines that polls interrupt_pending() every few thousand nodes.
inline StopCheck make_stop_check(uint32_t interval = 4096) {
    return StopCheck(&interrupt_pending, interval);
}

// Runs C++ code at the boundary: no exception escapes; a failure is reported after the try
// block has closed, so no C++ destructor is skipped. Results must be trivially destructible.
template <typename Body>
auto guarded(Body&& body) -> decltype(body()) {
    using Result = decltype(body());
    CapturedError error;
    if constexpr (std::is_void_v<Result>) {
        try {
            body();
        } catch (...) {
            capture_current_exception(error);
        }
        if (error.failed) report(error);
    } else {
        static_assert(std::is_trivially_destructible_v<Result>,
                      "guarded() may only return plain data to PostgreSQL frames");
        Result result{};
        try {
            result = body();
        } catch (...) {
            capture_current_exception(error);
        }
        if (error.failed) report(error);
        return result;
    }
}

// Calls PostgreSQL from inside C++ code: an ereport(ERROR) comes back as a PgError exception,
// so the C++ frames between here and guarded() unwind normally. `call` itself must hold no
// objects with destructors (it is skipped by the longjmp).
template <typename Call>
void pg_call(Call&& call) {
    MemoryContext caller_context = CurrentMemoryContext;
    ErrorData* volatile caught = nullptr;
    PG_TRY();
    {
        call();
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(caller_context);
        caught = CopyErrorData();
        FlushErrorState();
    }
    PG_END_TRY();
    if (caught != nullptr) throw PgError(caught);
}

}  // namespace pg_games::pg
