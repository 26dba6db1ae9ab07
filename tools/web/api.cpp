// The JSON API's plumbing.
#include "tools/web/api.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace pg_games::web {

namespace {

using Clock = std::chrono::steady_clock;

// Writes {"error": message} with the status.
void fail(httplib::Response& res, int status, const std::string& message) {
    res.status = status;
    // Messages may quote the request's bytes, which need not be UTF-8.
    res.set_content(Json{{"error", message}}.dump(-1, ' ', false, Json::error_handler_t::replace),
                    "application/json");
}

// SQLSTATEs that say the request's input was wrong.
bool input_error(const std::string& state) {
    return state.rfind("22", 0) == 0 || state == "42704" || state == "54000";
}

}  // namespace

void route(httplib::Server& server, const char* method, const std::string& pattern, Handler h) {
    auto wrapped = [h](const httplib::Request& req, httplib::Response& res) {
        auto t0 = Clock::now();
        sql_ms_this_thread() = 0;
        wait_ms_this_thread() = 0;
        try {
            Json body = Json::object();
            if (!req.body.empty()) {
                body = Json::parse(req.body);
                if (!body.is_object())
                    throw ApiError(400, "the request body must be a JSON object");
            }
            Json out = h(req, body);
            res.set_content(out.dump(-1, ' ', false, Json::error_handler_t::replace),
                            "application/json");
        } catch (const ApiError& e) {
            fail(res, e.status(), e.what());
        } catch (const Json::parse_error& e) {
            fail(res, 400, std::string("malformed JSON: ") + e.what());
        } catch (const Json::exception& e) {
            fail(res, 400, std::string("unexpected JSON value: ") + e.what());
        } catch (const SqlError& e) {
            std::string m = e.what();
            if (!e.detail().empty()) m += " (" + e.detail() + ")";
            if (e.sqlstate() == "57014")
                fail(res, 503, "the database cancelled the request: " + m);
            else if (input_error(e.sqlstate()))
                fail(res, 400, m);
            else {
                fprintf(stderr, "pg_games-web: %s %s: SQL error %s: %s\n", req.method.c_str(),
                        req.path.c_str(), e.sqlstate().c_str(), m.c_str());
                fail(res, 500, "database error " + e.sqlstate() + ": " + m);
            }
        } catch (const Unavailable& e) {
            fail(res, 503, e.what());
        } catch (const std::exception& e) {
            fprintf(stderr, "pg_games-web: %s %s: %s\n", req.method.c_str(), req.path.c_str(),
                    e.what());
            fail(res, 500, std::string("internal error: ") + e.what());
        }
        double total = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        double sql = sql_ms_this_thread(), wait = wait_ms_this_thread();
        char timing[128];
        snprintf(timing, sizeof timing, "sql;dur=%.3f, wait;dur=%.3f, app;dur=%.3f", sql, wait,
                 total - sql - wait);
        res.set_header("Server-Timing", timing);
        res.set_header("Cache-Control", "no-store");
    };
    std::string m = method;
    if (m == "GET")
        server.Get(pattern, wrapped);
    else if (m == "POST")
        server.Post(pattern, wrapped);
    else if (m == "DELETE")
        server.Delete(pattern, wrapped);
}

int int_field(const Json& body, const char* name, int low, int high) {
    auto it = body.find(name);
    if (it == body.end() || !it->is_number_integer())
        throw ApiError(400, std::string("\"") + name + "\" must be an integer");
    long long v = it->get<long long>();
    if (v < low || v > high)
        throw ApiError(400, std::string("\"") + name + "\" must be between " + std::to_string(low) +
                                " and " + std::to_string(high));
    return static_cast<int>(v);
}

int int_field(const Json& body, const char* name, int low, int high, int fallback) {
    if (!body.contains(name) || body[name].is_null()) return fallback;
    return int_field(body, name, low, high);
}

double number_field(const Json& body, const char* name, double low, double high, double fallback) {
    auto it = body.find(name);
    if (it == body.end() || it->is_null()) return fallback;
    if (!it->is_number()) throw ApiError(400, std::string("\"") + name + "\" must be a number");
    double v = it->get<double>();
    if (!(v >= low && v <= high))
        throw ApiError(400, std::string("\"") + name + "\" must be between " + Json(low).dump() +
                                " and " + Json(high).dump());
    return v;
}

std::string string_field(const Json& body, const char* name, size_t max_bytes) {
    auto it = body.find(name);
    if (it == body.end() || !it->is_string())
        throw ApiError(400, std::string("\"") + name + "\" must be a string");
    std::string v = it->get<std::string>();
    if (v.size() > max_bytes)
        throw ApiError(400, std::string("\"") + name + "\" is longer than " +
                                std::to_string(max_bytes) + " bytes");
    return v;
}

std::string string_field(const Json& body, const char* name, size_t max_bytes,
                         const std::string& fallback) {
    if (!body.contains(name) || body[name].is_null()) return fallback;
    return string_field(body, name, max_bytes);
}

long id_param(const httplib::Request& req, int index) {
    const std::string& s = req.matches[index];
    if (s.empty() || s.size() > 15) throw ApiError(404, "no such id: " + s);
    return std::stol(s);
}

std::pair<int, int> read_cell(const Json& v, const char* what) {
    if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
        throw ApiError(400, std::string(what) + " must be a cell [x, y] of integers");
    auto clamp = [](long long n) {
        return static_cast<int>(n < -1000000 ? -1000000 : n > 1000000 ? 1000000 : n);
    };
    return {clamp(v[0].get<long long>()), clamp(v[1].get<long long>())};
}

std::string text_value(const Result& r, int row, int col) {
    return PQgetisnull(r.get(), row, col) ? "" : PQgetvalue(r.get(), row, col);
}

long long int_value(const Result& r, int row, int col) {
    return std::strtoll(PQgetvalue(r.get(), row, col), nullptr, 10);
}

}  // namespace pg_games::web
