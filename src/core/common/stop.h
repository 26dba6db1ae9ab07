// How long computations learn that they must stop: a cancel predicate plus an optional deadline.
#pragma once
#include "core/common/no_postgres.h"

#include <chrono>
#include <cstdint>

#include "core/common/error.h"

namespace pg_games {

// A cheap "should I stop?" check. Engines call poll() every node; the predicate and the clock
// are consulted only every `interval` calls, so polling costs a counter decrement.
class StopCheck {
public:
    using Predicate = bool (*)();
    using Clock = std::chrono::steady_clock;

    StopCheck() = default;
    explicit StopCheck(Predicate cancel_requested, uint32_t interval = 4096)
        : cancel_requested_(cancel_requested), interval_(interval), countdown_(interval) {}

    // Stop (softly) once this instant has passed; the search returns its best result so far.
    void set_deadline(Clock::time_point deadline) {
        deadline_ = deadline;
        has_deadline_ = true;
    }
    void clear_deadline() { has_deadline_ = false; }
    bool has_deadline() const { return has_deadline_; }
    Clock::time_point deadline() const { return deadline_; }

    // True once the deadline passed or cancel was requested; checks only every `interval` calls.
    bool poll() {
        if (stopped_) return true;
        if (--countdown_ != 0) return false;
        countdown_ = interval_;
        return check_now();
    }

    // Checks at once, regardless of the interval.
    bool check_now() {
        if (cancel_requested_ != nullptr && cancel_requested_()) {
            cancelled_ = stopped_ = true;
        } else if (has_deadline_ && Clock::now() >= deadline_) {
            stopped_ = true;
        }
        return stopped_;
    }

    // True when the stop came from a cancel request rather than from the deadline.
    bool cancelled() const { return cancelled_; }
    bool stopped() const { return stopped_; }

    // For computations with no useful partial result: throws Cancelled when cancel was requested.
    void throw_if_cancelled() {
        if (poll() && cancelled_) throw Cancelled();
    }

private:
    Predicate cancel_requested_ = nullptr;
    uint32_t interval_ = 4096;
    uint32_t countdown_ = 4096;
    Clock::time_point deadline_{};
    bool has_deadline_ = false;
    bool stopped_ = false;
    bool cancelled_ = false;
};

}  // namespace pg_games
