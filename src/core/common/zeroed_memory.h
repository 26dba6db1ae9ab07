// Large zero-filled arrays made without a long pass that cannot be cancelled: the system hands
// out zeroed pages on first touch, and the pages are touched one by one with a cancel check in
// between (so a 96 MB table never keeps a search from its stop checks, and the search that
// follows does not stall on page faults either). A ZeroedBlock alone is touched only where it is
// used (the gomoku search tables: a short search pays only for the pages it reaches).
#pragma once
#include "core/common/no_postgres.h"

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "core/common/stop.h"

namespace pg_games {

// Blocks from kMapThreshold up are mapped directly and, on Linux, ask for transparent huge
// pages of kHugePageSize (a 96 MB table then needs 48 page faults instead of 24576, and the
// search suffers fewer TLB misses); smaller ones come from calloc.
constexpr size_t kHugePageSize = size_t{2} << 20;
constexpr size_t kMapThreshold = size_t{256} << 10;

// Raw zero-filled memory, freed on destruction. Throws std::bad_alloc when the system refuses.
class ZeroedBlock {
public:
    ZeroedBlock() = default;
    explicit ZeroedBlock(size_t bytes);
    ~ZeroedBlock() { release(); }
    ZeroedBlock(ZeroedBlock&& other) noexcept { take(other); }
    ZeroedBlock& operator=(ZeroedBlock&& other) noexcept {
        if (this != &other) {
            release();
            take(other);
        }
        return *this;
    }
    ZeroedBlock(const ZeroedBlock&) = delete;
    ZeroedBlock& operator=(const ZeroedBlock&) = delete;

    void* data() const { return data_; }
    size_t size() const { return size_; }

    // Makes the system supply every page now, checking for cancel between pages (throws
    // Cancelled; a deadline alone does not interrupt it).
    void fault_in(StopCheck& stop);

private:
    void release() noexcept;
    void take(ZeroedBlock& other) noexcept {
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
        mapping_ = std::exchange(other.mapping_, nullptr);
        mapping_size_ = std::exchange(other.mapping_size_, 0);
    }

    void* data_ = nullptr;
    size_t size_ = 0;
    void* mapping_ = nullptr;  // the whole mapping when mapped directly, else null (calloc)
    size_t mapping_size_ = 0;
};

// A fixed-size array of a trivial type whose all-zero bytes are its empty value.
template <typename T>
class ZeroedArray {
    static_assert(std::is_trivial_v<T>, "ZeroedArray holds plain data only");

public:
    ZeroedArray() = default;
    // `count` zeroed elements, their memory faulted in under `stop` (see ZeroedBlock::fault_in).
    ZeroedArray(size_t count, StopCheck& stop) : block_(count * sizeof(T)), count_(count) {
        block_.fault_in(stop);
    }
    ZeroedArray(ZeroedArray&& other) noexcept
        : block_(std::move(other.block_)), count_(std::exchange(other.count_, 0)) {}
    ZeroedArray& operator=(ZeroedArray&& other) noexcept {
        if (this != &other) {
            block_ = std::move(other.block_);
            count_ = std::exchange(other.count_, 0);
        }
        return *this;
    }

    T* data() { return static_cast<T*>(block_.data()); }
    const T* data() const { return static_cast<const T*>(block_.data()); }
    size_t size() const { return count_; }
    T& operator[](size_t i) { return data()[i]; }
    const T& operator[](size_t i) const { return data()[i]; }
    const T* begin() const { return data(); }
    const T* end() const { return data() + count_; }

private:
    ZeroedBlock block_;
    size_t count_ = 0;
};

}  // namespace pg_games
