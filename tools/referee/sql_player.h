// A player that is an SQL query: it runs on its own connection, as its own role, and sees only
// its own `field` table (its stones my = true).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "tools/referee/db.h"
#include "tools/referee/options.h"
#include "tools/referee/player.h"

namespace pg_games::referee {

// The database objects one player position (a worker's black or white side) uses: a login role
// that may read only its schema's `field` table.
struct Seat {
    std::string role;  // also the schema's name
    std::string password;
};

// Creates the seat's role, schema and field table (x, y in 1..size) on the admin connection.
Seat create_seat(PGconn* admin, const std::string& name, int size);

// Drops what create_seat made; never throws (a failure is printed).
void drop_seat(PGconn* admin, const Seat& seat);

// Checks the SQL players' @KEY=VALUE settings on the server before any game, in a transaction
// that is rolled back: each is set with set_config as a role without privileges would set it (the
// seat roles are such roles), after the pg_games library is loaded so that its settings are
// defined and its prefix reserved; a pg_games.* name must be one the library defines. Throws
// pg_games::Error(InvalidParameter) naming the player, the setting and the server's reason.
void check_sql_settings(PGconn* admin, const std::vector<PlayerSpec>& players);

class SqlPlayer : public Player {
  public:
    // `admin` is the referee's connection that writes the field table; it must outlive the game.
    SqlPlayer(const PlayerSpec& spec, std::string query, std::string conninfo, Seat seat,
              PGconn* admin);
    void start_game(const GameSetup& setup) override;
    Answer play(const Board& board, const GameClock& clock) override;
    void end_game() override;

  private:
    // Writes the stones placed since the last turn into the field table.
    void sync_field(const Board& board);
    // Sends the query and waits for its answer, at most `limit_ms` plus a grace period.
    Answer run_query(double limit_ms);

    PlayerSpec spec_;
    std::string query_;
    std::string conninfo_;
    Seat seat_;
    PGconn* admin_;
    Connection conn_;
    Colour colour_ = Colour::Black;
    size_t synced_ = 0;
};

}  // namespace pg_games::referee
