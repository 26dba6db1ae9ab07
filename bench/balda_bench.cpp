// Balda engine benchmarks on the full Russian dictionary (data/generated/balda_ru_nouns.txt,
// made by scripts/data/balda_ru_nouns.sh): index build, all moves of middle-game positions,
// whole self-played games. Run from the repository root, or set BALDA_WORDS to the file.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/balda/bot.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

// The derived noun list, read once.
const std::vector<std::string>& words() {
    static const std::vector<std::string> list = [] {
        const char* env = std::getenv("BALDA_WORDS");
        std::ifstream in(env ? env : "data/generated/balda_ru_nouns.txt");
        if (!in) throw std::runtime_error("run scripts/data/balda_ru_nouns.sh first");
        std::vector<std::string> out;
        for (std::string line; std::getline(in, line);) out.push_back(line);
        return out;
    }();
    return list;
}

const Dictionary& dictionary() {
    static const Dictionary dict = Dictionary::build(words());
    return dict;
}

// A middle-game position: the board after `turns` self-played moves from `start`.
Board middle_game(const char* start, int turns, UsedWords& used) {
    StopCheck stop;
    auto game = play_game(dictionary(), start, 0, Rules{}, Strategy::Longest, TieBreak{}, turns, stop);
    mark_used(dictionary(), start, used);
    for (const Turn& t : game) used.insert(t.move.word_node);
    return Board::parse(game.back().board);
}

void BM_IndexBuild(benchmark::State& state) {
    words();
    for (auto _ : state) {
        Dictionary d = Dictionary::build(words());
        benchmark::DoNotOptimize(d.node_count());
    }
}
BENCHMARK(BM_IndexBuild)->Unit(benchmark::kMillisecond);

// All moves of a position: argument = side (5: БАЛДА after 8 turns, 7: САМОЛЕТ after 12).
void BM_AllMoves(benchmark::State& state) {
    UsedWords used;
    Board board = state.range(0) == 5 ? middle_game("БАЛДА", 8, used)
                                      : middle_game("САМОЛЕТ", 12, used);
    MoveGenerator gen(dictionary(), board.size(), Rules{});
    StopCheck stop;
    size_t count = 0;
    for (auto _ : state) count = gen.generate(board, used, stop).size();
    state.counters["moves"] = static_cast<double>(count);
}
BENCHMARK(BM_AllMoves)->Arg(5)->Arg(7)->Unit(benchmark::kMicrosecond);

// A whole self-played game: 5x5 from БАЛДА, 10x10 from БИБЛИОТЕКА; argument 1: look-ahead.
void BM_SelfPlay(benchmark::State& state, const char* start) {
    dictionary();
    Strategy strategy = state.range(0) ? Strategy::Lookahead : Strategy::Longest;
    size_t turns = 0;
    for (auto _ : state) {
        StopCheck stop;
        turns = play_game(dictionary(), start, 0, Rules{}, strategy, TieBreak{}, 0, stop).size();
    }
    state.counters["turns"] = static_cast<double>(turns);
}
BENCHMARK_CAPTURE(BM_SelfPlay, 5x5, "БАЛДА")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_SelfPlay, 10x10, "БИБЛИОТЕКА")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
