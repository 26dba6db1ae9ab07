// Defines the settings of every game; add a game's define_*_settings() call here.
#include "pg/postgres_headers.h"
#include "pg/settings.h"

namespace pg_games::pg {

void define_settings() {
    define_gomoku_settings();
    define_balda_settings();
}

}  // namespace pg_games::pg
