// A player that is a Gomocup protocol engine (piskvork brain): a program speaking START, INFO,
// BOARD, TURN and END on its standard input and output.
#pragma once

#include <sys/types.h>

#include <string>

#include "tools/referee/options.h"
#include "tools/referee/player.h"

namespace pg_games::referee {

class EnginePlayer : public Player {
  public:
    explicit EnginePlayer(const PlayerSpec& spec) : spec_(spec) {}
    ~EnginePlayer() override { end_game(); }
    // Starts the program and sends START and the INFO lines (the clock, the rule, settings).
    void start_game(const GameSetup& setup) override;
    // BOARD with every stone on the first turn, TURN with the opponent's move afterwards.
    Answer play(const Board& board, const GameClock& clock) override;
    // Sends END and reaps the program (killing it if it does not exit in a second).
    void end_game() override;

  private:
    bool send(const std::string& line);
    // Reads one line, waiting at most `limit_ms`; false on timeout or end of output.
    enum class Read { Line, Timeout, Closed };
    Read read_line(std::string& line, double limit_ms);

    PlayerSpec spec_;
    GameSetup setup_;
    pid_t pid_ = -1;
    int to_engine_ = -1;
    int from_engine_ = -1;
    std::string buffer_;
    size_t sent_ = 0;  // stones of the board the engine knows
};

}  // namespace pg_games::referee
