// The pg_games.* settings (GUCs); each game defines its own in define_<game>_settings().
#pragma once

namespace pg_games::pg {

// Called once from _PG_init.
void define_settings();

// The pg_games.gomoku_* settings (src/pg/gomoku_settings.cpp).
void define_gomoku_settings();

// The pg_games.balda_* settings (src/pg/balda_settings.cpp).
void define_balda_settings();

}  // namespace pg_games::pg
