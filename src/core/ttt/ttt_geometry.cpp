// Windows and symmetries of m,n,k boards.
#include "core/ttt/ttt_geometry.h"

#include <string>

#include "core/common/error.h"

namespace pg_games::ttt {
namespace {

// Adds every window of k cells starting at (r, c) and stepping by (dr, dc) that fits the board.
void add_windows(Geometry& g, int dr, int dc) {
    for (int r = 0; r < g.rows; ++r) {
        for (int c = 0; c < g.cols; ++c) {
            const int end_r = r + dr * (g.k - 1);
            const int end_c = c + dc * (g.k - 1);
            if (end_r < 0 || end_r >= g.rows || end_c < 0 || end_c >= g.cols) continue;
            Bits w = 0;
            for (int i = 0; i < g.k; ++i) w |= cell_bit((r + dr * i) * g.cols + (c + dc * i));
            g.windows.push_back(w);
        }
    }
}

// Appends the permutation mapping cell (r, c) to the cell `map(r, c)` returns, unless it is
// already there (on a single row, flipping the rows is the identity).
template <typename Map>
void add_symmetry(Geometry& g, Map map) {
    std::array<uint8_t, kMaxArea> perm{};
    for (int r = 0; r < g.rows; ++r)
        for (int c = 0; c < g.cols; ++c) {
            const auto [r2, c2] = map(r, c);
            perm[r * g.cols + c] = static_cast<uint8_t>(r2 * g.cols + c2);
        }
    for (const auto& known : g.sym)
        if (known == perm) return;
    g.sym.push_back(perm);
}

}  // namespace

Geometry make_geometry(int rows, int cols, int k) {
    if (rows < 1 || cols < 1)
        throw Error(ErrorKind::InvalidParameter, "board dimensions must be at least 1",
                    "The board was given as " + std::to_string(rows) + " x " +
                        std::to_string(cols) + ".",
                    "Give m (rows) and n (columns) as positive numbers.");
    if (static_cast<long>(rows) * cols > kMaxArea)
        throw Error(ErrorKind::ProgramLimit, "board is too large",
                    "A " + std::to_string(rows) + " x " + std::to_string(cols) + " board has " +
                        std::to_string(static_cast<long>(rows) * cols) + " cells; at most " +
                        std::to_string(kMaxArea) + " are supported.",
                    "Use a board of at most 64 cells.");
    if (k < 1)
        throw Error(ErrorKind::InvalidParameter, "k must be at least 1",
                    "k was given as " + std::to_string(k) + ".");
    if (k > rows && k > cols)
        throw Error(ErrorKind::InvalidParameter, "k is larger than the board",
                    "No line of " + std::to_string(k) + " fits on a " + std::to_string(rows) +
                        " x " + std::to_string(cols) + " board.",
                    "Use a k of at most " + std::to_string(rows > cols ? rows : cols) + ".");
    Geometry g;
    g.rows = rows;
    g.cols = cols;
    g.k = k;
    g.area = rows * cols;
    g.full = g.area == 64 ? ~Bits{0} : (Bits{1} << g.area) - 1;
    add_windows(g, 0, 1);
    if (k > 1) {  // with k = 1 every direction gives the same one-cell windows
        add_windows(g, 1, 0);
        add_windows(g, 1, 1);
        add_windows(g, 1, -1);
    }
    g.windows_at.resize(static_cast<size_t>(g.area));
    for (size_t w = 0; w < g.windows.size(); ++w)
        for (int cell = 0; cell < g.area; ++cell)
            if (g.windows[w] & cell_bit(cell)) g.windows_at[cell].push_back(static_cast<uint16_t>(w));

    const int R = rows - 1, C = cols - 1;
    add_symmetry(g, [](int r, int c) { return std::pair{r, c}; });
    add_symmetry(g, [&](int r, int c) { return std::pair{r, C - c}; });
    add_symmetry(g, [&](int r, int c) { return std::pair{R - r, c}; });
    add_symmetry(g, [&](int r, int c) { return std::pair{R - r, C - c}; });
    if (rows == cols) {
        add_symmetry(g, [](int r, int c) { return std::pair{c, r}; });
        add_symmetry(g, [&](int r, int c) { return std::pair{C - c, R - r}; });
        add_symmetry(g, [&](int r, int c) { return std::pair{c, R - r}; });
        add_symmetry(g, [&](int r, int c) { return std::pair{C - c, r}; });
    }
    return g;
}

bool has_line(const Geometry& g, Bits stones) {
    for (Bits w : g.windows)
        if ((stones & w) == w) return true;
    return false;
}

bool completes_line(const Geometry& g, Bits stones, int cell) {
    for (uint16_t w : g.windows_at[cell])
        if ((stones & g.windows[w]) == g.windows[w]) return true;
    return false;
}

}  // namespace pg_games::ttt
