// The recorded tournaments as files: games exported to and imported from .psq records, and the
// standings of a recorded tournament as text, CSV or JSON.
#pragma once

#include <cstdio>
#include <string>

#include "tools/referee/db.h"
#include "tools/referee/options.h"
#include "tools/referee/psq.h"

namespace pg_games::referee {

// A recorded game as a .psq record: every stone (opening stones with time 0), the players' names.
PsqGame export_game(PGconn* conn, long game);

// --replay GAME --format psq, --export GAME: the record to -o FILE or stdout.
int export_game_command(const Options& options);

// --export-all TOURNAMENT -o DIRECTORY: DIRECTORY/game<ID>.psq for each game, one path a line.
int export_tournament_command(const Options& options);

// --import FILE...: the records as one new tournament, each game judged by the rules (five,
// full board); prints one line per game, "game ID: ...".
int import_command(const Options& options, const std::string& command);

// --standings TOURNAMENT: its standings in the chosen format.
int standings_command(const Options& options);

// A whole file; throws Error(InvalidParameter) naming it when it cannot be read.
std::string read_file(const std::string& path);

// Writes `text` to the -o file (replacing it) or to stdout; throws when the file cannot be written.
void write_output(const Options& options, const std::string& text);

}  // namespace pg_games::referee
