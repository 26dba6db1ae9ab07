// gomoku-tune: fits the Gomoku evaluation's weight table (kWeights in src/core/gomoku/eval.cpp)
// to the results of the engine's self-play games.
//   gomoku-tune selfplay --games N --nodes K --seed S --out FILE [--size 15|19] [--jobs J]
//   gomoku-tune fit FILE [--out weights.txt]
//   gomoku-tune order FILE... [--out weights.txt]   (the search's move order, kOrderWeights)
// See bench/gomoku/TUNING.md.
#include <cstdio>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "fit_command.h"
#include "order_command.h"
#include "selfplay.h"

int main(int argc, char** argv) {
    using namespace pg_games::gomoku_tune;
    const std::vector<std::string> args(argv + 1, argv + argc);
    const std::string command = args.empty() ? "" : args[0];
    if (command.empty() || command == "--help" || command == "help") {
        std::printf("Usage:\n  %s  %s  %s", kSelfplayUsage, kFitUsage, kOrderUsage);
        return command.empty() ? 2 : 0;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    try {
        if (command == "selfplay") return selfplay_command(rest);
        if (command == "fit") return fit_command(rest);
        if (command == "order") return order_command(rest);
        std::fprintf(stderr, "error: unknown command %s (selfplay, fit or order)\n",
                     command.c_str());
        return 2;
    } catch (const pg_games::Error& e) {
        std::fprintf(stderr, "error: %s\n", e.what());
        if (!e.detail().empty()) std::fprintf(stderr, "detail: %s\n", e.detail().c_str());
        if (!e.hint().empty()) std::fprintf(stderr, "hint: %s\n", e.hint().c_str());
        return 1;
    }
}
