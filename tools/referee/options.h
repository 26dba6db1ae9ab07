// The referee's command line.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/gomoku/engine.h"

namespace pg_games::referee {

// A player on the command line: [NAME=]PATH[@KEY=VALUE...]. A PATH ending in .sql is an SQL
// query file; anything else is a Gomocup protocol engine (an executable). Settings are SET in
// an SQL player's session before each game, or sent as INFO KEY VALUE to an engine.
struct PlayerSpec {
    enum class Kind { Sql, Engine };
    std::string name;
    std::string path;
    Kind kind = Kind::Sql;
    std::vector<std::pair<std::string, std::string>> settings;
};

struct Options {
    std::string conninfo;  // empty: libpq's environment (PGHOST, PGPORT, PGDATABASE...)
    std::vector<PlayerSpec> players;
    int games_per_pair = 2;
    int jobs = 1;
    double clock_ms = 300000;
    int size = 19;
    gomoku::Rule rule = gomoku::Rule::Freestyle;
    std::string openings = "builtin";  // "builtin", "none" or a file
    int random_opening_stones = 0;     // > 0: random openings of this many stones instead
    uint64_t seed = 1;
    bool gauntlet = false;
    int show_every = 0;  // > 0: print the board every this many moves and at each game's end
    int max_moves = 0;
    std::string name;
    bool quiet = false;
    long replay_game = 0;  // > 0: print recorded game instead of playing
    int replay_ply = 0;    // with replay: the position after this many stones (0 = all)
    bool help = false;
};

// Reads a player argument; throws pg_games::Error(InvalidParameter) when it is malformed.
PlayerSpec parse_player(const std::string& arg);

// Reads the command line; throws pg_games::Error(InvalidParameter) with the reason.
Options parse_options(const std::vector<std::string>& args);

// The --help text.
std::string usage();

}  // namespace pg_games::referee
