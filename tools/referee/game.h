// One game under the contest rules: openings, turns, clocks, faults, fives, a full board.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tools/referee/board.h"
#include "tools/referee/player.h"

namespace pg_games::referee {

struct GameRules {
    int size = 19;
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    double clock_ms = 300000;  // per player per game
    int max_moves = 0;         // > 0: a draw after this many moves (opening stones not counted)
};

enum class Outcome { BlackWins, WhiteWins, Draw };

// "black" / "white" / "draw".
const char* outcome_name(Outcome o);

struct GameResult {
    Outcome outcome = Outcome::Draw;
    std::string reason;  // "five", "board full", "move limit", "setup failed" or a fault's reason
    std::string detail;  // human-readable: the winning line, the error message...
    int moves = 0;       // moves played after the opening
    double black_ms = 0, white_ms = 0;  // clock time used
    double wall_ms = 0;                 // the whole game, referee work included
    std::optional<Five> five;
};

// One placed stone as the observer sees it.
struct MoveRecord {
    int ply;  // 1-based index among all stones, opening included
    Stone stone;
    bool opening;
    double query_ms;  // the player's own time (0 for opening stones)
    double wall_ms;   // from the start of the turn to the accepted move
};

// Sees the game as it goes (recording, display). Exceptions it throws abort the game.
class GameObserver {
  public:
    virtual ~GameObserver() = default;
    virtual void on_move(const Board& board, const MoveRecord& move) = 0;
};

// Plays one game: the opening stones (alternating, black first), then black and white in turn
// until a five, a fault, a full board (the side to move loses) or the move limit (a draw).
GameResult play_game(const GameRules& rules, const std::vector<std::pair<int, int>>& opening,
                     Player& black, Player& white, GameObserver* observer);

}  // namespace pg_games::referee
