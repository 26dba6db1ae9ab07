// The contest lab.
#include "tools/web/contest.h"

#include <random>

#include "builtin_openings.h"
#include "native_entry.h"
#include "tools/referee/elo.h"
#include "tools/referee/openings.h"
#include "tools/referee/recorder.h"
#include "tools/referee/sql_player.h"
#include "tools/web/standings.h"

namespace pg_games::web {

namespace ref = pg_games::referee;

namespace {

const char* kSchema = R"sql(
SET client_min_messages = warning;
BEGIN;
SELECT pg_advisory_xact_lock(7105362);
CREATE SCHEMA IF NOT EXISTS pgg_web;
COMMENT ON SCHEMA pgg_web IS 'pg_games-web: the contest entries saved from the page';
CREATE TABLE IF NOT EXISTS pgg_web.entry (
    name text PRIMARY KEY CHECK (name ~ '^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,39}$' AND name <> 'native'),
    source text NOT NULL CHECK (length(source) BETWEEN 1 AND 20000),
    saved_at timestamptz NOT NULL DEFAULT now()
);
COMMIT;
)sql";

// Records each move and keeps the job's view of the game in progress up to date.
class Observer : public ref::GameObserver {
  public:
    Observer(PGconn* conn, long game, std::function<void(int)> on_ply)
        : conn_(conn), game_(game), on_ply_(std::move(on_ply)) {}
    void on_move(const ref::Board&, const ref::MoveRecord& m) override {
        ref::record_move(conn_, game_, m);
        on_ply_(m.ply);
    }

  private:
    PGconn* conn_;
    long game_;
    std::function<void(int)> on_ply_;
};

}  // namespace

struct Contest::Job {
    long id = 0;
    std::string title;
    std::vector<std::string> names, sources;
    int games = 2, size = 19;
    double clock_ms = 60000;
    // Guarded by mutex:
    std::mutex mutex;
    std::string state = "starting";  // starting, running, done, failed
    std::string error;
    long tournament = 0;
    int total = 0, done = 0;
    long current_game = 0;
    int current_ply = 0;
    std::vector<ref::GameScore> scores;
    std::map<std::string, int> reasons;
};

Contest::Contest(std::string conninfo, int max_jobs)
    : conninfo_(std::move(conninfo)), max_jobs_(max_jobs) {}

Contest::~Contest() {
    stopping_ = true;
    for (auto& [id, t] : threads_)
        if (t.joinable()) t.join();
}

void Contest::ensure_schema(PooledConnection& c) {
    Result r(PQexec(c.conn, kSchema));
    if (!r || PQresultStatus(r.get()) != PGRES_COMMAND_OK)
        throw Unavailable(std::string("cannot create schema pgg_web: ") + PQerrorMessage(c.conn));
    ref::ensure_schema(c.conn);
    // Both set client_min_messages = warning: back to the pool's level (see pool.cpp).
    Result back(PQexec(c.conn, "SET client_min_messages = debug2"));
}

Json Contest::start(PooledConnection& c, const std::vector<std::string>& players, int games,
                    double clock_s, int size, const std::string& title) {
    auto job = std::make_shared<Job>();
    job->title = title;
    job->games = games;
    job->size = size;
    job->clock_ms = clock_s * 1000;
    for (const std::string& name : players) {
        if (name == "native") {
            job->names.push_back(name);
            job->sources.push_back(kNativeEntry);
            continue;
        }
        Result r = query(c, "SELECT source FROM pgg_web.entry WHERE name = $1", {name.c_str()});
        if (PQntuples(r.get()) != 1) throw ApiError(404, "no entry named \"" + name + "\"");
        job->names.push_back(name);
        job->sources.push_back(PQgetvalue(r.get(), 0, 0));
    }
    std::lock_guard<std::mutex> lock(mutex_);
    int running = 0;
    for (auto& [id, j] : jobs_) {
        bool finished;
        {
            std::lock_guard<std::mutex> jl(j->mutex);
            finished = j->state != "running" && j->state != "starting";
        }
        running += !finished;
        auto t = threads_.find(id);
        if (finished && t != threads_.end()) {  // its thread is returning: reclaim it
            t->second.join();
            threads_.erase(t);
        }
    }
    if (running >= max_jobs_)
        throw ApiError(
            429, "already " + std::to_string(running) + " matches running; wait for one to finish");
    job->id = next_id_++;
    jobs_[job->id] = job;
    threads_.emplace(job->id, std::thread([this, job] { run(job); }));
    return Json{{"id", job->id}, {"state", "starting"}};
}

Json Contest::job(long id) {
    std::shared_ptr<Job> j;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        auto it = jobs_.find(id);
        if (it == jobs_.end()) throw ApiError(404, "no match " + std::to_string(id));
        j = it->second;
    }
    std::lock_guard<std::mutex> lock(j->mutex);
    Json standings = standings_json(j->names, j->scores);
    return Json{{"id", j->id},
                {"title", j->title},
                {"state", j->state},
                {"error", j->error},
                {"players", j->names},
                {"tournament_id", j->tournament},
                {"total", j->total},
                {"done", j->done},
                {"current_game", j->current_game},
                {"current_ply", j->current_ply},
                {"standings", standings},
                {"reasons", j->reasons}};
}

void Contest::run(std::shared_ptr<Job> job) {
    std::vector<std::pair<ref::Seat, ref::Seat>> seats;
    ref::Connection admin;
    try {
        admin = ref::connect(conninfo_);
        ref::Options o;
        o.conninfo = conninfo_;
        o.size = job->size;
        o.clock_ms = job->clock_ms;
        o.games_per_pair = job->games;
        o.name = job->title;
        for (const std::string& n : job->names) {
            ref::PlayerSpec p;
            p.name = n;
            p.path = n == "native" ? "bench/gomoku/contest_player.sql" : "pgg_web.entry:" + n;
            o.players.push_back(p);
        }
        std::vector<ref::Opening> openings = ref::parse_openings(ref::kBuiltinOpenings);
        std::vector<ref::ScheduledGame> schedule =
            ref::schedule_games(static_cast<int>(o.players.size()), o.games_per_pair,
                                static_cast<int>(openings.size()), false);
        ref::ensure_schema(admin.get());
        long tournament = ref::create_tournament(admin.get(), o, "built-in balanced openings",
                                                 job->sources, "pg_games-web: " + job->title);
        {
            std::lock_guard<std::mutex> lock(job->mutex);
            job->tournament = tournament;
            job->total = static_cast<int>(schedule.size());
            job->state = "running";
        }
        std::random_device rd;
        std::string prefix = "pgg_referee_" + std::to_string(tournament) + "_";
        for (int i = 0; i < 6; ++i) prefix += static_cast<char>('a' + rd() % 26);
        seats.emplace_back(ref::create_seat(admin.get(), prefix + "_0b", o.size),
                           ref::create_seat(admin.get(), prefix + "_0w", o.size));
        ref::GameRules rules{o.size, o.rule, o.clock_ms, 0};
        for (size_t index = 0; index < schedule.size() && !stopping_; ++index) {
            const ref::ScheduledGame& sg = schedule[index];
            const ref::Opening& opening = openings[sg.opening];
            std::string opening_text;
            for (auto [dx, dy] : opening)
                opening_text += (opening_text.empty() ? "" : " ") + std::to_string(dx) + "," +
                                std::to_string(dy);
            long game = ref::create_game(admin.get(), tournament, static_cast<int>(index) + 1,
                                         sg.black, sg.white, opening_text);
            {
                std::lock_guard<std::mutex> lock(job->mutex);
                job->current_game = game;
                job->current_ply = 0;
            }
            Observer observer(admin.get(), game, [&](int ply) {
                std::lock_guard<std::mutex> lock(job->mutex);
                job->current_ply = ply;
            });
            ref::SqlPlayer black(o.players[sg.black], job->sources[sg.black], conninfo_,
                                 seats[0].first, admin.get());
            ref::SqlPlayer white(o.players[sg.white], job->sources[sg.white], conninfo_,
                                 seats[0].second, admin.get());
            ref::GameResult result;
            try {
                result = ref::play_game(rules, ref::place_opening(opening, o.size), black, white,
                                        &observer);
                ref::finish_game(admin.get(), game, &result, sg.black, sg.white);
            } catch (const std::exception& e) {
                if (PQstatus(admin.get()) != CONNECTION_OK) admin = ref::connect(conninfo_);
                ref::finish_game(admin.get(), game, nullptr, sg.black, sg.white, e.what());
                throw;
            }
            std::lock_guard<std::mutex> lock(job->mutex);
            ++job->done;
            job->scores.push_back({sg.black, sg.white,
                                   result.outcome == ref::Outcome::BlackWins   ? 1.0
                                   : result.outcome == ref::Outcome::WhiteWins ? 0.0
                                                                               : 0.5});
            ++job->reasons[result.reason];
        }
        for (auto& [b, w] : seats) {
            ref::drop_seat(admin.get(), b);
            ref::drop_seat(admin.get(), w);
        }
        seats.clear();
        ref::finish_tournament(admin.get(), tournament);
        std::lock_guard<std::mutex> lock(job->mutex);
        job->state = stopping_ ? "stopped" : "done";
    } catch (const std::exception& e) {
        if (admin && PQstatus(admin.get()) == CONNECTION_OK)
            for (auto& [b, w] : seats) {
                ref::drop_seat(admin.get(), b);
                ref::drop_seat(admin.get(), w);
            }
        std::lock_guard<std::mutex> lock(job->mutex);
        job->state = "failed";
        job->error = e.what();
    }
}

// ---------------------------------------------------------------------------------------------
// Routes

namespace {

// The saved entries, plus the built-in native one.
Json list_entries(App& app) {
    Pool::Lease c = app.pool->acquire();
    Result r = query(*c, "SELECT name, source, saved_at FROM pgg_web.entry ORDER BY name", {});
    Json out = Json::array();
    out.push_back({{"name", "native"}, {"source", kNativeEntry}, {"builtin", true}});
    for (int i = 0; i < PQntuples(r.get()); ++i)
        out.push_back({{"name", PQgetvalue(r.get(), i, 0)},
                       {"source", PQgetvalue(r.get(), i, 1)},
                       {"saved_at", PQgetvalue(r.get(), i, 2)},
                       {"builtin", false}});
    return Json{{"entries", out}};
}

// Checks an entry's name: letters, digits, '_', ' ', '.', '-', at most 40, not "native".
std::string entry_name(const std::string& name) {
    if (name.empty() || name.size() > 40)
        throw ApiError(400, "an entry's name has 1 to 40 characters");
    for (size_t i = 0; i < name.size(); ++i) {
        char ch = name[i];
        bool ok = isalnum(static_cast<unsigned char>(ch)) || ch == '_' ||
                  (i > 0 && (ch == ' ' || ch == '.' || ch == '-'));
        if (!ok)
            throw ApiError(400,
                           "an entry's name is made of letters, digits, '_', and after the "
                           "first character ' ', '.', '-'");
    }
    if (name == "native") throw ApiError(400, "\"native\" is the built-in entry's name");
    return name;
}

}  // namespace

void register_contest(httplib::Server& server, App& app) {
    App* a = &app;
    route(server, "GET", "/api/entries", [a](auto&, const Json&) { return list_entries(*a); });
    route(server, "POST", "/api/entries", [a](auto&, const Json& body) {
        std::string name = entry_name(string_field(body, "name", 40));
        std::string source = string_field(body, "source", 20000);
        if (source.find_first_not_of(" \t\r\n") == std::string::npos)
            throw ApiError(400, "the query is empty");
        Pool::Lease c = a->pool->acquire();
        query(*c,
              "INSERT INTO pgg_web.entry (name, source) VALUES ($1, $2) ON CONFLICT (name) "
              "DO UPDATE SET source = excluded.source, saved_at = now()",
              {name.c_str(), source.c_str()});
        return Json{{"name", name}, {"saved", true}};
    });
    // A match: two entries play `games` games (colours alternate, balanced openings).
    route(server, "POST", "/api/matches", [a](auto&, const Json& body) {
        std::string p1 = string_field(body, "a", 40), p2 = string_field(body, "b", 40, "native");
        if (p1 == p2)
            throw ApiError(400, "an entry cannot play itself here; pick another opponent");
        int games = int_field(body, "games", 1, 20, 2);
        int clock = int_field(body, "clock_s", 1, 300, 60);
        int size = int_field(body, "size", 10, 19, 19);
        Pool::Lease c = a->pool->acquire();
        return a->contest->start(*c, {p1, p2}, games, clock, size,
                                 "web match: " + p1 + " vs " + p2);
    });
    // A round robin of every entry and the native one.
    route(server, "POST", "/api/roundrobin", [a](auto&, const Json& body) {
        int games = int_field(body, "games", 1, 20, 2);
        int clock = int_field(body, "clock_s", 1, 300, 60);
        int size = int_field(body, "size", 10, 19, 19);
        Pool::Lease c = a->pool->acquire();
        Result r = query(*c, "SELECT name FROM pgg_web.entry ORDER BY name", {});
        std::vector<std::string> players{"native"};
        for (int i = 0; i < PQntuples(r.get()); ++i) players.push_back(PQgetvalue(r.get(), i, 0));
        if (players.size() < 2) throw ApiError(400, "save an entry first");
        if (players.size() > 16) throw ApiError(400, "a round robin takes at most 16 entries");
        return a->contest->start(*c, players, games, clock, size, "web round robin");
    });
    route(server, "GET", R"(/api/matches/(\d+))", [a](const httplib::Request& req, const Json&) {
        return a->contest->job(id_param(req, 1));
    });
}

}  // namespace pg_games::web
