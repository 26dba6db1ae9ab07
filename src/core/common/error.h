// The one exception type core engines throw for bad input; the glue maps its kind to a SQLSTATE.
#pragma once
#include "core/common/no_postgres.h"

#include <stdexcept>
#include <string>

namespace pg_games {

// What went wrong, in terms a SQL caller can act on (mapped 1:1 to SQLSTATEs in src/pg).
enum class ErrorKind {
    InvalidParameter,    // 22023: an argument value is not allowed
    InvalidText,         // 22P02: a text representation (a board) cannot be parsed
    OutOfRange,          // 22003: a number is outside the supported range
    NullValue,           // 22004: a NULL where a value is required
    DataException,       // 22000: the input is well formed but describes an impossible state
    UndefinedObject,     // 42704: a named thing (a dictionary) does not exist
    ProgramLimit,        // 54000: the request is too large for the engine
    NotSupported,        // 0A000: a variant the engine does not implement
    Internal             // XX000: a bug
};

// An error with a message and optional detail and hint, in PostgreSQL's message style.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, std::string message, std::string detail = {}, std::string hint = {})
        : std::runtime_error(std::move(message)),
          kind_(kind),
          detail_(std::move(detail)),
          hint_(std::move(hint)) {}

    ErrorKind kind() const { return kind_; }
    const std::string& detail() const { return detail_; }
    const std::string& hint() const { return hint_; }

private:
    ErrorKind kind_;
    std::string detail_;
    std::string hint_;
};

// Thrown by a long computation that was asked to stop; the glue turns it into the pending cancel.
class Cancelled : public std::exception {
public:
    const char* what() const noexcept override { return "computation cancelled"; }
};

}  // namespace pg_games
