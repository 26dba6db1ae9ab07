// A proof check independent of the engine's pruning: at every defender node it tries every empty
// cell of the board, so that a proof does not rest on the threat search's choice of defences.
// The attacker's moves come from the threat search (any winning move will do); a leaf is a five
// to be made, or an open four or double four while the defender has no five to make.
#include "prove.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/vct.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

class Prover {
public:
    Prover(Board& b, uint64_t cap)
        : b_(b), limits_(stop_, UINT64_MAX / 4, kMaxTimeLimitMs), cap_(cap) {}

    // True when the side to move wins by force (within the cap).
    bool attacker_wins(int ply) {
        if (winning_move_now(b_) >= 0) return true;
        if (b_.threat_count(1 - b_.side_to_move(), kThreatFive) >= 2) return false;
        if (ply >= kMaxPly || ++nodes_ > cap_) return false;
        std::vector<int> line;
        if (!find_vct(b_, table_, 10, 200000, limits_, &line) || line.empty()) return false;
        b_.play(line.front());
        const bool won = defender_loses(ply + 1);
        b_.undo();
        return won;
    }

    // True when every move of the side to move, on any empty cell, loses.
    bool defender_loses(int ply) {
        const int me = b_.side_to_move(), opp = 1 - me;
        if (b_.threat_count(me, kThreatFive)) return false;
        if (b_.threat_count(opp, kThreatFive) >= 2) return true;
        std::vector<int> replies;
        all_empty_cells(b_, replies);
        if (replies.empty()) return false;  // a full board is a draw
        for (int r : replies) {
            b_.play(r);
            const bool lost = attacker_wins(ply + 1);
            b_.undo();
            if (!lost) return false;
        }
        return true;
    }

private:
    static constexpr int kMaxPly = 80;
    Board& b_;
    StopCheck stop_;
    Limits limits_;
    VctTable table_;
    uint64_t cap_, nodes_ = 0;
};

// Puts the stones "x,y x,y ..." (1-based) of `colour` on the board; false when one is malformed,
// off the board or on a taken cell.
bool read_stones(const std::string& text, Board& b, int colour) {
    std::istringstream in(text);
    std::string item;
    while (in >> item) {
        int x, y;
        if (std::sscanf(item.c_str(), "%d,%d", &x, &y) != 2 || x < 1 || y < 1 || x > b.size() ||
            y > b.size() || !b.empty(b.index(x - 1, y - 1)))
            return false;
        b.put(b.index(x - 1, y - 1), colour);
    }
    return true;
}

}  // namespace

std::optional<Board> read_position(const char* tool, const std::string& size_line,
                                   const std::string& own, const std::string& other) {
    const int size = std::atoi(size_line.c_str());
    if (size < kMinSize || size > kMaxSize) {
        std::fprintf(stderr, "%s: board size %d is outside %d..%d\n", tool, size, kMinSize,
                     kMaxSize);
        return std::nullopt;
    }
    Board b(Board::empty_board(size, Rule::Freestyle));
    if (!read_stones(own, b, 0) || !read_stones(other, b, 1)) {
        std::fprintf(stderr, "%s: a stone is malformed, off the board or on a taken cell\n", tool);
        return std::nullopt;
    }
    return b;
}

int prove_main(int argc, char** argv) {
    const uint64_t cap = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 500000;
    std::string size_line, own, other, move;
    if (!std::getline(std::cin, size_line) || !std::getline(std::cin, own) ||
        !std::getline(std::cin, other) || !std::getline(std::cin, move)) {
        std::fprintf(stderr, "prove: expected four lines (size, own stones, other stones, move)\n");
        return 2;
    }
    std::optional<Board> read = read_position("prove", size_line, own, other);
    if (!read) return 2;
    Board& b = *read;
    const int size = b.size();
    Prover p(b, cap);
    bool win;
    if (move.find(',') != std::string::npos) {
        int x, y;
        if (std::sscanf(move.c_str(), "%d,%d", &x, &y) != 2 || x < 1 || y < 1 || x > size ||
            y > size || !b.empty(b.index(x - 1, y - 1))) {
            std::fprintf(stderr, "prove: the move is malformed or not on an empty cell\n");
            return 2;
        }
        b.play(b.index(x - 1, y - 1));
        win = p.defender_loses(1);
    } else {
        win = p.attacker_wins(0);
    }
    std::puts(win ? "win" : "unknown");
    return 0;
}
