// gomoku-bench choose: the engine's move under a node budget (see choose.h).
#include "choose.h"

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>
#include <optional>
#include <string>

#include "core/common/stop.h"
#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "prove.h"

using namespace pg_games;
using namespace pg_games::gomoku;

int choose_main(int argc, char** argv) {
    const uint64_t nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1000000;
    const bool with_score = argc > 3 && std::string(argv[3]) == "score";
    std::string size_line, own, other;
    if (!std::getline(std::cin, size_line) || !std::getline(std::cin, own) ||
        !std::getline(std::cin, other)) {
        std::fprintf(stderr, "choose: expected three lines (size, own stones, other stones)\n");
        return 2;
    }
    std::optional<Board> read = read_position("choose", size_line, own, other);
    if (!read) return 2;
    // read_position gives the side to move colour 0.
    Position pos(read->size());
    for (int y = 0; y < pos.size(); ++y)
        for (int x = 0; x < pos.size(); ++x) {
            const uint8_t s = read->at(read->index(x, y));
            if (s != Board::kEmpty) pos.place({x, y}, s == Board::kBlack ? Cell::Own : Cell::Opponent);
        }
    SearchSettings settings;
    settings.node_budget = nodes;
    settings.time_limit_ms = 600000;
    StopCheck stop;
    try {
        const SearchResult r = search_best_move(pos, settings, stop);
        if (with_score)
            std::printf("%d,%d %d\n", r.move.x + 1, r.move.y + 1, r.score);
        else
            std::printf("%d,%d\n", r.move.x + 1, r.move.y + 1);
    } catch (const std::exception& e) {  // a finished game or a full board
        std::fprintf(stderr, "choose: %s\n", e.what());
        return 2;
    }
    return 0;
}
