// A player's clock for one game: the total time its answers may take (the contest gives 5 min).
#pragma once

#include <cstdint>

namespace pg_games::referee {

class GameClock {
  public:
    explicit GameClock(double budget_ms) : budget_ms_(budget_ms) {}

    double budget_ms() const { return budget_ms_; }
    double used_ms() const { return used_ms_; }
    double remaining_ms() const { return budget_ms_ - used_ms_; }
    bool expired() const { return used_ms_ > budget_ms_; }

    // Charges the time one answer took; returns false when it ran past the budget.
    bool charge(double elapsed_ms);

    // The statement_timeout for the next answer, in whole milliseconds: the remaining time
    // rounded up, at least 1 (0 would mean "no timeout" to PostgreSQL).
    int64_t statement_timeout_ms() const;

  private:
    double budget_ms_;
    double used_ms_ = 0;
};

}  // namespace pg_games::referee
