// The JSON API's plumbing: errors as 4xx answers with a message, request bodies, routes.
#pragma once

#include <httplib.h>

#include <functional>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "tools/web/pool.h"

namespace pg_games::web {

using Json = nlohmann::json;

// A request the API refuses: answered with `status` and {"error": message}.
class ApiError : public std::runtime_error {
  public:
    ApiError(int status, const std::string& message)
        : std::runtime_error(message), status_(status) {}
    int status() const { return status_; }

  private:
    int status_;
};

class Contest;

// What the handlers share.
struct App {
    Pool* pool;
    Contest* contest;
};

// A handler: the request's JSON body (an empty object for GET) in, the answer out.
using Handler = std::function<Json(const httplib::Request&, const Json& body)>;

// Registers a JSON route. Errors become answers: ApiError its status, a malformed body 400,
// an SQL error in the caller's input (SQLSTATE class 22, 42704, 54000) 400 with the server's
// message, cancelled 503, the database unreachable 503, anything else 500 (never expected).
void route(httplib::Server& server, const char* method, const std::string& pattern, Handler h);

// Typed fields of a body; each missing or out-of-range value is a 400 naming the field.
int int_field(const Json& body, const char* name, int low, int high);
int int_field(const Json& body, const char* name, int low, int high, int fallback);
double number_field(const Json& body, const char* name, double low, double high, double fallback);
std::string string_field(const Json& body, const char* name, size_t max_bytes);
std::string string_field(const Json& body, const char* name, size_t max_bytes,
                         const std::string& fallback);

// A path parameter (\d+ in the route) as a number; 404 when it does not fit.
long id_param(const httplib::Request& req, int index);

// A cell [a, b] of two integers (far-off values clamped to +-1000000); 400 otherwise.
std::pair<int, int> read_cell(const Json& v, const char* what);

// A result's value as text ("" when NULL) / as an integer.
std::string text_value(const Result& r, int row, int col);
long long int_value(const Result& r, int row, int col);

// Registers each part of the API.
void register_gomoku(httplib::Server& server, App& app);
void register_balda(httplib::Server& server, App& app);
void register_solved(httplib::Server& server, App& app);
void register_contest(httplib::Server& server, App& app);
void register_watch(httplib::Server& server, App& app);

}  // namespace pg_games::web
