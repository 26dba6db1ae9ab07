// Shared pieces of the threat-search tests: boards from stone lists, the independent prover's
// view of a board, random middle games, and the check of a whole winning line.
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "core/gomoku/board.h"
#include "core/gomoku/movegen.h"
#include "gomoku_brute.h"

namespace gomoku_threat_fixtures {

using pg_games::gomoku::Board;
using pg_games::gomoku::Point;

// A 15x15 board with the side to move's stones (colour 0) and the opponent's (colour 1).
inline Board board_with(const std::vector<Point>& own, const std::vector<Point>& other) {
    Board b(Board::empty_board(15, pg_games::gomoku::Rule::Freestyle));
    for (Point p : own) b.put(b.index(p.x, p.y), 0);
    for (Point p : other) b.put(b.index(p.x, p.y), 1);
    return b;
}

// The grid of the independent prover for a board, the side to move as X.
inline gomoku_brute::Grid grid_of(const Board& b) {
    gomoku_brute::Grid g(b.size(), false);
    const int me = b.side_to_move();
    for (int y = 0; y < b.size(); ++y)
        for (int x = 0; x < b.size(); ++x) {
            const int s = b.at(b.index(x, y));
            if (s != Board::kEmpty) g.at(x, y) = s - 1 == me ? 1 : 2;
        }
    return g;
}

// A 15x15 game of 15 to 32 random moves near the stones; false when it ended with a five to make.
inline bool random_middle_game(std::mt19937& rng, Board& b) {
    using pg_games::gomoku::kThreatFive;
    b = Board::empty_board(15, pg_games::gomoku::Rule::Freestyle);
    b.play(b.index(7, 7));
    const int plies = 14 + static_cast<int>(rng() % 18);
    std::vector<int> cells;
    for (int i = 0; i < plies; ++i) {
        cells.clear();
        pg_games::gomoku::generate_moves(b, 16, true, cells, false);
        b.play(cells[rng() % cells.size()]);
        if (b.threat_count(0, kThreatFive) || b.threat_count(1, kThreatFive)) return false;
    }
    return true;
}

// Replays a whole winning line: every defender move is the one block of the attacker's four, and
// the last move makes a five, or an open four while the defender has no five to make.
inline void expect_forced_line(Board& b, const std::vector<int>& line) {
    using namespace pg_games::gomoku;
    const int attacker = b.side_to_move();
    ASSERT_FALSE(line.empty());
    for (size_t i = 0; i + 1 < line.size(); ++i) {
        if (i % 2 == 1) {
            ASSERT_EQ(b.threat_count(attacker, kThreatFive), 1) << "ply " << i;
            ASSERT_EQ(b.threat(attacker, line[i]), kThreatFive) << "ply " << i;
        }
        b.play(line[i]);
    }
    const int last = line.back();
    EXPECT_TRUE(b.threat(attacker, last) == kThreatFive ||
                (b.threat(attacker, last) == kThreatFlex4 &&
                 !b.threat_count(1 - attacker, kThreatFive)));
    for (size_t i = 0; i + 1 < line.size(); ++i) b.undo();
}

}  // namespace gomoku_threat_fixtures
