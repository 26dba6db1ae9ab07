// The opening positions of the self-play games, read from a file in the referee's openings format.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tools/referee/openings.h"

namespace pg_games::gomoku_tune {

using referee::Opening;

// Reads a file in the referee's openings format (referee::parse_openings). Throws Error when it
// cannot be read, is malformed or holds no opening.
std::vector<Opening> read_openings(const std::string& path);

// One of the eight symmetries of the square (0 = identity) applied to an offset.
std::pair<int, int> transform(std::pair<int, int> offset, int symmetry);

}  // namespace pg_games::gomoku_tune
