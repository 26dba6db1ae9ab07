// pg_games_version(): which module build is loaded.
#include "pg/postgres_headers.h"

PGG_FUNCTION(pg_games_version) { PG_RETURN_TEXT_P(cstring_to_text("pg_games " PGG_VERSION)); }
