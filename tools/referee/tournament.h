// A tournament: every pair of players plays its games, several at a time, each recorded.
#pragma once

#include <string>

#include "tools/referee/options.h"

namespace pg_games::referee {

// Plays the tournament the options describe, printing progress and the final standings.
// Returns the process exit status: 0 when every game was played (whoever won), 1 when games
// were aborted by the referee's own failures; throws on set-up errors.
int run_tournament(const Options& options, const std::string& command);

// Prints the recorded position of a game (--replay).
int replay_game(const Options& options);

}  // namespace pg_games::referee
