// Allocation of the search tables: zeroed pages touched only where a search uses them.
#include "core/gomoku/tt.h"

#include <algorithm>

#include "core/common/splitmix.h"

namespace pg_games::gomoku {

ZeroedBlock power_of_two_table(size_t want, size_t entry_size, size_t& mask) {
    size_t n = 1;
    while (n * 2 <= want) n *= 2;
    mask = n - 1;
    return ZeroedBlock(n * entry_size);
}

uint64_t next_salt(uint64_t salt) { return splitmix64(salt); }

TranspositionTable::TranspositionTable(size_t megabytes)
    : block_(power_of_two_table(std::max<size_t>(megabytes, 1) * 1024 * 1024 / sizeof(TTEntry),
                                sizeof(TTEntry), mask_)) {}

}  // namespace pg_games::gomoku
