// The recording of tournaments in the database: schema "referee", created if missing.
#pragma once

#include <string>
#include <vector>

#include "tools/referee/db.h"
#include "tools/referee/game.h"
#include "tools/referee/options.h"

namespace pg_games::referee {

// The FROM clause of a recorded game with its tournament and players: game g, tournament t,
// black player pb, white player pw.
inline const std::string kGameWithPlayers =
    "FROM referee.game g JOIN referee.tournament t ON t.id = g.tournament_id "
    "JOIN referee.player pb ON pb.tournament_id = g.tournament_id AND pb.player_no = g.black "
    "JOIN referee.player pw ON pw.tournament_id = g.tournament_id AND pw.player_no = g.white ";

// Creates the schema, tables, view and functions if they are missing.
void ensure_schema(PGconn* conn);

// Records a new tournament and its players; returns its id.
long create_tournament(PGconn* conn, const Options& options, const std::string& openings_text,
                       const std::vector<std::string>& sources, const std::string& command);

// Marks the tournament finished.
void finish_tournament(PGconn* conn, long tournament);

// Records a game about to start; returns its id.
long create_game(PGconn* conn, long tournament, int game_no, int black, int white,
                 const std::string& opening);

// Records one stone of a game.
void record_move(PGconn* conn, long game, const MoveRecord& move);

// Records how a game ended (result NULL and reason "aborted" when `result` is null).
void finish_game(PGconn* conn, long game, const GameResult* result, int black, int white,
                 const std::string& abort_detail = {});

// The stones of a recorded game, in order, with its board size.
struct RecordedGame {
    int size = 19;
    std::string title;
    std::vector<Stone> stones;
};
RecordedGame load_game(PGconn* conn, long game);

}  // namespace pg_games::referee
