// The contest lab: entries (SQL queries saved under a name) and matches and round robins
// between them, played in the background by the referee's players and recorded in the
// `referee` schema.
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tools/web/api.h"

namespace pg_games::web {

class Contest {
  public:
    explicit Contest(std::string conninfo, int max_jobs = 2);
    ~Contest();  // lets the games in progress finish, then stops

    // Creates the schema pgg_web (the entries) and the referee's schema if they are missing.
    void ensure_schema(PooledConnection& c);

    // A new job: each pair of `players` (entry names, "native" the built-in entry) plays
    // `games` games. Returns the job's state; 429 when too many jobs run.
    Json start(PooledConnection& c, const std::vector<std::string>& players, int games,
               double clock_s, int size, const std::string& title);
    // A job's state: progress, the game being played, the standings so far.
    Json job(long id);

  private:
    struct Job;
    void run(std::shared_ptr<Job> job);

    std::string conninfo_;
    int max_jobs_;
    std::mutex mutex_;
    std::map<long, std::shared_ptr<Job>> jobs_;
    std::map<long, std::thread> threads_;  // of the jobs not yet joined
    long next_id_ = 1;
    std::atomic<bool> stopping_{false};
};

}  // namespace pg_games::web
