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
    bool version = false;  // --version: print "pg_games-referee VERSION"
    // How results are printed: the final standings of a run and --standings (text, csv, json),
    // a game for --replay (text, psq).
    enum class Format { Text, Csv, Json, Psq };
    Format format = Format::Text;
    std::string output;             // -o: a file (a directory for --export-all); empty: stdout
    long standings_tournament = 0;  // > 0: print the standings of this recorded tournament
    long export_tournament = 0;     // > 0: every game of this tournament as PSQ files in `output`
    std::vector<std::string> import_files;  // PSQ files to record as one new tournament

    // True when the options ask for a tournament to be played (not a replay, export...).
    bool plays() const {
        return !help && !version && replay_game == 0 && standings_tournament == 0 &&
               export_tournament == 0 && import_files.empty();
    }
};

// The name of a format ("text", "csv", "json", "psq").
const char* format_name(Options::Format f);

// Reads a player argument; throws pg_games::Error(InvalidParameter) when it is malformed.
PlayerSpec parse_player(const std::string& arg);

// Reads the command line; throws pg_games::Error(InvalidParameter) with the reason.
Options parse_options(const std::vector<std::string>& args);

// The --help text.
std::string usage();

// The --version line, "pg_games-referee VERSION" (the extension's version).
std::string version_line();

// Checks a Gomocup INFO setting of an engine player (@KEY=VALUE): the keys the protocol defines
// take the values it defines (numbers of milliseconds or bytes, a rule, a cell); other keys are
// passed on as they are. Returns the reason it is wrong, or "" when it is fine.
std::string check_engine_setting(const std::string& key, const std::string& value);

}  // namespace pg_games::referee
