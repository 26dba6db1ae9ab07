// gomoku-tune selfplay: games of the engine against itself, written as one line per position.
#pragma once

#include <string>
#include <vector>

namespace pg_games::gomoku_tune {

// Runs the command on its arguments (after "selfplay"); returns the exit status.
int selfplay_command(const std::vector<std::string>& args);
extern const char* const kSelfplayUsage;

}  // namespace pg_games::gomoku_tune
