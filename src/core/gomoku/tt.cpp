// Allocation of the transposition table: zeroed pages from calloc, so that a fresh table costs
// only the pages the search touches.
#include "core/gomoku/tt.h"

#include <cstdlib>
#include <new>

namespace pg_games::gomoku {

void TranspositionTable::Free::operator()(TTEntry* p) const { std::free(p); }

TranspositionTable::TranspositionTable(size_t megabytes) {
    if (megabytes < 1) megabytes = 1;
    size_t want = megabytes * 1024 * 1024 / sizeof(TTEntry);
    size_t n = 1;
    while (n * 2 <= want) n *= 2;
    void* p = std::calloc(n, sizeof(TTEntry));
    if (p == nullptr) throw std::bad_alloc();
    entries_.reset(static_cast<TTEntry*>(p));
    mask_ = n - 1;
}

}  // namespace pg_games::gomoku
