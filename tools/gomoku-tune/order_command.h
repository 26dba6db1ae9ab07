// gomoku-tune order: the search's move-order weights fitted to the moves of a self-play data
// file, judged on held-out games.
#pragma once

#include <string>
#include <vector>

namespace pg_games::gomoku_tune {

// Runs the command on its arguments (after "order"); returns the exit status.
int order_command(const std::vector<std::string>& args);
extern const char* const kOrderUsage;

}  // namespace pg_games::gomoku_tune
