// How long it takes to touch 4 MB of fresh memory, with ordinary pages and with transparent huge
// pages (MADV_HUGEPAGE): the first-touch cost that dominates loading an index image on a machine
// where page faults are slow.
//   g++ -O2 -o /tmp/page_faults bench/balda/page_faults.cpp && /tmp/page_faults
#include <sys/mman.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <ctime>

int main() {
    const size_t size = size_t{4} << 20;
    const size_t huge = size_t{2} << 20;
    for (int use_huge = 0; use_huge < 2; ++use_huge)
        for (int round = 0; round < 3; ++round) {
            auto start = std::chrono::steady_clock::now();
            std::clock_t cpu = std::clock();
            void* raw = mmap(nullptr, size + huge, PROT_READ | PROT_WRITE,
                             MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
            if (raw == MAP_FAILED) return 1;
            auto* aligned = reinterpret_cast<char*>((reinterpret_cast<uintptr_t>(raw) + huge - 1) &
                                                    ~(uintptr_t{huge} - 1));
            if (use_huge) madvise(aligned, size, MADV_HUGEPAGE);
            std::memset(aligned, 1, size);
            double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count();
            std::printf("%s pages: %.2f ms wall, %.2f ms CPU for 4 MB\n",
                        use_huge ? "huge" : "4 kB", ms,
                        1000.0 * static_cast<double>(std::clock() - cpu) / CLOCKS_PER_SEC);
            munmap(raw, size + huge);
        }
    return 0;
}
