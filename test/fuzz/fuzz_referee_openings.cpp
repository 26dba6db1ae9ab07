// The referee's openings files (parse_openings, place_opening) and its game loop: the opening
// is placed and the game played out by scripted players whose moves come from the input; the
// result agrees with the board (a five of the winner, an illegal move, a full board...).
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/fuzz_common.h"
#include "tools/referee/game.h"
#include "tools/referee/openings.h"

using namespace pg_games;
using namespace pg_games::referee;

namespace {

// A player that answers from a script of bytes: mostly free cells, sometimes anything.
class ScriptedPlayer : public Player {
  public:
    explicit ScriptedPlayer(FuzzedDataProvider& in) : in_(in) {}
    void start_game(const GameSetup& setup) override { colour_ = setup.colour; }
    Answer play(const Board& board, const GameClock&) override {
        FUZZ_CHECK(board.to_move() == colour_, "asked to move out of turn");
        Answer a;
        a.elapsed_ms =
            in_.ConsumeIntegralInRange(0, 3) == 0 ? in_.ConsumeFloatingPoint<double>() : 1.0;
        const int kind = in_.remaining_bytes() == 0 ? 9 : in_.ConsumeIntegralInRange(0, 31);
        if (kind == 0) {
            a.fault = Fault::NoRow;
            return a;
        }
        if (kind == 1) {  // any cell, on the board or not
            a.x = in_.ConsumeIntegralInRange(-2, board.size() + 2);
            a.y = in_.ConsumeIntegralInRange(-2, board.size() + 2);
            return a;
        }
        // A free cell: the next one from a chosen start.
        const int n = board.size();
        int start = in_.ConsumeIntegralInRange(0, n * n - 1);
        for (int i = 0; i < n * n; ++i) {
            const int c = (start + i) % (n * n);
            if (board.legal(c % n + 1, c / n + 1)) {
                a.x = c % n + 1;
                a.y = c / n + 1;
                return a;
            }
        }
        FUZZ_CHECK(false, "asked to move on a full board");
        return a;
    }

  private:
    FuzzedDataProvider& in_;
    Colour colour_ = Colour::Black;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    const int board_size = in.ConsumeIntegralInRange(gomoku::kMinSize - 1, 20);
    const std::string text = in.ConsumeRandomLengthString(2000);
    std::vector<Opening> openings;
    try {
        openings = parse_openings(text);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidText, e.what());
        return 0;
    }
    for (const Opening& o : openings) {
        FUZZ_CHECK(!o.empty(), "an empty opening");
        for (size_t i = 0; i < o.size(); ++i) {
            FUZZ_CHECK(
                o[i].first >= -32 && o[i].first <= 32 && o[i].second >= -32 && o[i].second <= 32,
                "stone out of range");
            for (size_t j = i + 1; j < o.size(); ++j) FUZZ_CHECK(o[i] != o[j], "a repeated stone");
        }
    }
    if (openings.empty() || board_size < gomoku::kMinSize) return 0;

    std::vector<std::pair<int, int>> cells;
    try {
        cells = place_opening(openings.front(), board_size);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidParameter, e.what());
        return 0;
    }
    for (const auto& [x, y] : cells)
        FUZZ_CHECK(x >= 1 && y >= 1 && x <= board_size && y <= board_size, "placed off the board");

    GameRules rules;
    rules.size = board_size;
    rules.rule = in.ConsumeBool() ? gomoku::Rule::ExactFive : gomoku::Rule::Freestyle;
    rules.clock_ms = in.ConsumeIntegralInRange(1, 1000);
    rules.max_moves = in.ConsumeIntegralInRange(0, 120);
    ScriptedPlayer black(in), white(in);
    const GameResult r = play_game(rules, cells, black, white, nullptr);
    FUZZ_CHECK(r.moves >= 0 && (rules.max_moves == 0 || r.moves <= rules.max_moves), "moves");
    if (r.reason == "five") {
        FUZZ_CHECK(r.five.has_value() && r.outcome != Outcome::Draw, "five without a winner");
        const Five& f = *r.five;
        FUZZ_CHECK((f.owner == Colour::Black) == (r.outcome == Outcome::BlackWins), "five owner");
        FUZZ_CHECK(rules.rule == gomoku::Rule::ExactFive ? f.length == 5 : f.length >= 5,
                   "five length");
    } else {
        FUZZ_CHECK(!r.five.has_value(), "a five with another reason: " + r.reason);
    }
    if (r.reason == "move limit") FUZZ_CHECK(r.outcome == Outcome::Draw, "move limit");
    return 0;
}
