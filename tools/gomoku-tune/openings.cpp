// Reading the openings file and turning openings by the board's symmetries.
#include "openings.h"

#include <fstream>
#include <sstream>
#include <utility>

#include "core/common/error.h"

namespace pg_games::gomoku_tune {

std::vector<Opening> read_openings(const std::string& path) {
    std::ifstream in(path);
    if (!in)
        throw Error(ErrorKind::UndefinedObject, "cannot read the openings file " + path, {},
                    "Run from the source tree or pass --openings FILE.");
    std::ostringstream text;
    text << in.rdbuf();
    std::vector<Opening> openings = referee::parse_openings(text.str());
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
