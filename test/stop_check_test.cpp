// StopCheck: polling interval, deadline and cancel semantics shared by every engine.
#include <gtest/gtest.h>

#include <chrono>

#include "core/common/stop.h"

namespace {

bool cancel_flag = false;
bool cancel_requested() { return cancel_flag; }

TEST(StopCheck, NeverStopsWithoutPredicateOrDeadline) {
    pg_games::StopCheck stop;
    for (int i = 0; i < 100000; ++i) ASSERT_FALSE(stop.poll());
}

TEST(StopCheck, SeesCancelOnlyAtTheInterval) {
    cancel_flag = true;
    pg_games::StopCheck stop(&cancel_requested, 8);
    for (int i = 0; i < 7; ++i) EXPECT_FALSE(stop.poll()) << i;
    EXPECT_TRUE(stop.poll());
    EXPECT_TRUE(stop.cancelled());
    EXPECT_THROW(stop.throw_if_cancelled(), pg_games::Cancelled);
    cancel_flag = false;
}

TEST(StopCheck, DeadlineStopsWithoutCancelling) {
    pg_games::StopCheck stop(&cancel_requested, 1);
    stop.set_deadline(pg_games::StopCheck::Clock::now() - std::chrono::milliseconds(1));
    EXPECT_TRUE(stop.poll());
    EXPECT_FALSE(stop.cancelled());
    EXPECT_NO_THROW(stop.throw_if_cancelled());
}

}  // namespace
