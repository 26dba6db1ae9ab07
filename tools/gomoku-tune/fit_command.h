// gomoku-tune fit: the weights fitted to a self-play data file, judged on held-out games.
#pragma once

#include <string>
#include <vector>

namespace pg_games::gomoku_tune {

// Runs the command on its arguments (after "fit"); returns the exit status.
int fit_command(const std::vector<std::string>& args);
extern const char* const kFitUsage;

}  // namespace pg_games::gomoku_tune
