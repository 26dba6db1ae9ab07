// pg_games-web: a small HTTP server for playing the pg_games engines in a browser, running
// contests between SQL entries and watching recorded games. Serves the page (static files) and a
// JSON API whose every game action is a pg_games SQL function.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>

#include <sys/stat.h>

#include "tools/web/api.h"
#include "tools/web/contest.h"

namespace {

const char* kUsage =
    "usage: pg_games-web [OPTION]...\n"
    "  -p, --port N        port to listen on (default 8080; 0 picks a free one)\n"
    "      --host ADDR     address to listen on (default 127.0.0.1)\n"
    "  -d, --dbname CONN   the database: a conninfo string or URI (default: libpq's environment)\n"
    "      --static DIR    the page's files (default: the source tree's tools/web/static when\n"
    "                      it is there, else the installed " PGG_WEB_INSTALLED_STATIC_DIR ")\n"
    "      --threads N     HTTP worker threads (default 32)\n"
    "      --pool N        database connections for requests (default 8)\n"
    "      --max-matches N contest matches running at once (default 2)\n";

// The build tree's page when the sources are at hand, else the copy cmake --install made.
std::string default_static_dir() {
    struct stat st;
    if (stat(PGG_WEB_STATIC_DIR, &st) == 0 && S_ISDIR(st.st_mode)) return PGG_WEB_STATIC_DIR;
    return PGG_WEB_INSTALLED_STATIC_DIR;
}

struct Settings {
    int port = 8080;
    std::string host = "127.0.0.1";
    std::string conninfo;
    std::string static_dir = default_static_dir();
    int threads = 32;
    int pool = 8;
    int max_jobs = 2;
};

// A number argument in [low, high], or exit 2.
int number(const char* option, const char* text, int low, int high) {
    char* end = nullptr;
    long v = std::strtol(text, &end, 10);
    if (!*text || *end || v < low || v > high) {
        fprintf(stderr, "pg_games-web: %s must be a number from %d to %d\n", option, low, high);
        exit(2);
    }
    return static_cast<int>(v);
}

Settings parse(int argc, char** argv) {
    Settings s;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto next = [&]() -> const char* {
            if (i + 1 >= argc) {
                fprintf(stderr, "pg_games-web: %s needs a value\n%s", a.c_str(), kUsage);
                exit(2);
            }
            return argv[++i];
        };
        if (a == "-p" || a == "--port")
            s.port = number("--port", next(), 0, 65535);
        else if (a == "--host")
            s.host = next();
        else if (a == "-d" || a == "--dbname")
            s.conninfo = next();
        else if (a == "--static")
            s.static_dir = next();
        else if (a == "--threads")
            s.threads = number("--threads", next(), 1, 4096);
        else if (a == "--pool")
            s.pool = number("--pool", next(), 1, 256);
        else if (a == "--max-matches")
            s.max_jobs = number("--max-matches", next(), 1, 16);
        else if (a == "-h" || a == "--help") {
            fputs(kUsage, stdout);
            exit(0);
        } else {
            fprintf(stderr, "pg_games-web: unknown argument %s\n%s", a.c_str(), kUsage);
            exit(2);
        }
    }
    return s;
}

}  // namespace

int main(int argc, char** argv) {
    using namespace pg_games::web;
    Settings s = parse(argc, argv);
    // SIGINT and SIGTERM stop the server from a thread of their own (sigwait), not a handler.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    std::signal(SIGPIPE, SIG_IGN);

    Pool pool(s.conninfo, s.pool);
    Contest contest(s.conninfo, s.max_jobs);
    std::string extension;
    try {
        Pool::Lease c = pool.acquire();
        Result r = query(*c, "SELECT extversion FROM pg_extension WHERE extname = 'pg_games'", {});
        if (PQntuples(r.get()) != 1) {
            fprintf(stderr,
                    "pg_games-web: the database has no pg_games extension "
                    "(CREATE EXTENSION pg_games)\n");
            return 2;
        }
        extension = PQgetvalue(r.get(), 0, 0);
        contest.ensure_schema(*c);
    } catch (const std::exception& e) {
        fprintf(stderr, "pg_games-web: %s\n", e.what());
        return 2;
    }

    httplib::Server server;
    int threads = s.threads;
    server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
    server.set_payload_max_length(256 * 1024);
    server.set_read_timeout(10, 0);
    server.set_write_timeout(10, 0);
    server.set_keep_alive_max_count(1000);
    server.set_tcp_nodelay(true);  // answers go out at once, not after a delayed ACK
    if (!server.set_mount_point("/", s.static_dir)) {
        fprintf(stderr, "pg_games-web: %s is not a directory (--static)\n", s.static_dir.c_str());
        return 2;
    }
    server.set_file_extension_and_mimetype_mapping("mjs", "text/javascript");
    server.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
        if (!res.body.empty()) return;
        std::string m = res.status == 404   ? "no such route: " + req.method + " " + req.path
                        : res.status == 413 ? std::string("the request body is too large")
                                            : "HTTP error " + std::to_string(res.status);
        res.set_content(Json{{"error", m}}.dump(-1, ' ', false, Json::error_handler_t::replace),
                        "application/json");
    });
    App app{&pool, &contest};
    register_gomoku(server, app);
    register_balda(server, app);
    register_solved(server, app);
    register_contest(server, app);
    register_watch(server, app);
    route(server, "GET", "/api/health", [&](auto&, const Json&) {
        Pool::Lease c = pool.acquire();
        Result r = query(*c, "SELECT 1", {});
        return Json{{"server", PGG_VERSION}, {"extension", extension}};
    });

    int port = s.port;
    if (port == 0) {
        port = server.bind_to_any_port(s.host);
    } else if (!server.bind_to_port(s.host, port)) {
        port = -1;
    }
    if (port < 0) {
        fprintf(stderr, "pg_games-web: cannot listen on %s:%d\n", s.host.c_str(), s.port);
        return 2;
    }
    printf("pg_games-web: listening on http://%s:%d/ (pg_games %s)\n", s.host.c_str(), port,
           extension.c_str());
    fflush(stdout);
    std::thread stopper([&] {
        int sig = 0;
        sigwait(&stop_signals, &sig);
        server.stop();
    });
    bool ok = server.listen_after_bind();
    if (!ok) {  // listening ended by itself: wake the signal thread
        pthread_kill(stopper.native_handle(), SIGTERM);
    }
    stopper.join();
    printf("pg_games-web: stopped\n");
    return ok ? 0 : 1;
}
