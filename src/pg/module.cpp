// The module's entry point: magic block and settings.
#include "pg/postgres_headers.h"
#include "pg/settings.h"

extern "C" {
#include "utils/guc.h"
}

extern "C" {
PG_MODULE_MAGIC;

PGDLLEXPORT void _PG_init(void);
}

// Defines every pg_games.* setting once per backend, then reserves the prefix.
extern "C" void _PG_init(void) {
    pg_games::pg::define_settings();
    MarkGUCPrefixReserved("pg_games");
}
