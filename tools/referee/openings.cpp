// Opening positions and the order of the games.
#include "tools/referee/openings.h"

#include <algorithm>
#include <cstdlib>
#include <random>
#include <sstream>

#include "core/common/error.h"

namespace pg_games::referee {

namespace {

// Parses one "dx,dy" token; false when it is not two integers separated by a comma.
bool parse_stone(const std::string& token, std::pair<int, int>& out) {
    size_t comma = token.find(',');
    if (comma == std::string::npos || comma == 0 || comma + 1 == token.size()) return false;
    const char* s = token.c_str();
    char* end = nullptr;
    long dx = std::strtol(s, &end, 10);
    if (end != s + comma) return false;
    long dy = std::strtol(s + comma + 1, &end, 10);
    if (*end != '\0') return false;
    if (dx < -32 || dx > 32 || dy < -32 || dy > 32) return false;
    out = {static_cast<int>(dx), static_cast<int>(dy)};
    return true;
}

}  // namespace

std::vector<Opening> parse_openings(const std::string& text) {
    std::vector<Opening> openings;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        if (size_t hash = line.find('#'); hash != std::string::npos) line.erase(hash);
        std::istringstream tokens(line);
        std::string token;
        Opening opening;
        while (tokens >> token) {
            std::pair<int, int> stone;
            if (!parse_stone(token, stone))
                throw Error(ErrorKind::InvalidText,
                            "invalid stone \"" + token + "\" on line " + std::to_string(number), "",
                            "write each stone as dx,dy: integer offsets from the centre");
            if (std::find(opening.begin(), opening.end(), stone) != opening.end())
                throw Error(ErrorKind::InvalidText,
                            "repeated stone \"" + token + "\" on line " + std::to_string(number));
            opening.push_back(stone);
        }
        if (!opening.empty()) openings.push_back(std::move(opening));
    }
    return openings;
}

std::vector<std::pair<int, int>> place_opening(const Opening& opening, int size) {
    std::vector<std::pair<int, int>> cells;
    int c = board_centre(size);
    for (auto [dx, dy] : opening) {
        int x = c + dx, y = c + dy;
        if (x < 1 || y < 1 || x > size || y > size)
            throw Error(ErrorKind::InvalidParameter,
                        "opening stone " + std::to_string(dx) + "," + std::to_string(dy) +
                            " is off a board of size " + std::to_string(size));
        cells.emplace_back(x, y);
    }
    return cells;
}

std::vector<Opening> random_openings(int count, int stones, int radius, uint64_t seed) {
    int side = 2 * radius + 1;
    if (stones > side * side)
        throw Error(ErrorKind::InvalidParameter, "too many opening stones for the radius");
    std::mt19937_64 rng(seed);  // its sequence is fixed by the standard
    std::vector<Opening> openings;
    for (int i = 0; i < count; ++i) {
        Opening opening;
        while (static_cast<int>(opening.size()) < stones) {
            // Plain modulo rather than a distribution: distributions differ between libraries.
            std::pair<int, int> stone{static_cast<int>(rng() % side) - radius,
                                      static_cast<int>(rng() % side) - radius};
            if (std::find(opening.begin(), opening.end(), stone) == opening.end())
                opening.push_back(stone);
        }
        openings.push_back(std::move(opening));
    }
    return openings;
}

std::vector<ScheduledGame> schedule_games(int players, int games_per_pair, int openings,
                                          bool gauntlet) {
    std::vector<std::pair<int, int>> pairs;
    for (int i = 0; i < players; ++i)
        for (int j = i + 1; j < players; ++j)
            if (!gauntlet || i == 0) pairs.emplace_back(i, j);
    std::vector<ScheduledGame> games;
    for (int k = 0; k < games_per_pair; ++k)
        for (auto [a, b] : pairs) {
            int opening = openings > 0 ? (k / 2) % openings : -1;
            if (k % 2 == 0)
                games.push_back({a, b, opening, k});
            else
                games.push_back({b, a, opening, k});
        }
    return games;
}

}  // namespace pg_games::referee
