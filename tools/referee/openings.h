// Opening positions (a few stones near the centre) and the order in which games are played.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pg_games::referee {

// Stones as (dx, dy) offsets from the centre, alternating colours starting with black.
using Opening = std::vector<std::pair<int, int>>;

// Parses the openings format: one opening per line, stones as "dx,dy" separated by blanks,
// '#' starts a comment, blank lines are skipped. Throws pg_games::Error(InvalidText) naming
// the line on a malformed stone or a repeated cell.
std::vector<Opening> parse_openings(const std::string& text);

// The centre cell of a board, 1-based: 10 on 19x19, 8 on 15x15, 10 on 20x20.
inline int board_centre(int size) {
    return (size + 1) / 2;
}

// The opening's stones as 1-based cells on a board of `size`. Throws pg_games::Error
// (InvalidParameter) if a stone falls off the board.
std::vector<std::pair<int, int>> place_opening(const Opening& opening, int size);

// `count` random openings of `stones` stones each, distinct cells within `radius` of the centre;
// the same seed gives the same openings on every machine.
std::vector<Opening> random_openings(int count, int stones, int radius, uint64_t seed);

// One game of a tournament: players by index, the opening by index (-1: empty board).
struct ScheduledGame {
    int black;
    int white;
    int opening;
    int round;  // 0-based game number within its pair
};

// Every pair (or, in a gauntlet, the first player against each other) plays `games_per_pair`
// games: game k of a pair uses opening k/2 (cycling) and the colours alternate, so each opening
// is played twice with colours swapped. Ordered round by round so that partial results are
// balanced across pairs.
std::vector<ScheduledGame> schedule_games(int players, int games_per_pair, int openings,
                                          bool gauntlet);

}  // namespace pg_games::referee
