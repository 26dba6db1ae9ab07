// The Gomocup (piskvork) brain protocol on text streams: commands in, answers out, the board
// and time settings kept between commands.
#pragma once

#include <cstdint>
#include <istream>
#include <ostream>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"
#include "core/gomoku/move_time.h"

namespace pg_games::gomoku {

class Brain {
public:
    Brain(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

    // Reads and answers commands until END or the end of input.
    void run();

    // Handles one command line; false after END.
    bool handle(const std::string& line);

    // Caps every search at `node_budget` nodes and a table of `tt_megabytes` (tests and
    // fuzzing; 0 leaves that limit to the clock and to INFO max_memory, as in play).
    void cap_search(uint64_t node_budget, int tt_megabytes) {
        node_cap_ = node_budget;
        tt_cap_ = tt_megabytes;
    }

private:
    void answer(const std::string& s);
    void start(int size);
    // The transposition table's size for the searches (INFO max_memory, the cap of cap_search).
    int tt_megabytes() const;
    // Makes the search tables ready before the first turn (START is not timed; a turn is).
    void prepare_tables();
    void info(const std::string& key, const std::string& value);
    void think();
    bool parse_xy(const std::string& s, int& x, int& y) const;
    gomoku::MoveTime move_time() const;

    std::istream& in_;
    std::ostream& out_;
    int size_ = 0;
    // 0 empty, 1 own, 2 opponent; x = column, y = row.
    std::vector<uint8_t> cells_;
    Rule rule_ = Rule::Freestyle;
    int64_t timeout_turn_ = 5000, timeout_match_ = 0, time_left_ = 0;
    bool time_left_known_ = false;
    int64_t max_memory_ = 0;
    uint64_t node_cap_ = 0;
    int tt_cap_ = 0;
    // The search tables, kept for the next move: fresh ones would cost their page faults again.
    SearchMemory memory_;
};

}  // namespace pg_games::gomoku
