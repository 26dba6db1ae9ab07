// Reading the openings file and turning openings by the board's symmetries.
#include "openings.h"

#include <cstdio>
#include <fstream>
#include <sstream>

#include "core/common/error.h"

namespace pg_games::gomoku_tune {

std::vector<Opening> read_openings(const std::string& path) {
    std::ifstream in(path);
    if (!in)
        throw Error(ErrorKind::UndefinedObject, "cannot read the openings file " + path, {},
                    "Run from the source tree or pass --openings FILE.");
    std::vector<Opening> openings;
    std::string line;
    int number = 0;
    while (std::getline(in, line)) {
        ++number;
        line = line.substr(0, line.find('#'));
        std::istringstream tokens(line);
        std::string token;
        Opening opening;
        while (tokens >> token) {
            int dx, dy;
            char rest;
            if (std::sscanf(token.c_str(), "%d,%d%c", &dx, &dy, &rest) != 2)
                throw Error(ErrorKind::InvalidText, "invalid stone \"" + token + "\" on line " +
                                                        std::to_string(number) + " of " + path);
            opening.emplace_back(dx, dy);
        }
        if (!opening.empty()) openings.push_back(std::move(opening));
    }
    if (openings.empty()) throw Error(ErrorKind::InvalidText, "no opening in " + path);
    return openings;
}

std::pair<int, int> transform(std::pair<int, int> offset, int symmetry) {
    auto [x, y] = offset;
    if (symmetry & 4) std::swap(x, y);
    if (symmetry & 2) y = -y;
    if (symmetry & 1) x = -x;
    return {x, y};
}

}  // namespace pg_games::gomoku_tune
