// Zero-filled memory: calloc for small blocks, an anonymous mapping (huge pages) for large ones.
#include "core/common/zeroed_memory.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pg_games {

ZeroedBlock::ZeroedBlock(size_t bytes) {
    if (bytes == 0) return;
#if defined(__linux__)
    if (bytes >= kMapThreshold) {
        // Whole huge pages, and one more so that the data can start on a huge-page boundary
        // (the address space is reserved, not used: only touched pages take memory).
        const size_t huge = (bytes + kHugePageSize - 1) & ~(kHugePageSize - 1);
        const size_t length = huge + kHugePageSize;
        void* mapping =
            mmap(nullptr, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (mapping == MAP_FAILED) throw std::bad_alloc();
        const uintptr_t start =
            (reinterpret_cast<uintptr_t>(mapping) + kHugePageSize - 1) & ~(kHugePageSize - 1);
        data_ = reinterpret_cast<void*>(start);
        // Advice only: without transparent huge pages the block simply uses small pages.
        (void)madvise(data_, huge, MADV_HUGEPAGE);
        mapping_ = mapping;
        mapping_size_ = length;
        size_ = bytes;
        return;
    }
#endif
    // calloc hands out fresh pages of large blocks untouched, and clears small ones.
    data_ = std::calloc(bytes, 1);
    if (data_ == nullptr) throw std::bad_alloc();
    size_ = bytes;
}

void ZeroedBlock::fault_in(StopCheck& stop) {
    constexpr size_t kPage = 4096;  // the smallest page size: touches every page whatever it is
    volatile char* bytes = static_cast<volatile char*>(data_);
    for (size_t at = 0; at < size_; at += kPage) {
        if (stop.check_now() && stop.cancelled()) throw Cancelled();
        bytes[at] = 0;
    }
}

void ZeroedBlock::release() noexcept {
#if defined(__linux__)
    if (mapping_ != nullptr) {
        munmap(mapping_, mapping_size_);
        mapping_ = nullptr;
        mapping_size_ = 0;
        data_ = nullptr;
        size_ = 0;
        return;
    }
#endif
    std::free(data_);
    data_ = nullptr;
    size_ = 0;
}

}  // namespace pg_games
