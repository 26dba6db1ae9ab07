// The incremental search board: stones, line codes, threat levels, scores and the hash key.
#include "core/gomoku/board.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>

#include "core/common/splitmix.h"
#include "core/gomoku/eval.h"

namespace pg_games::gomoku {

// A fixed pseudo-random 64-bit key per (colour, cell), from splitmix64.
uint64_t zobrist(int c, int idx) {
    static const struct Keys {
        uint64_t k[2][kMaxCells];
        Keys() {
            uint64_t s = 0x9E3779B97F4A7C15ULL;
            for (auto& row : k)
                for (auto& v : row) {
                    v = splitmix64(s);
                    s += 0x9E3779B97F4A7C15ULL;
                }
        }
    } keys;
    return keys.k[c][idx];
}

Board::Board(int size, Rule rule)
    : n_(size), w_(size + 2 * kPad), rule_(rule), table_(pattern_table(rule)) {
    dirs_[0] = 1;
    dirs_[1] = w_;
    dirs_[2] = w_ + 1;
    dirs_[3] = w_ - 1;
    std::memset(cells_, kWall, sizeof cells_);
    std::memset(near_, 0, sizeof near_);
    std::memset(codes_, 0, sizeof codes_);
    std::memset(threat_, 0, sizeof threat_);
    std::memset(score_, 0, sizeof score_);
    std::memset(pats_, 0, sizeof pats_);
    for (int y = 0; y < n_; ++y)
        for (int x = 0; x < n_; ++x) cells_[index(x, y)] = kEmpty;
    // Walls block both players: code them into every board cell's windows.
    const int total = w_ * w_;
    for (int q = 0; q < total; ++q) {
        if (!empty(q)) continue;
        for (int d = 0; d < 4; ++d)
            for (int k = -kWindowHalf; k <= kWindowHalf; ++k) {
                if (k == 0) continue;
                int o = q + k * dirs_[d];
                if (o < 0 || o >= total || cells_[o] != kWall) continue;
                codes_[d][q] += 2 * kPow3[window_digit(k)] * 0x10001u;
            }
    }
    for (int q = 0; q < total; ++q)
        if (empty(q)) {
            for (int d = 0; d < 4; ++d) update_patterns(q, d);
            refresh(q, 0);
            refresh(q, 1);
        }
    boxes_.reserve(static_cast<size_t>(n_) * n_ + 1);
    history_.reserve(static_cast<size_t>(n_) * n_);
    boxes_.push_back({n_, n_, -1, -1});
    saved_.reserve(64 * 41);
    totals_.reserve(64);
}

const Board& Board::empty_board(int size, Rule rule) {
    static std::once_flag built[kMaxSize + 1][2];
    static std::unique_ptr<Board> boards[kMaxSize + 1][2];
    const int r = static_cast<int>(rule);
    std::call_once(built[size][r], [&] { boards[size][r] = std::make_unique<Board>(size, rule); });
    return *boards[size][r];
}

// Copies the empty board's state; only the first width * width cells of each array are used by
// a board of that width, so only those are copied (the rest is never read).
void Board::reset(int size, Rule rule) {
    const Board& e = empty_board(size, rule);
    n_ = e.n_;
    w_ = e.w_;
    rule_ = e.rule_;
    std::memcpy(dirs_, e.dirs_, sizeof dirs_);
    stm_ = e.stm_;
    hash_ = e.hash_;
    history_.clear();
    boxes_.assign(e.boxes_.begin(), e.boxes_.end());
    table_ = e.table_;
    const size_t used = static_cast<size_t>(w_) * w_;
    std::memcpy(cells_, e.cells_, used);
    std::memcpy(near_, e.near_, used);
    for (int d = 0; d < 4; ++d) {
        std::memcpy(codes_[d], e.codes_[d], used * sizeof codes_[d][0]);
        std::memcpy(pats_[d], e.pats_[d], used * sizeof pats_[d][0]);
    }
    for (int c = 0; c < 2; ++c) {
        std::memcpy(threat_[c], e.threat_[c], used);
        std::memcpy(score_[c], e.score_[c], used * sizeof score_[c][0]);
    }
    std::memcpy(sum_, e.sum_, sizeof sum_);
    std::memcpy(threat_counts_, e.threat_counts_, sizeof threat_counts_);
    saved_.clear();
    totals_.clear();
}

// Looks up the patterns of both players on one line through a cell.
inline void Board::update_patterns(int idx, int d) {
    pats_[d][idx][0] = line_pattern(rule_, table_, code(codes_[d][idx], 0));
    pats_[d][idx][1] = line_pattern(rule_, table_, code(codes_[d][idx], 1));
}

// Recomputes a cell's threat and score for colour c and keeps the sums and counts.
void Board::refresh(int idx, int c) {
    Threat t = kThreatNone;
    int s = 0;
    if (empty(idx)) {
        const CellValue& v = cell_value(*this, c, idx);
        t = v.threat;
        s = v.score;
    }
    --threat_counts_[c][threat_[c][idx]];
    ++threat_counts_[c][t];
    threat_[c][idx] = t;
    sum_[c] += s - score_[c][idx];
    score_[c][idx] = s;
}

// Keeps a cell's threats, scores and patterns on one line (none for kNoLine) for undo().
inline void Board::save(int idx, uint8_t line) {
    const int d = line == kNoLine ? 0 : line;
    // Field by field into the vector: a record built on the stack and copied whole stalls on
    // store forwarding (narrow writes read back as one wide load).
    Saved& v = saved_.emplace_back();
    v.cell = static_cast<int16_t>(idx);
    v.line = line;
    for (int c = 0; c < 2; ++c) {
        v.pats[c] = pats_[d][idx][c];
        v.threat[c] = threat_[c][idx];
        v.score[c] = score_[c][idx];
    }
}

// Adds (sign 1) or removes (sign -1) a stone of a colour, updating everything that sees it. A
// removal is always of the last stone added, so it restores what the addition saved (the
// patterns of the stone's own cell were not touched while it was taken).
void Board::set_stone(int idx, int colour, int sign) {
    cells_[idx] = static_cast<uint8_t>(sign > 0 ? colour + 1 : 0);
    hash_ ^= zobrist(colour, idx);
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) near_[idx + dy * w_ + dx] += sign;
    // The stone is digit 1 in its own colour's code and 2 (a blocker) in the other's.
    const uint32_t own = colour == 0 ? 0x20001u : 0x10002u;
    for (int d = 0; d < 4; ++d) {
        for (int k = -kWindowHalf; k <= kWindowHalf; ++k) {
            if (k == 0) continue;
            const uint32_t delta = kPow3[window_digit(-k)] * own;
            codes_[d][idx + k * dirs_[d]] += sign > 0 ? delta : 0u - delta;
        }
    }
    if (sign < 0) {
        const Totals& t = totals_.back();
        for (size_t i = saved_.size(); i-- > t.saved;) {
            const Saved& v = saved_[i];
            for (int c = 0; c < 2; ++c) {
                if (v.line != kNoLine) pats_[v.line][v.cell][c] = v.pats[c];
                threat_[c][v.cell] = v.threat[c];
                score_[c][v.cell] = v.score[c];
            }
        }
        saved_.resize(t.saved);
        std::memcpy(sum_, t.sum, sizeof sum_);
        std::memcpy(threat_counts_, t.threat_counts, sizeof threat_counts_);
        totals_.pop_back();
        return;
    }
    totals_.push_back({{sum_[0], sum_[1]}, {}, saved_.size()});
    std::memcpy(totals_.back().threat_counts, threat_counts_, sizeof threat_counts_);
    save(idx, kNoLine);
    refresh(idx, 0);
    refresh(idx, 1);
    for (int d = 0; d < 4; ++d)
        for (int k = -kWindowHalf; k <= kWindowHalf; ++k) {
            int q = idx + k * dirs_[d];
            if (k == 0 || cells_[q] != kEmpty) continue;
            const uint8_t p[2] = {line_pattern(rule_, table_, code(codes_[d][q], 0)),
                                  line_pattern(rule_, table_, code(codes_[d][q], 1))};
            // A cell whose patterns on this line stay keeps its threats and scores.
            if (p[0] == pats_[d][q][0] && p[1] == pats_[d][q][1]) continue;
            save(q, static_cast<uint8_t>(d));
            for (int c = 0; c < 2; ++c)
                if (p[c] != pats_[d][q][c]) {
                    pats_[d][q][c] = p[c];
                    refresh(q, c);
                }
        }
}

void Board::put(int idx, int colour) {
    Box b = boxes_.back();
    int x = x_of(idx), y = y_of(idx);
    boxes_.push_back({std::min(b.x0, x), std::min(b.y0, y), std::max(b.x1, x), std::max(b.y1, y)});
    history_.push_back(idx);
    set_stone(idx, colour, 1);
}

void Board::play(int idx) {
    put(idx, stm_);
    stm_ ^= 1;
}

void Board::undo() {
    int idx = history_.back();
    history_.pop_back();
    boxes_.pop_back();
    stm_ ^= 1;
    set_stone(idx, stm_, -1);
}

void Board::area(int margin, int& x0, int& y0, int& x1, int& y1) const {
    const Box& b = boxes_.back();
    if (b.x1 < 0) {
        x0 = y0 = x1 = y1 = n_ / 2;
        return;
    }
    x0 = std::max(0, b.x0 - margin);
    y0 = std::max(0, b.y0 - margin);
    x1 = std::min(n_ - 1, b.x1 + margin);
    y1 = std::min(n_ - 1, b.y1 + margin);
}

namespace {

constexpr uint64_t kByteOnes = 0x0101010101010101ULL;

// The top bit of each of the 8 threat bytes in w that is at least t: threats are below 8, so
// adding 128 - t reaches 128 exactly for those, and no byte carries into the next.
inline uint64_t threats_at_least(uint64_t w, int t) {
    return (w + static_cast<uint64_t>(0x80 - t) * kByteOnes) & (0x80 * kByteOnes);
}

// Calls f(i) for each cell i in [i, e] of one row whose threat byte is at least t, in order,
// eight cells at a time; stops early when f returns true.
template <class F>
inline bool scan_row(const uint8_t* threat, int i, int e, int t, F f) {
    static_assert(kThreatFive < 8, "threats_at_least needs threats below 8");
    static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the lowest byte is the first cell");
    for (; i + 8 <= e + 1; i += 8) {
        uint64_t w;
        std::memcpy(&w, threat + i, sizeof w);
        for (uint64_t hits = threats_at_least(w, t); hits != 0; hits &= hits - 1)
            if (f(i + __builtin_ctzll(hits) / 8)) return true;
    }
    for (; i <= e; ++i)
        if (threat[i] >= t && f(i)) return true;
    return false;
}

}  // namespace

int Board::find_threat(int c, Threat t) const {
    int x0, y0, x1, y1;
    area(4, x0, y0, x1, y1);
    int found = -1;
    for (int y = y0; y <= y1 && found < 0; ++y)
        scan_row(threat_[c], index(x0, y), index(x1, y), t, [&](int i) {
            found = i;
            return true;
        });
    return found;
}

void Board::collect_threats(int c, Threat t, std::vector<int>& out) const {
    int x0, y0, x1, y1;
    area(4, x0, y0, x1, y1);
    for (int y = y0; y <= y1; ++y)
        scan_row(threat_[c], index(x0, y), index(x1, y), t, [&](int i) {
            out.push_back(i);
            return false;
        });
}

}  // namespace pg_games::gomoku
