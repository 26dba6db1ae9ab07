// Grundy values of Wythoff's game by minimal excludants, with windowed bitsets.
//
// For a <= b the value lies in [b - 2a, b + a] (Landman's bounds), so a column holds values within
// about 2 * (rows) of its index and a diagonal within about 2 * (rows) of its offset: each keeps a
// window of the values, and only the current row needs a full-width bitset. A value falling
// outside its window would be a bug, reported as such (never a wrong answer).
#include "core/wythoff/grundy.h"

#include <algorithm>
#include <string>

#include "core/common/error.h"

namespace pg_games::wythoff {
namespace {

using Word = uint64_t;

// A bitset of the values in [64 * base_word, 64 * (base_word + words)). The windows are
// interleaved (word w of every window, then word w + 1 of every window): neighbouring columns
// and diagonals are read at about the same offset, so a row's work stays in a few cache lines.
struct Window {
    uint64_t base_word = 0;
    Word* bits = nullptr;  // word w of the window is bits[w * stride]
};

// The rectangle computation: rows 0..rows-1 (the smaller pile), columns 0..cols-1.
class Rectangle {
  public:
    Rectangle(uint64_t rows, uint64_t cols)
        : rows_(rows),
          cols_(cols),
          window_words_((4 * rows + 256) / 64 + 1),
          row_words_((cols + 3 * rows + 256) / 64 + 1) {
        // Columns 0..cols-1, then diagonals j - i from -(rows-1) to cols-1.
        const uint64_t windows = cols + cols + rows;
        stride_ = windows;
        storage_.assign(windows * window_words_, 0);
        row_.assign(row_words_, 0);
        windows_.resize(windows);
        for (uint64_t c = 0; c < cols; ++c) windows_[c] = make_window(c, static_cast<int64_t>(c));
        for (uint64_t d = 0; d < cols + rows; ++d)
            windows_[cols + d] =
                make_window(cols + d, static_cast<int64_t>(d) - static_cast<int64_t>(rows));
    }

    // Bytes needed for a rows x cols rectangle.
    static uint64_t bytes(uint64_t rows, uint64_t cols) {
        const double words = static_cast<double>(2 * cols + rows) * ((4 * rows + 256) / 64 + 1) +
                             static_cast<double>((cols + 3 * rows + 256) / 64 + 1);
        const double b =
            words * sizeof(Word) + static_cast<double>(2 * cols + rows) * sizeof(Window);
        return b >= 1e18 ? uint64_t{1000000000000000000} : static_cast<uint64_t>(b);
    }

    // Computes every value row by row; `visit(i, j, value)` sees each one.
    template <typename Visit>
    void run(StopCheck& stop, Visit visit) {
        for (uint64_t i = 0; i < rows_; ++i) {
            std::fill(row_.begin(), row_.end(), Word{0});
            uint64_t first_zero_word = 0;
            for (uint64_t j = 0; j < cols_; ++j) {
                stop.throw_if_cancelled();
                const Window& column = windows_[j];
                const Window& diagonal = windows_[cols_ + (j + rows_ - i)];
                while (row_[first_zero_word] == ~Word{0}) ++first_zero_word;
                uint64_t w = first_zero_word;
                uint64_t value;
                for (;; ++w) {
                    const Word u = row_[w] | word_of(column, w) | word_of(diagonal, w);
                    if (u != ~Word{0}) {
                        value = w * 64 + static_cast<uint64_t>(__builtin_ctzll(~u));
                        break;
                    }
                }
                set(row_.data(), 0, row_words_, 1, value);
                set(column.bits, column.base_word, window_words_, stride_, value);
                set(diagonal.bits, diagonal.base_word, window_words_, stride_, value);
                visit(i, j, value);
            }
        }
    }

  private:
    // The window of one column (center = its index) or diagonal (center = j - i).
    Window make_window(uint64_t index, int64_t center) {
        Window w;
        const int64_t low = center - 2 * static_cast<int64_t>(rows_) - 64;
        w.base_word = low <= 0 ? 0 : static_cast<uint64_t>(low) / 64;
        w.bits = &storage_[index];
        return w;
    }

    Word word_of(const Window& window, uint64_t w) const {
        if (w < window.base_word || w >= window.base_word + window_words_) return 0;
        return window.bits[(w - window.base_word) * stride_];
    }

    static void set(Word* bits, uint64_t base_word, uint64_t words, uint64_t stride,
                    uint64_t value) {
        const uint64_t w = value / 64;
        if (w < base_word || w >= base_word + words)
            throw Error(ErrorKind::Internal, "a Wythoff Grundy value fell outside its window");
        bits[(w - base_word) * stride] |= Word{1} << (value % 64);
    }

    uint64_t rows_, cols_;
    uint64_t window_words_, row_words_;
    uint64_t stride_ = 0;
    std::vector<Word> storage_;
    std::vector<Word> row_;
    std::vector<Window> windows_;
};

void check_pile(int64_t pile, const char* which) {
    if (pile < 0)
        throw Error(ErrorKind::InvalidParameter, "pile sizes must not be negative",
                    std::string("Pile ") + which + " is " + std::to_string(pile) + ".",
                    "A pile holds zero or more objects.");
}

void check_size(int64_t a, int64_t b) {
    check_pile(a, "a");
    check_pile(b, "b");
    const uint64_t need = grundy_bytes(a, b);
    if (need > kMaxGrundyBytes)
        throw Error(ErrorKind::ProgramLimit, "Wythoff position too large for a Grundy value",
                    "The piles (" + std::to_string(a) + ", " + std::to_string(b) + ") need about " +
                        std::to_string(need >> 20) + " MB; at most " +
                        std::to_string(kMaxGrundyBytes >> 20) + " MB are allowed.",
                    "Use piles of up to about 5500 each (a thin rectangle allows a larger pile: "
                    "(10, 400000) fits).");
}

}  // namespace

uint64_t grundy_bytes(int64_t a, int64_t b) {
    const uint64_t s = static_cast<uint64_t>(std::min(a, b)),
                   l = static_cast<uint64_t>(std::max(a, b));
    if (l > (uint64_t{1} << 40)) return uint64_t{1000000000000000000};
    return Rectangle::bytes(s + 1, l + 1);
}

GrundyOptions grundy_options(int64_t a, int64_t b, StopCheck& stop) {
    check_size(a, b);
    // Rows are the smaller pile; values are symmetric, G(a, b) = G(b, a).
    const bool swapped = a > b;
    const uint64_t s = static_cast<uint64_t>(swapped ? b : a);
    const uint64_t l = static_cast<uint64_t>(swapped ? a : b);
    GrundyOptions out;
    std::vector<uint64_t> last_row(l), last_column(s), diag(s);
    Rectangle rect(s + 1, l + 1);
    rect.run(stop, [&](uint64_t i, uint64_t j, uint64_t v) {
        if (i == s && j == l)
            out.value = v;
        else if (i == s)
            last_row[j] = v;
        else if (j == l)
            last_column[i] = v;
        // (s - t, l - t): on the diagonal of (s, l), below it.
        if (j + s == i + l && i < s) diag[s - 1 - i] = v;
    });
    // last_row[j] = G(s, j): options of the larger pile; last_column[i] = G(i, l).
    out.first = swapped ? std::move(last_row) : std::move(last_column);
    out.second = swapped ? std::move(last_column) : std::move(last_row);
    out.diagonal = std::move(diag);
    return out;
}

uint64_t grundy(int64_t a, int64_t b, StopCheck& stop) {
    return grundy_options(a, b, stop).value;
}

SumMove sum_move(const std::vector<std::pair<int64_t, int64_t>>& games, StopCheck& stop) {
    for (const auto& [a, b] : games) check_size(a, b);
    std::vector<uint64_t> values(games.size());
    uint64_t total = 0;
    for (size_t i = 0; i < games.size(); ++i) {
        values[i] = grundy(games[i].first, games[i].second, stop);
        total ^= values[i];
    }
    SumMove move;
    if (total == 0) return move;
    for (size_t i = 0; i < games.size(); ++i) {
        const uint64_t target = values[i] ^ total;
        if (target >= values[i]) continue;
        // An option of game i with the target value exists (the value is a minimal excludant).
        const auto [a, b] = games[i];
        const GrundyOptions o = grundy_options(a, b, stop);
        bool found = false;
        int64_t best_total = 0;
        auto consider = [&](int64_t take_a, int64_t take_b) {
            if (!found || take_a + take_b < best_total) {
                found = true;
                move.take = {take_a, take_b};
                best_total = take_a + take_b;
            }
        };
        // Tie order as in best_move_of: first pile, both piles, second pile.
        for (int64_t x = a - 1; x >= 0; --x)
            if (o.first[static_cast<size_t>(x)] == target) {
                consider(a - x, 0);
                break;
            }
        for (size_t t = 1; t <= o.diagonal.size(); ++t)
            if (o.diagonal[t - 1] == target) {
                consider(static_cast<int64_t>(t), static_cast<int64_t>(t));
                break;
            }
        for (int64_t y = b - 1; y >= 0; --y)
            if (o.second[static_cast<size_t>(y)] == target) {
                consider(0, b - y);
                break;
            }
        if (!found)
            throw Error(ErrorKind::Internal, "no Wythoff option has the wanted Grundy value");
        move.found = true;
        move.game = i;
        return move;
    }
    throw Error(ErrorKind::Internal, "no game of a non-zero Wythoff sum can restore it");
}

}  // namespace pg_games::wythoff
