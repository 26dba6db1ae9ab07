// The incremental search board: stones, line codes, threat levels, scores and the hash key.
#include "core/gomoku/board.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>

#include "core/common/splitmix.h"
#include "core/gomoku/eval.h"

namespace pg_games::gomoku {

namespace {

// A fixed pseudo-random 64-bit key per (colour, cell), from splitmix64, computed at compile time
// (a function-local table would test its guard on every stone).
struct ZobristKeys {
    uint64_t k[2][kMaxCells];
};
constexpr ZobristKeys make_zobrist_keys() {
    ZobristKeys keys{};
    uint64_t s = 0x9E3779B97F4A7C15ULL;
    for (auto& row : keys.k)
        for (auto& v : row) {
            v = splitmix64(s);
            s += 0x9E3779B97F4A7C15ULL;
        }
    return keys;
}
constexpr ZobristKeys kZobristKeys = make_zobrist_keys();

constexpr uint32_t pow3(int n) { return n == 0 ? 1 : 3 * pow3(n - 1); }
// The weight of the cell at offset k in a window's code: the 10-cell codes of patterns.h, or the
// compact codes (the cells at +-5 not coded, the others one digit lower).
constexpr uint32_t digit_weight(bool compact, int k) {
    return pow3(window_digit(k) - (compact ? 1 : 0));
}
// How far a stone's codes reach: the compact codes end four cells away.
constexpr int code_reach(bool compact) { return compact ? kWindowHalf - 1 : kWindowHalf; }

// A player's pattern for a line code: the compact table is complete, the other fills lazily.
template <bool kCompact>
inline uint8_t code_pattern(Rule rule, const uint8_t* table, uint32_t code) {
    return kCompact ? table[code] : uint8_t{line_pattern(rule, table, code)};
}

}  // namespace

uint64_t zobrist(int c, int idx) { return kZobristKeys.k[c][idx]; }

Board::Board(int size, Rule rule)
    : n_(size), w_(size + 2 * kPad), rule_(rule),
      table_(rule == Rule::Freestyle ? compact_freestyle_table() : pattern_table(rule)) {
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
    std::memset(combo_, 0, sizeof combo_);
    for (int y = 0; y < n_; ++y)
        for (int x = 0; x < n_; ++x) cells_[index(x, y)] = kEmpty;
    // Walls block both players: code them into every board cell's windows.
    const int total = w_ * w_;
    const bool compact = rule == Rule::Freestyle;
    const int reach = code_reach(compact);
    for (int q = 0; q < total; ++q) {
        if (!empty(q)) continue;
        for (int d = 0; d < 4; ++d)
            for (int k = -reach; k <= reach; ++k) {
                if (k == 0) continue;
                int o = q + k * dirs_[d];
                if (o < 0 || o >= total || cells_[o] != kWall) continue;
                codes_[d][q] += 2 * digit_weight(compact, k) * 0x10001u;
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
    saved_.reserve(64 * kMaxSavedPerStone);  // add_stone() sizes it (a copy starts empty)
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
        std::memcpy(combo_[c], e.combo_[c], used * sizeof combo_[c][0]);
        std::memcpy(threat_[c], e.threat_[c], used);
        std::memcpy(score_[c], e.score_[c], used * sizeof score_[c][0]);
    }
    std::memcpy(sum_, e.sum_, sizeof sum_);
    std::memcpy(threat_counts_, e.threat_counts_, sizeof threat_counts_);
    saved_count_ = 0;
    totals_.clear();
}

// Looks up the patterns of both players on one line through a cell.
inline void Board::update_patterns(int idx, int d) {
    for (int c = 0; c < 2; ++c) {
        const uint32_t own = code(codes_[d][idx], c);
        const bool compact = rule_ == Rule::Freestyle;
        set_line_pattern(idx, d, c, compact ? code_pattern<true>(rule_, table_, own)
                                            : code_pattern<false>(rule_, table_, own));
    }
}

// Stores a cell's threat and score for colour c and keeps the sums and counts. Every read comes
// before the byte store, which the compiler must assume may change anything.
inline void Board::set_value(int idx, int c, Threat t, int s) {
    const uint8_t old = threat_[c][idx];
    sum_[c] += s - score_[c][idx];
    score_[c][idx] = s;
    if (old != t) {
        --threat_counts_[c][old];
        ++threat_counts_[c][t];
    }
    threat_[c][idx] = t;
}

// Sets colour c's pattern of a cell on line d and the cell's combined index with it; returns the
// index.
inline int Board::set_line_pattern(int idx, int d, int c, uint8_t p) {
    const int combo = combo_[c][idx] + (p - pats_[d][idx][c]) * kComboStep[d];
    combo_[c][idx] = static_cast<uint16_t>(combo);
    pats_[d][idx][c] = p;
    return combo;
}

// Gives an empty cell colour c's new pattern on line d, and the threat and score that follow.
inline void Board::set_pattern(int idx, int d, int c, uint8_t p) {
    const CellValue& v = kCellValues[set_line_pattern(idx, d, c, p)];
    set_value(idx, c, v.threat, v.score);
}

// Computes an empty cell's threat and score for colour c from its patterns.
void Board::refresh(int idx, int c) {
    const CellValue& v = cell_value(*this, c, idx);
    set_value(idx, c, v.threat, v.score);
}

// Keeps a cell's threats, scores and patterns on one line (none for kNoLine) for undo().
inline void Board::save(int idx, uint8_t line) {
    const int d = line == kNoLine ? 0 : line;
    // Field by field into the vector: a record built on the stack and copied whole stalls on
    // store forwarding (narrow writes read back as one wide load).
    Saved& v = saved_[saved_count_++];
    v.cell = static_cast<int16_t>(idx);
    v.line = line;
    for (int c = 0; c < 2; ++c) {
        v.pats[c] = pats_[d][idx][c];
        v.threat[c] = threat_[c][idx];
        v.score[c] = score_[c][idx];
    }
}

// The stone's neighbourhood count and the line codes of the cells that see it: kAdd puts it in,
// else takes it out.
template <bool kAdd, bool kCompact>
inline void Board::update_near_and_codes(int idx, int colour) {
    // Five counts of a row at once, as one 64-bit word (the three bytes past them get 0): a
    // count stays within 0..25, so no byte carries or borrows into the next.
    constexpr uint64_t kFiveOnes = 0x0101010101ULL;
    static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "the lowest byte is the first cell");
    static_assert(kPad >= 2 + 3, "a row's word stays inside the padding");
    for (int dy = -2; dy <= 2; ++dy) {
        uint8_t* row = near_ + idx + dy * w_ - 2;
        uint64_t counts;
        std::memcpy(&counts, row, sizeof counts);
        counts = kAdd ? counts + kFiveOnes : counts - kFiveOnes;
        std::memcpy(row, &counts, sizeof counts);
    }
    // The stone is digit 1 in its own colour's code and 2 (a blocker) in the other's.
    const uint32_t own = colour == 0 ? 0x20001u : 0x10002u;
    for (int d = 0; d < 4; ++d) {
        uint32_t* codes = codes_[d] + idx;
        const int step = dirs_[d];
        for (int k = 1; k <= code_reach(kCompact); ++k) {
            const uint32_t before = digit_weight(kCompact, k) * own;  // the stone seen from idx - k
            const uint32_t after = digit_weight(kCompact, -k) * own;  // and from idx + k
            if (kAdd) {
                codes[-k * step] += before;
                codes[k * step] += after;
            } else {
                codes[-k * step] -= before;
                codes[k * step] -= after;
            }
        }
    }
}

// Puts a stone of a colour on an empty cell and updates every cell that sees it, saving what
// changes for remove_stone().
template <bool kCompact>
void Board::add_stone(int idx, int colour) {
    cells_[idx] = static_cast<uint8_t>(colour + 1);
    hash_ ^= zobrist(colour, idx);
    update_near_and_codes<true, kCompact>(idx, colour);
    if (saved_.size() < saved_count_ + kMaxSavedPerStone)
        saved_.resize(2 * (saved_count_ + kMaxSavedPerStone));
    totals_.push_back({{sum_[0], sum_[1]}, {}, saved_count_});
    std::memcpy(totals_.back().threat_counts, threat_counts_, sizeof threat_counts_);
    save(idx, kNoLine);
    set_value(idx, 0, kThreatNone, 0);
    set_value(idx, 1, kThreatNone, 0);
    const Rule rule = rule_;
    const uint8_t* table = table_;
    // Under freestyle a cell's patterns never depend on the window's ends (a five through the
    // centre lies within four cells of it; a longer run counts as one): a stone five cells away
    // changes no pattern (gomoku_patterns_test checks every code).
    constexpr int reach = code_reach(kCompact);
    for (int d = 0; d < 4; ++d) {
        const int step = dirs_[d];
        for (int k = -reach; k <= reach; ++k) {
            const int q = idx + k * step;
            if (k == 0 || cells_[q] != kEmpty) continue;
            const uint32_t both = codes_[d][q];
            const uint8_t p0 = code_pattern<kCompact>(rule, table, code(both, 0));
            const uint8_t p1 = code_pattern<kCompact>(rule, table, code(both, 1));
            const uint8_t o0 = pats_[d][q][0], o1 = pats_[d][q][1];
            // A cell whose patterns on this line stay keeps its threats and scores.
            if (p0 == o0 && p1 == o1) continue;
            save(q, static_cast<uint8_t>(d));
            if (p0 != o0) set_pattern(q, d, 0, p0);
            if (p1 != o1) set_pattern(q, d, 1, p1);
        }
    }
}

// Takes back the last stone added: restores what add_stone() saved (the patterns of the stone's
// own cell were not touched while it was taken).
template <bool kCompact>
void Board::remove_stone(int idx, int colour) {
    cells_[idx] = kEmpty;
    hash_ ^= zobrist(colour, idx);
    update_near_and_codes<false, kCompact>(idx, colour);
    const Totals& t = totals_.back();
    const size_t first = t.saved;
    const Saved* saved = saved_.data();
    for (size_t i = saved_count_; i-- > first;) {
        const Saved v = saved[i];  // a copy: the byte stores below cannot change it
        if (v.line != kNoLine) {
            set_line_pattern(v.cell, v.line, 0, v.pats[0]);
            set_line_pattern(v.cell, v.line, 1, v.pats[1]);
        }
        score_[0][v.cell] = v.score[0];
        score_[1][v.cell] = v.score[1];
        threat_[0][v.cell] = v.threat[0];
        threat_[1][v.cell] = v.threat[1];
    }
    saved_count_ = first;
    std::memcpy(sum_, t.sum, sizeof sum_);
    std::memcpy(threat_counts_, t.threat_counts, sizeof threat_counts_);
    totals_.pop_back();
}

void Board::put(int idx, int colour) {
    Box b = boxes_.back();
    int x = x_of(idx), y = y_of(idx);
    boxes_.push_back({std::min(b.x0, x), std::min(b.y0, y), std::max(b.x1, x), std::max(b.y1, y)});
    history_.push_back(idx);
    if (rule_ == Rule::Freestyle)
        add_stone<true>(idx, colour);
    else
        add_stone<false>(idx, colour);
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
    if (rule_ == Rule::Freestyle)
        remove_stone<true>(idx, stm_);
    else
        remove_stone<false>(idx, stm_);
}

Threat Board::threat_if_blocked(int c, int idx, int d, int k) const {
    const bool compact = rule_ == Rule::Freestyle;
    if (k < -code_reach(compact) || k > code_reach(compact)) return threat(c, idx);
    const uint32_t blocked = code(codes_[d][idx], c) + 2 * digit_weight(compact, k);
    const uint8_t p = compact ? code_pattern<true>(rule_, table_, blocked)
                              : code_pattern<false>(rule_, table_, blocked);
    return kCellValues[combo_[c][idx] + (p - pats_[d][idx][c]) * kComboStep[d]].threat;
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

// Whether some empty cell gives colour c a threat of at least t (the counts say so without a scan).
bool Board::has_threat(int c, Threat t) const {
    if (t == kThreatNone) return true;  // kThreatNone's count is not kept for empty cells alone
    for (int level = t; level <= kThreatFive; ++level)
        if (threat_counts_[c][level] != 0) return true;
    return false;
}

int Board::find_threat(int c, Threat t) const {
    if (!has_threat(c, t)) return -1;
    // A single five to make is almost always on a line through the last stone (the four that
    // made it): looked for there first. Being the only one, it is what the scan would find.
    if (t == kThreatFive && threat_counts_[c][kThreatFive] == 1 && !history_.empty()) {
        const int last = history_.back();
        for (int d = 0; d < 4; ++d)
            for (int k = 1; k <= 4; ++k) {
                if (threat_[c][last + k * dirs_[d]] == kThreatFive) return last + k * dirs_[d];
                if (threat_[c][last - k * dirs_[d]] == kThreatFive) return last - k * dirs_[d];
            }
    }
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
    if (!has_threat(c, t)) return;
    int x0, y0, x1, y1;
    area(4, x0, y0, x1, y1);
    for (int y = y0; y <= y1; ++y)
        scan_row(threat_[c], index(x0, y), index(x1, y), t, [&](int i) {
            out.push_back(i);
            return false;
        });
}

}  // namespace pg_games::gomoku
