// Allocation of the search tables: zeroed pages from calloc, so that a fresh table costs only the
// pages the search touches.
#include "core/gomoku/tt.h"

#include <cstdlib>
#include <new>

#include "core/common/splitmix.h"

namespace pg_games::gomoku {

void CallocFree::operator()(void* p) const { std::free(p); }

void* calloc_table(size_t want, size_t entry_size, size_t& mask) {
    size_t n = 1;
    while (n * 2 <= want) n *= 2;
    void* p = std::calloc(n, entry_size);
    if (p == nullptr) throw std::bad_alloc();
    mask = n - 1;
    return p;
}

uint64_t next_salt(uint64_t salt) { return splitmix64(salt); }

TranspositionTable::TranspositionTable(size_t megabytes) {
    if (megabytes < 1) megabytes = 1;
    entries_.reset(static_cast<TTEntry*>(
        calloc_table(megabytes * 1024 * 1024 / sizeof(TTEntry), sizeof(TTEntry), mask_)));
}

}  // namespace pg_games::gomoku
