// Time management: the node budget (the deterministic limit), the time cap (a safety limit) and
// the caller's cancel request, checked together as the search counts its nodes.
#pragma once
#include "core/common/no_postgres.h"

#include <algorithm>
#include <chrono>
#include <cstdint>

#include "core/common/stop.h"

namespace pg_games::gomoku {

class Limits {
public:
    using Clock = std::chrono::steady_clock;

    // target_ms: the time the search aims to use (0: none, it plans by the cap alone).
    Limits(StopCheck& stop, uint64_t node_budget, int time_limit_ms, int target_ms = 0)
        : stop_(stop), budget_(node_budget), start_(Clock::now()) {
        hard_deadline_ = start_ + std::chrono::milliseconds(time_limit_ms);
        deadline_ = hard_deadline_;
        phase_end_ = deadline_;
        planned_ = std::chrono::milliseconds(target_ms > 0 ? std::min(target_ms, time_limit_ms)
                                                           : time_limit_ms);
    }

    // Counts a node; true once the search (or the current phase) must unwind. Throws Cancelled
    // on a cancel request.
    bool tick() {
        ++nodes_;
        if (stop_.poll()) {
            if (stop_.cancelled()) throw Cancelled();
            aborted_ = true;
        }
        if (nodes_ >= budget_) aborted_ = true;
        if ((nodes_ & 1023) == 0) {
            auto now = Clock::now();
            if (now >= deadline_) aborted_ = true;
            if (now >= phase_end_) phase_over_ = true;
        }
        return aborted_ || phase_over_;
    }

    // A phase of the search (the root threat searches) that may use only the first `fraction` of
    // the planned time (the target, else the cap); tick() reports true once it is spent, until
    // end_phase().
    void begin_phase(double fraction) {
        phase_end_ = start_ + std::chrono::duration_cast<Clock::duration>(planned_ * fraction);
        phase_over_ = false;
    }
    void end_phase() {
        phase_end_ = deadline_;
        phase_over_ = false;
    }
    bool aborted() const { return aborted_; }
    bool phase_over() const { return phase_over_; }
    uint64_t nodes() const { return nodes_; }
    uint64_t budget() const { return budget_; }
    // Nodes still available under the budget.
    uint64_t remaining() const { return nodes_ >= budget_ ? 0 : budget_ - nodes_; }
    double elapsed_ms() const {
        return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }
    // True when less than `fraction` of the time cap is left (iterative deepening stops early).
    bool time_nearly_up(double fraction) const {
        auto total = deadline_ - start_;
        return Clock::now() >=
               deadline_ - std::chrono::duration_cast<Clock::duration>(total * fraction);
    }
    // Whether a target was given (the search then plans by it, see search.cpp).
    bool has_target() const { return planned_ < hard_deadline_ - start_; }
    double planned_ms() const {
        return std::chrono::duration<double, std::milli>(planned_).count();
    }
    // Moves the deadline to `ms` after the start, never past the hard limit.
    void set_deadline_ms(double ms) {
        auto d = start_ + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double, std::milli>(ms));
        deadline_ = std::min(d, hard_deadline_);
        phase_end_ = deadline_;
    }

private:
    StopCheck& stop_;
    uint64_t budget_;
    uint64_t nodes_ = 0;
    bool aborted_ = false;
    bool phase_over_ = false;
    Clock::time_point start_, hard_deadline_, deadline_, phase_end_;
    Clock::duration planned_;
};

}  // namespace pg_games::gomoku
