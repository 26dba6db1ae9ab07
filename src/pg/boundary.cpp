// The boundary helpers: exception capture, error reporting, interrupt polling.
#include <cstdio>
#include <cstring>
#include <new>

#include "pg/boundary.h"

namespace pg_games::pg {
namespace {

// The SQLSTATE for each kind of core error.
int sqlstate_for(ErrorKind kind) {
    switch (kind) {
        case ErrorKind::InvalidParameter: return ERRCODE_INVALID_PARAMETER_VALUE;
        case ErrorKind::InvalidText: return ERRCODE_INVALID_TEXT_REPRESENTATION;
        case ErrorKind::OutOfRange: return ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE;
        case ErrorKind::NullValue: return ERRCODE_NULL_VALUE_NOT_ALLOWED;
        case ErrorKind::DataException: return ERRCODE_DATA_EXCEPTION;
        case ErrorKind::UndefinedObject: return ERRCODE_UNDEFINED_OBJECT;
        case ErrorKind::ProgramLimit: return ERRCODE_PROGRAM_LIMIT_EXCEEDED;
        case ErrorKind::NotSupported: return ERRCODE_FEATURE_NOT_SUPPORTED;
        case ErrorKind::Internal: break;
    }
    return ERRCODE_INTERNAL_ERROR;
}

// Copies a message into a fixed buffer, truncating safely: never inside a UTF-8 character, so
// that a long message cut short is still valid text. (No strlcpy: PostgreSQL 17 no longer
// supplies it where the C library lacks it.)
template <size_t N>
void copy_text(char (&to)[N], const char* from) {
    if (from == nullptr) from = "";
    size_t n = strnlen(from, N);
    if (n == N) {
        n = N - 1;
        while (n > 0 && (static_cast<unsigned char>(from[n]) & 0xC0) == 0x80) --n;
    }
    memcpy(to, from, n);
    to[n] = '\0';
}

}  // namespace

void capture_current_exception(CapturedError& out) noexcept {
    out.failed = true;
    out.message[0] = out.detail[0] = out.hint[0] = '\0';
    try {
        throw;
    } catch (const PgError& e) {
        out.pg_error = e.data();
    } catch (const Cancelled&) {
        out.cancelled = true;
    } catch (const Error& e) {
        out.sqlstate = sqlstate_for(e.kind());
        copy_text(out.message, e.what());
        copy_text(out.detail, e.detail().c_str());
        copy_text(out.hint, e.hint().c_str());
    } catch (const std::bad_alloc&) {
        out.sqlstate = ERRCODE_OUT_OF_MEMORY;
        copy_text(out.message, "out of memory");
        copy_text(out.detail, "A pg_games engine could not allocate memory.");
    } catch (const std::exception& e) {
        out.sqlstate = ERRCODE_INTERNAL_ERROR;
        copy_text(out.message, "internal error in pg_games");
        copy_text(out.detail, e.what());
    } catch (...) {
        out.sqlstate = ERRCODE_INTERNAL_ERROR;
        copy_text(out.message, "internal error in pg_games");
        copy_text(out.detail, "An unknown C++ exception was caught.");
    }
}

void report(const CapturedError& error) {
    if (error.pg_error != nullptr) ReThrowError(error.pg_error);
    if (error.cancelled) {
        // The engine stopped because an interrupt is pending: let PostgreSQL serve it.
        CHECK_FOR_INTERRUPTS();
        ereport(ERROR, (errcode(ERRCODE_QUERY_CANCELED),
                        errmsg("canceling statement due to user request")));
    }
    ereport(ERROR, (errcode(error.sqlstate), errmsg("%s", error.message),
                    error.detail[0] != '\0' ? errdetail("%s", error.detail) : 0,
                    error.hint[0] != '\0' ? errhint("%s", error.hint) : 0));
    pg_unreachable();
}

bool interrupt_pending() { return QueryCancelPending || ProcDiePending; }

}  // namespace pg_games::pg
