// The opening positions of the self-play games, read from the referee's openings file.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace pg_games::gomoku_tune {

// Stones as (dx, dy) offsets from the centre, colours alternating from black.
using Opening = std::vector<std::pair<int, int>>;

// Reads a file in the referee's openings format (one opening per line, "dx,dy" stones separated
// by blanks, '#' starts a comment). Throws Error when it cannot be read or holds no opening.
std::vector<Opening> read_openings(const std::string& path);

// One of the eight symmetries of the square (0 = identity) applied to an offset.
std::pair<int, int> transform(std::pair<int, int> offset, int symmetry);

}  // namespace pg_games::gomoku_tune
