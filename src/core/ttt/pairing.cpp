// Finding pairing strategies by a bounded backtracking search: cover the most constrained window
// first, with the pairs that cover the most other windows first.
#include "core/ttt/pairing.h"

#include <algorithm>
#include <map>

namespace pg_games::ttt {
namespace {

int popcount(Bits b) {
    return __builtin_popcountll(b);
}

}  // namespace

PairingFinder::PairingFinder(const Geometry& g) : g_(g) {
    std::map<int, uint16_t> ids;
    line_of_.resize(g.windows.size());
    for (size_t w = 0; w < g.windows.size(); ++w) {
        const Bits cells = g.windows[w];
        const int c0 = __builtin_ctzll(cells);
        const Bits rest = cells & (cells - 1);
        int key;
        if (rest == 0) {
            key = 1 << 20 | static_cast<int>(w);  // a one-cell window is a line of its own
        } else {
            const int c1 = __builtin_ctzll(rest);
            const int r0 = c0 / g.cols, q0 = c0 % g.cols, r1 = c1 / g.cols, q1 = c1 % g.cols;
            const int dr = r1 - r0, dc = q1 - q0;
            if (dr == 0)
                key = 0 << 16 | r0;
            else if (dc == 0)
                key = 1 << 16 | q0;
            else if (dc > 0)
                key = 2 << 16 | (q0 - r0 + g.rows);
            else
                key = 3 << 16 | (q0 + r0);
        }
        auto found = ids.find(key);
        if (found == ids.end()) found = ids.emplace(key, static_cast<uint16_t>(ids.size())).first;
        line_of_[w] = found->second;
    }
    lines_ = static_cast<int>(ids.size());
    state_.assign(g.windows.size(), 0);
}

bool PairingFinder::blocks(Bits defender, Bits empty, int budget) {
    return search(defender, empty, budget);
}

int PairingFinder::blocking_move(Bits defender, Bits empty, int budget, int tries) {
    if (empty == 0) return -1;
    if (search(defender, empty, budget)) return __builtin_ctzll(empty);
    // Each stone on its own, most windows to cover through it first: separate small searches
    // find pairings more often than one search of the same total size.
    int score[kMaxArea] = {0};
    for (uint16_t w : todo_)
        for (Bits cells = g_.windows[w] & empty; cells != 0; cells &= cells - 1)
            ++score[__builtin_ctzll(cells)];
    int order[kMaxArea];
    int n = 0;
    for (Bits cells = empty; cells != 0; cells &= cells - 1) {
        const int cell = __builtin_ctzll(cells);
        if (score[cell] == 0) continue;
        int i = n++;
        while (i > 0 && score[order[i - 1]] < score[cell]) {
            order[i] = order[i - 1];
            --i;
        }
        order[i] = cell;
    }
    for (int i = 0; i < n && i < tries; ++i) {
        const Bits stone = cell_bit(order[i]);
        if (search(defender | stone, empty & ~stone, budget)) return order[i];
    }
    return -1;
}

bool PairingFinder::search(Bits defender, Bits empty, int budget) {
    todo_.clear();
    undo_.clear();
    pairs_.clear();
    std::fill(state_.begin(), state_.end(), uint8_t{0});
    free_ = empty;
    budget_ = budget;
    // Each line holding a window to cover needs a pair of its own: a quick impossibility test.
    std::vector<bool> line_seen(static_cast<size_t>(lines_), false);
    int lines_needed = 0;
    for (size_t w = 0; w < g_.windows.size(); ++w) {
        const Bits cells = g_.windows[w];
        if (cells & defender) continue;
        if (popcount(cells & empty) < 2) return false;
        state_[w] = 1;
        todo_.push_back(static_cast<uint16_t>(w));
        if (!line_seen[line_of_[w]]) {
            line_seen[line_of_[w]] = true;
            ++lines_needed;
        }
    }
    if (2 * lines_needed > popcount(empty)) return false;
    return cover();
}

bool PairingFinder::cover() {
    if (--budget_ < 0) return false;
    // The window with the fewest free cells.
    int best = -1, best_free = 1 << 20;
    for (uint16_t w : todo_) {
        if (state_[w] != 1) continue;
        const int f = popcount(g_.windows[w] & free_);
        if (f < 2) return false;
        if (f < best_free) {
            best_free = f;
            best = w;
        }
    }
    if (best < 0) return true;

    // Its candidate pairs (of at most 16 of its free cells), most windows covered first.
    int cells[16];
    int n = 0;
    for (Bits rest = g_.windows[best] & free_; rest != 0 && n < 16; rest &= rest - 1)
        cells[n++] = __builtin_ctzll(rest);
    struct Candidate {
        uint8_t a, b;
        int score;
    };
    Candidate candidates[120];
    int count = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const Bits both = cell_bit(cells[i]) | cell_bit(cells[j]);
            int score = 0;
            for (uint16_t w : g_.windows_at[cells[i]])
                if (state_[w] == 1 && (g_.windows[w] & both) == both) ++score;
            candidates[count++] = {static_cast<uint8_t>(cells[i]), static_cast<uint8_t>(cells[j]),
                                   score};
        }
    std::stable_sort(candidates, candidates + count,
                     [](const Candidate& x, const Candidate& y) { return x.score > y.score; });

    for (int c = 0; c < count; ++c) {
        const Bits both = cell_bit(candidates[c].a) | cell_bit(candidates[c].b);
        const size_t mark = undo_.size();
        for (uint16_t w : g_.windows_at[candidates[c].a])
            if (state_[w] == 1 && (g_.windows[w] & both) == both) {
                state_[w] = 2;
                undo_.push_back(w);
            }
        free_ &= ~both;
        pairs_.emplace_back(candidates[c].a, candidates[c].b);
        if (cover()) return true;
        pairs_.pop_back();
        free_ |= both;
        while (undo_.size() > mark) {
            state_[undo_.back()] = 1;
            undo_.pop_back();
        }
        if (budget_ < 0) return false;
    }
    return false;
}

}  // namespace pg_games::ttt
