// Runs find_vct and find_vct_pn on each position read, each on its own copy and limits.
#include "threats.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/vct.h"
#include "core/gomoku/vct_pn.h"
#include "prove.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

// The open threes the depth-first search may use (as the engine's root did before it searched
// threes by proof numbers).
constexpr int kThrees = 8;

void report(const char* name, const Board& b, bool won, const std::vector<int>& line,
            const Limits& limits, double ms) {
    if (won && !line.empty())
        std::printf("%s win %d,%d %llu %.1f\n", name, b.x_of(line.front()) + 1,
                    b.y_of(line.front()) + 1, static_cast<unsigned long long>(limits.nodes()), ms);
    else
        std::printf("%s none - %llu %.1f\n", name, static_cast<unsigned long long>(limits.nodes()),
                    ms);
}

}  // namespace

int threats_main(int argc, char** argv) {
    const uint64_t cap = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 300000;
    std::string size_line, own, other;
    while (std::getline(std::cin, size_line) && std::getline(std::cin, own) &&
           std::getline(std::cin, other)) {
        const std::optional<Board> position = read_position("threats", size_line, own, other);
        if (!position) return 2;
        // Each search on its own copy of the board, with its own limits (and table).
        const auto run = [&](const char* name, auto search) {
            Board b = *position;
            StopCheck stop;
            Limits limits(stop, UINT64_MAX / 4, kMaxTimeLimitMs);
            std::vector<int> line;
            const auto start = std::chrono::steady_clock::now();
            const bool won = search(b, limits, line);
            const double ms = std::chrono::duration<double, std::milli>(
                                  std::chrono::steady_clock::now() - start).count();
            report(name, b, won, line, limits, ms);
        };
        run("dfs", [&](Board& b, Limits& limits, std::vector<int>& line) {
            VctTable table;
            return find_vct(b, table, kThrees, cap, limits, &line);
        });
        run("pn", [&](Board& b, Limits& limits, std::vector<int>& line) {
            return find_vct_pn(b, cap, limits, &line);
        });
        std::fflush(stdout);
    }
    return 0;
}
