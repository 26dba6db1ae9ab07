// What the game loop needs from a player: a fresh start per game and one answer per turn.
#pragma once

#include <string>

#include "tools/referee/board.h"
#include "tools/referee/clock.h"

namespace pg_games::referee {

// Why an answer was not a move. Each one loses the game.
enum class Fault {
    None,
    Error,           // the query failed (syntax, permission, division by zero...)
    NoRow,           // the query returned no row
    TooManyRows,     // the query returned more than one row
    BadColumns,      // not two integer columns, or a NULL
    Timeout,         // the clock ran out (statement_timeout or measured time)
    ConnectionLost,  // the player's connection died (pg_terminate_backend, crash)
    EngineError,     // a protocol engine answered ERROR or something unreadable
    EngineExited,    // a protocol engine exited or closed its output
};

// The reason recorded for a fault ("error", "no row", ...).
const char* fault_reason(Fault f);

// A player's answer: a move (1-based x, y), or a fault with its details.
struct Answer {
    Fault fault = Fault::None;
    int x = 0;
    int y = 0;
    double elapsed_ms = 0;  // the player's own time: charged to its clock
    std::string detail;     // for faults: the error message, what was returned...
};

struct GameSetup {
    int size = 19;
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    Colour colour = Colour::Black;  // the colour this player plays
    double clock_ms = 300000;       // its time for the whole game
};

class Player {
  public:
    virtual ~Player() = default;
    // Prepares a new game; throws std::runtime_error when the player cannot be started.
    virtual void start_game(const GameSetup& setup) = 0;
    // Answers the position (the player's colour is to move). A player's own failures are
    // answers (faults); it throws only when the referee itself fails (the game is aborted).
    virtual Answer play(const Board& board, const GameClock& clock) = 0;
    // Releases what the game used (connections, processes); must not throw.
    virtual void end_game() {}
};

}  // namespace pg_games::referee
