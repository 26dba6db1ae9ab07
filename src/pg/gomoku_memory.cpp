// The search tables a database session keeps from one gomoku_best_move call to the next: a
// fresh 64 MiB table costs a page fault for each page a search touches, which at a clock-mode
// move of a few hundred milliseconds halves the nodes searched.
#include "pg/gomoku_glue.h"

namespace pg_games::pg::gomoku_glue {

gomoku::SearchMemory& session_search_memory() {
    // Made on first use and kept for the session's life (a backend runs one search at a time).
    static gomoku::SearchMemory* memory = new gomoku::SearchMemory();
    return *memory;
}

}  // namespace pg_games::pg::gomoku_glue
