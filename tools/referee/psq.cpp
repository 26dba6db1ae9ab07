// Gomocup (Piskvork) .psq game records.
#include "tools/referee/psq.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <set>
#include <utility>

#include "core/common/error.h"
#include "core/gomoku/engine.h"

namespace pg_games::referee {

namespace {

[[noreturn]] void bad_line(int line, const std::string& message, const std::string& hint = {}) {
    throw Error(ErrorKind::InvalidText, "psq line " + std::to_string(line) + ": " + message, "",
                hint);
}

bool blank(char c) {
    return c == ' ' || c == '\t';
}

// Reads an integer at `at` (after blanks) into `out`; false when there is none or it overflows.
bool read_int(const std::string& s, size_t& at, long& out) {
    while (at < s.size() && blank(s[at])) ++at;
    if (at >= s.size()) return false;
    size_t start = at;
    if (s[at] == '-' || s[at] == '+') ++at;
    size_t digits = at;
    while (at < s.size() && s[at] >= '0' && s[at] <= '9') ++at;
    if (at == digits || at - digits > 9) return false;
    out = std::strtol(s.c_str() + start, nullptr, 10);
    return true;
}

// Expects the literal `c` at `at` (after blanks).
bool read_char(const std::string& s, size_t& at, char c) {
    while (at < s.size() && blank(s[at])) ++at;
    if (at >= s.size() || s[at] != c) return false;
    ++at;
    return true;
}

// Only blanks left.
bool at_end(const std::string& s, size_t at) {
    while (at < s.size() && blank(s[at])) ++at;
    return at == s.size();
}

// Matches a literal word at `at` (after blanks).
bool read_word(const std::string& s, size_t& at, const std::string& word) {
    while (at < s.size() && blank(s[at])) ++at;
    if (s.compare(at, word.size(), word) != 0) return false;
    at += word.size();
    return true;
}

// A line that is a whole integer (an end code such as -1).
bool is_integer_line(const std::string& s) {
    size_t at = 0;
    long v;
    return read_int(s, at, v) && at_end(s, at);
}

// Trailing blanks off.
std::string trimmed(std::string s) {
    while (!s.empty() && blank(s.back())) s.pop_back();
    size_t start = 0;
    while (start < s.size() && blank(s[start])) ++start;
    return s.substr(start);
}

// A line the reader takes for a move: it starts with a number and holds a comma.
bool looks_like_move(const std::string& line) {
    size_t p = 0;
    while (p < line.size() && blank(line[p])) ++p;
    return p < line.size() &&
           ((line[p] >= '0' && line[p] <= '9') || line[p] == '-' || line[p] == '+') &&
           line.find(',') != std::string::npos;
}

// A name as one line.
std::string one_line(const std::string& name) {
    std::string out = name;
    for (char& c : out)
        if (c == '\n' || c == '\r') c = ' ';
    out = trimmed(out);
    return out.empty() ? "?" : out;
}

}  // namespace

PsqGame parse_psq(const std::string& text_in) {
    std::string text = text_in;
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
    std::vector<std::string> lines;
    for (size_t at = 0; at <= text.size();) {
        size_t nl = text.find('\n', at);
        if (nl == std::string::npos) nl = text.size();
        std::string line = text.substr(at, nl - at);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.find('\0') != std::string::npos)
            bad_line(static_cast<int>(lines.size()) + 1, "a NUL byte");
        lines.push_back(line);
        at = nl + 1;
    }

    const std::string hint = "a .psq record starts with a line like \"Piskvorky 20x20, 11:11, 0\"";
    size_t at = 0;
    long width = 0, height = 0, level1 = 0, level2 = 0, first = 0;
    const std::string& head = lines[0];
    if (!read_word(head, at, "Piskvorky") || !read_int(head, at, width) ||
        !read_char(head, at, 'x') || !read_int(head, at, height) || !read_char(head, at, ',') ||
        !read_int(head, at, level1) || !read_char(head, at, ':') || !read_int(head, at, level2) ||
        !read_char(head, at, ',') || !read_int(head, at, first) || !at_end(head, at))
        bad_line(1, "not a psq header: \"" + head.substr(0, 80) + "\"", hint);
    if (first != 0 && first != 1) bad_line(1, "the player who began must be 0 or 1", hint);
    if (width != height)
        bad_line(
            1, "a " + std::to_string(width) + "x" + std::to_string(height) + " board is not square",
            "the referee plays square boards only");
    if (width < gomoku::kMinSize || width > gomoku::kMaxSize)
        bad_line(
            1,
            "a " + std::to_string(width) + "x" + std::to_string(width) + " board is not supported",
            "boards are 5x5 to 32x32");

    PsqGame game;
    game.size = static_cast<int>(width);
    std::set<std::pair<int, int>> taken;
    size_t i = 1;
    for (; i < lines.size(); ++i) {
        const std::string& line = lines[i];
        const int number = static_cast<int>(i) + 1;
        if (at_end(line, 0)) continue;
        if (!looks_like_move(line)) break;  // the end of the moves
        long x = 0, y = 0, t = 0;
        size_t p = 0;
        if (!read_int(line, p, x) || !read_char(line, p, ',') || !read_int(line, p, y) ||
            (!at_end(line, p) && (!read_char(line, p, ',') || !read_int(line, p, t))) ||
            !at_end(line, p))
            bad_line(number, "not a move X,Y,TIME: \"" + line.substr(0, 80) + "\"");
        if (x < 1 || x > game.size || y < 1 || y > game.size)
            bad_line(number,
                     "move " + std::to_string(x) + "," + std::to_string(y) + " is off the " +
                         std::to_string(game.size) + "x" + std::to_string(game.size) + " board",
                     "psq moves are 1-based: 1 to the board size");
        if (t < 0) bad_line(number, "a negative time " + std::to_string(t));
        if (!taken.insert({static_cast<int>(x), static_cast<int>(y)}).second)
            bad_line(number,
                     "cell " + std::to_string(x) + "," + std::to_string(y) + " is already taken");
        game.moves.push_back({static_cast<int>(x), static_cast<int>(y), static_cast<int>(t)});
    }

    // What follows: Piskvork reads the next two lines as the names of its players 1 and 2 (a
    // tournament record: name, name, end code); a lone integer is an end code without names.
    std::vector<std::string> rest;
    for (; i < lines.size(); ++i)
        if (!at_end(lines[i], 0)) rest.push_back(trimmed(lines[i]));
    size_t used = 0;
    if (rest.size() >= 2) {
        game.black = rest[0];
        game.white = rest[1];
        used = 2;
    } else if (rest.size() == 1 && !is_integer_line(rest[0])) {
        game.black = rest[0];
        used = 1;
    }
    if (first == 1) std::swap(game.black, game.white);
    game.trailer.assign(rest.begin() + static_cast<long>(used), rest.end());
    return game;
}

std::string write_psq(const PsqGame& game) {
    std::string out =
        "Piskvorky " + std::to_string(game.size) + "x" + std::to_string(game.size) + ", 0:0, 0\n";
    for (const PsqMove& m : game.moves)
        out += std::to_string(m.x) + "," + std::to_string(m.y) + "," + std::to_string(m.time_ms) +
               "\n";
    if (!game.black.empty() || !game.white.empty()) {
        // The line after the moves must not read as one more move.
        std::string black = one_line(game.black);
        if (looks_like_move(black))
            for (char& c : black)
                if (c == ',') c = ';';
        out += black + "\n" + one_line(game.white) + "\n";
    }
    if (game.trailer.empty()) {
        out += "-1\n";
    } else {
        for (const std::string& line : game.trailer) out += one_line(line) + "\n";
    }
    return out;
}

}  // namespace pg_games::referee
