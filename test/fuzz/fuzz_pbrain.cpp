// The Gomocup protocol reader of pbrain-pg_games on random command streams (START, BOARD ...
// DONE, TURN, INFO, TAKEBACK...), each search capped at a few hundred nodes. Alongside, a plain
// model of the protocol's board: every answer is one the protocol allows, and every move the
// brain plays is a free cell of the board it was given.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "brain.h"
#include "fuzz/fuzz_common.h"

namespace {

std::string trim(const std::string& s) {
    const size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

// The board as the manager sees it: 0 free, 1 the brain's stones, 2 the opponent's.
struct Model {
    int size = 0;
    std::vector<uint8_t> cells;

    void start(int n) {
        size = n;
        cells.assign(static_cast<size_t>(n) * n, 0);
    }
    bool on_board(int x, int y) const { return x >= 0 && y >= 0 && x < size && y < size; }
    uint8_t& at(int x, int y) { return cells[static_cast<size_t>(y) * size + x]; }
    bool full() const { return std::count(cells.begin(), cells.end(), 0) == 0; }
};

// Reads "x,y" like the protocol; false when it is not two integers on the board.
bool read_xy(const std::string& s, const Model& m, int& x, int& y) {
    char comma = 0;
    std::istringstream is(s);
    return (is >> x >> comma >> y) && comma == ',' && m.on_board(x, y);
}

// The brain's answer to a command that makes it move: a free cell, which becomes its stone.
void check_move(const std::vector<std::string>& answers, Model& m, const std::string& command) {
    std::string move;
    for (const std::string& a : answers)
        if (a.rfind("MESSAGE", 0) != 0) move = a;
    if (m.full()) {
        FUZZ_CHECK(move.rfind("ERROR", 0) == 0, "a move on a full board after " + command);
        return;
    }
    int x = -1, y = -1;
    FUZZ_CHECK(read_xy(move, m, x, y), "no move after " + command + ": [" + move + "]");
    FUZZ_CHECK(m.at(x, y) == 0, "the brain played the taken cell " + move + " after " + command);
    m.at(x, y) = 1;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size > 4096) return 0;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out;
    pg_games::gomoku::Brain brain(in, out);
    brain.cap_search(300, 1);
    Model m;

    std::string raw;
    while (std::getline(in, raw)) {
        const std::string line = trim(raw);
        std::istringstream is(line);
        std::string cmd, rest;
        is >> cmd;
        cmd = upper(cmd);
        std::getline(is, rest);
        rest = trim(rest);
        // BOARD reads its stones from the same stream: note where they start.
        const std::streampos board_start = in.tellg();
        const size_t before = out.str().size();
        const bool more = brain.handle(raw);
        std::vector<std::string> answers;
        std::istringstream said(out.str().substr(before));
        for (std::string a; std::getline(said, a);) {
            const bool known = a == "OK" || a.rfind("MESSAGE ", 0) == 0 ||
                               a.rfind("ERROR ", 0) == 0 || a.rfind("UNKNOWN ", 0) == 0 ||
                               a.rfind("name=", 0) == 0 ||
                               (!a.empty() && std::isdigit(static_cast<unsigned char>(a[0])));
            FUZZ_CHECK(known, "an answer the protocol does not have: " + a);
            answers.push_back(a);
        }
        if (!more || line.empty()) {
            if (!more) break;
            continue;
        }
        const bool ok = !answers.empty() && answers.back() == "OK";
        if (cmd == "START" || cmd == "RECTSTART") {
            if (ok) {
                // Accepted: the text names a size from 5 to 32 (for RECTSTART, "N,N").
                const long n = std::strtol(rest.c_str(), nullptr, 10);
                FUZZ_CHECK(n >= pg_games::gomoku::kMinSize && n <= pg_games::gomoku::kMaxSize,
                           "accepted the board size of: " + line);
                m.start(static_cast<int>(n));
            }
        } else if (m.size == 0 || cmd == "INFO" || cmd == "ABOUT") {
            // Refused before a START, or no move.
        } else if (cmd == "RESTART") {
            m.start(m.size);
        } else if (cmd == "BEGIN") {
            check_move(answers, m, line);
        } else if (cmd == "TURN") {
            int x, y;
            if (read_xy(rest, m, x, y) && m.at(x, y) == 0) {
                m.at(x, y) = 2;
                check_move(answers, m, line);
            }
        } else if (cmd == "BOARD") {
            // Replay the stone lines the brain consumed.
            const std::streampos board_end = in.tellg();
            std::istringstream stones(in.str());
            stones.seekg(board_start);  // at the end of input: nothing to replay
            m.start(m.size);
            std::string l;
            while (board_start != std::streampos(-1) &&
                   (board_end == std::streampos(-1) || stones.tellg() < board_end) &&
                   std::getline(stones, l)) {
                l = trim(l);
                if (upper(l) == "DONE") break;
                int x, y, who;
                char c1, c2;
                std::istringstream ls(l);
                if ((ls >> x >> c1 >> y >> c2 >> who) && m.on_board(x, y) && who >= 1 && who <= 3)
                    m.at(x, y) = who == 1 ? 1 : 2;
            }
            check_move(answers, m, "BOARD");
        } else if (cmd == "TAKEBACK") {
            int x, y;
            if (read_xy(rest, m, x, y)) m.at(x, y) = 0;
        }
    }
    return 0;
}
