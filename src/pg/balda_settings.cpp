// The pg_games.balda_* settings.
#include <climits>

#include "pg/balda_glue.h"
#include "pg/settings.h"

extern "C" {
#include "utils/guc.h"
}

namespace pg_games::pg {
namespace {

// In kB, as GUC_UNIT_KB settings are.
int cache_size_kb = 256 * 1024;

}  // namespace
}  // namespace pg_games::pg

// Applies a new pg_games.balda_cache_size: indexes beyond it are dropped at once.
extern "C" void pg_games_balda_cache_size_assign(int newval, void*) {
    pg_games::pg::balda::set_cache_limit(static_cast<uint64_t>(newval) * 1024);
}

namespace pg_games::pg {

// Defines the pg_games.balda_* settings (called from define_settings()).
void define_balda_settings() {
    DefineCustomIntVariable(
        "pg_games.balda_cache_size",
        "Memory each session may keep for Balda dictionary indexes between calls.",
        "A session keeps the index (trie) of every Balda dictionary it used, so that the next "
        "call need not build it again; when they take more than this, the least recently used "
        "are dropped. An index larger than this on its own is built or loaded for each call "
        "that needs it and dropped after it. 0 keeps none. The limit counts the kept indexes, "
        "not the memory a build takes while it runs. balda_dictionary_stats() shows the size "
        "of an index.",
        &cache_size_kb, 256 * 1024, 0, MAX_KILOBYTES, PGC_USERSET, GUC_UNIT_KB, nullptr,
        pg_games_balda_cache_size_assign, nullptr);
}

}  // namespace pg_games::pg
