// Runs find_vct and find_vct_pn on each position read, each on its own board and limits.
#include "threats.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
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

// The open threes the depth-first search may use (as at the engine's root).
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
        const int size = std::atoi(size_line.c_str());
        if (size < kMinSize || size > kMaxSize) {
            std::fprintf(stderr, "threats: board size %d is outside %d..%d\n", size, kMinSize,
                         kMaxSize);
            return 2;
        }
        for (const char* name : {"dfs", "pn"}) {
            Board b(Board::empty_board(size, Rule::Freestyle));
            if (!read_stones(own, b, 0) || !read_stones(other, b, 1)) {
                std::fprintf(stderr, "threats: a stone is malformed, off the board or taken\n");
                return 2;
            }
            StopCheck stop;
            Limits limits(stop, UINT64_MAX / 4, 3600000);
            std::vector<int> line;
            const auto start = std::chrono::steady_clock::now();
            bool won;
            if (name[0] == 'd') {
                VctTable table;
                won = find_vct(b, table, kThrees, cap, limits, &line);
            } else {
                won = find_vct_pn(b, cap, limits, &line);
            }
            const double ms = std::chrono::duration<double, std::milli>(
                                  std::chrono::steady_clock::now() - start).count();
            report(name, b, won, line, limits, ms);
        }
        std::fflush(stdout);
    }
    return 0;
}
