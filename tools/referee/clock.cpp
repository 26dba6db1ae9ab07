// A player's clock for one game.
#include "tools/referee/clock.h"

#include <cmath>

namespace pg_games::referee {

bool GameClock::charge(double elapsed_ms) {
    used_ms_ += elapsed_ms < 0 ? 0 : elapsed_ms;
    return !expired();
}

int64_t GameClock::statement_timeout_ms() const {
    double left = remaining_ms();
    if (left <= 1) return 1;
    return static_cast<int64_t>(std::ceil(left));
}

}  // namespace pg_games::referee
