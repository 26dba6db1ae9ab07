// The lines of a self-play data file: one position per line with the game's result.
#include "core/gomoku/tuning.h"

#include <cstdlib>
#include <sstream>

#include "core/common/error.h"

namespace pg_games::gomoku::tuning {
namespace {

[[noreturn]] void malformed(const std::string& what, const std::string& line) {
    throw Error(ErrorKind::InvalidText, "invalid position line: " + what,
                "The line is \"" + line.substr(0, 80) + (line.size() > 80 ? "...\"" : "\""),
                "Write \"game size side result x,y ...\" as described on the file's first line.");
}

// A whole token as an integer, or false.
bool parse_int(const std::string& token, long& out) {
    if (token.empty()) return false;
    char* end = nullptr;
    out = std::strtol(token.c_str(), &end, 10);
    return *end == '\0';
}

}  // namespace

const char* const kRecordHeader =
    "# gomoku-tune positions (freestyle): game size side result moves -- side b|w is the side to "
    "move, result 1|0.5|0 the game's result for it, moves the stones so far as 0-based x,y, "
    "black first, colours alternating";

bool operator==(const Record& a, const Record& b) {
    return a.game == b.game && a.size == b.size && a.moves == b.moves && a.result == b.result;
}

std::string format_record(const Record& r) {
    std::string out = std::to_string(r.game) + " " + std::to_string(r.size) + " " +
                      (r.moves.size() % 2 == 0 ? "b" : "w") + " " +
                      (r.result == 1   ? "1"
                       : r.result == 0 ? "0"
                                       : "0.5");
    for (Point p : r.moves) out += " " + std::to_string(p.x) + "," + std::to_string(p.y);
    return out;
}

Record parse_record(const std::string& line) {
    std::istringstream in(line);
    std::string game, size, side, result;
    if (!(in >> game >> size >> side >> result)) malformed("fewer than four fields", line);
    Record r;
    long v;
    if (!parse_int(game, v) || v < 0 || v > 1000000000) malformed("bad game number", line);
    r.game = static_cast<int>(v);
    if (!parse_int(size, v) || v < kMinSize || v > kMaxSize) malformed("bad board size", line);
    r.size = static_cast<int>(v);
    if (side != "b" && side != "w") malformed("the side to move is not b or w", line);
    if (result == "1") {
        r.result = 1;
    } else if (result == "0") {
        r.result = 0;
    } else if (result == "0.5") {
        r.result = 0.5;
    } else {
        malformed("the result is not 1, 0.5 or 0", line);
    }
    std::vector<bool> taken(static_cast<size_t>(r.size) * r.size, false);
    std::string token;
    while (in >> token) {
        const size_t comma = token.find(',');
        long x, y;
        if (comma == std::string::npos || !parse_int(token.substr(0, comma), x) ||
            !parse_int(token.substr(comma + 1), y))
            malformed("bad cell \"" + token + "\"", line);
        if (x < 0 || y < 0 || x >= r.size || y >= r.size) malformed("cell off the board", line);
        const size_t cell = static_cast<size_t>(y) * r.size + x;
        if (taken[cell]) malformed("repeated cell \"" + token + "\"", line);
        taken[cell] = true;
        r.moves.push_back({static_cast<int>(x), static_cast<int>(y)});
    }
    if ((side == "b") != (r.moves.size() % 2 == 0))
        malformed("the side to move does not match the number of stones", line);
    return r;
}

void replay(const Record& r, Board& b) {
    b.reset(r.size, Rule::Freestyle);
    for (Point p : r.moves) {
        const int idx = b.index(p.x, p.y);
        if (p.x < 0 || p.y < 0 || p.x >= r.size || p.y >= r.size || !b.empty(idx))
            throw Error(ErrorKind::DataException, "a move of the record is not on an empty cell");
        b.play(idx);
    }
}

}  // namespace pg_games::gomoku::tuning
