// The referee's rules: fives (freestyle and exact five), illegal answers, faults, clocks, a full
// board, the move limit and openings, played through play_game with scripted players.
#include <gtest/gtest.h>

#include <deque>
#include <stdexcept>

#include "tools/referee/board.h"
#include "tools/referee/game.h"

namespace pg_games::referee {
namespace {

// A player that gives the answers it was handed, in order (and a fault when they run out).
class Scripted : public Player {
  public:
    explicit Scripted(std::deque<Answer> answers, bool fail_start = false)
        : answers_(std::move(answers)), fail_start_(fail_start) {}
    void start_game(const GameSetup& setup) override {
        if (fail_start_) throw std::runtime_error("cannot connect");
        colour = setup.colour;
    }
    Answer play(const Board&, const GameClock& clock) override {
        seen_remaining.push_back(clock.remaining_ms());
        if (answers_.empty()) return {Fault::Error, 0, 0, 0, "script exhausted"};
        Answer a = answers_.front();
        answers_.pop_front();
        return a;
    }
    void end_game() override { ended = true; }

    Colour colour = Colour::Black;
    bool ended = false;
    std::vector<double> seen_remaining;

  private:
    std::deque<Answer> answers_;
    bool fail_start_;
};

// A move answer taking `ms` of the player's clock.
Answer move(int x, int y, double ms = 1) {
    return {Fault::None, x, y, ms, ""};
}

// Collects what the observer sees.
class Log : public GameObserver {
  public:
    void on_move(const Board&, const MoveRecord& m) override { moves.push_back(m); }
    std::vector<MoveRecord> moves;
};

GameRules rules(int size = 19, gomoku::Rule rule = gomoku::Rule::Freestyle, double clock = 1e6,
                int max_moves = 0) {
    return {size, rule, clock, max_moves};
}

TEST(RefereeRules, FiveInARowWins) {
    Scripted black({move(1, 1), move(2, 1), move(3, 1), move(4, 1), move(5, 1)});
    Scripted white({move(1, 2), move(2, 2), move(3, 2), move(4, 2)});
    Log log;
    GameResult r = play_game(rules(), {}, black, white, &log);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "five");
    EXPECT_EQ(r.moves, 9);
    ASSERT_TRUE(r.five);
    EXPECT_EQ(r.five->length, 5);
    EXPECT_EQ(std::min(r.five->x1, r.five->x2), 1);
    EXPECT_EQ(std::max(r.five->x1, r.five->x2), 5);
    EXPECT_EQ(r.five->y1, 1);
    ASSERT_EQ(log.moves.size(), 9u);
    EXPECT_EQ(log.moves[8].ply, 9);
    EXPECT_EQ(log.moves[8].stone.colour, Colour::Black);
    EXPECT_TRUE(black.ended);
    EXPECT_TRUE(white.ended);
    EXPECT_EQ(white.colour, Colour::White);
}

TEST(RefereeRules, DiagonalFiveForWhite) {
    Scripted black({move(10, 1), move(11, 1), move(12, 1), move(14, 1), move(19, 19)});
    Scripted white({move(3, 7), move(4, 6), move(5, 5), move(6, 4), move(7, 3)});
    GameResult r = play_game(rules(), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::WhiteWins);
    EXPECT_EQ(r.reason, "five");
    EXPECT_EQ(r.moves, 10);
}

// Black builds 1-3 and 5-6 on row 1, then fills 4: six in a row.
std::deque<Answer> six_for_black() {
    return {move(1, 1), move(2, 1), move(3, 1), move(5, 1), move(6, 1), move(4, 1), move(10, 10)};
}
std::deque<Answer> quiet_white() {
    return {move(1, 5), move(3, 5), move(5, 5), move(7, 5), move(9, 5), move(11, 5), move(13, 5)};
}

TEST(RefereeRules, SixWinsUnderFreestyle) {
    Scripted black(six_for_black()), white(quiet_white());
    GameResult r = play_game(rules(), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "five");
    ASSERT_TRUE(r.five);
    EXPECT_EQ(r.five->length, 6);
    EXPECT_EQ(r.moves, 11);
}

TEST(RefereeRules, SixDoesNotWinUnderExactFive) {
    Scripted black(six_for_black()), white(quiet_white());
    GameResult r =
        play_game(rules(19, gomoku::Rule::ExactFive, 1e6, 13), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::Draw);
    EXPECT_EQ(r.reason, "move limit");
    EXPECT_EQ(r.moves, 13);
}

TEST(RefereeRules, ExactFiveWinsUnderExactFive) {
    Scripted black({move(1, 1), move(2, 1), move(3, 1), move(4, 1), move(5, 1)});
    Scripted white({move(1, 2), move(2, 2), move(3, 2), move(4, 2)});
    GameResult r = play_game(rules(19, gomoku::Rule::ExactFive), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "five");
}

TEST(RefereeRules, OccupiedCellLoses) {
    Scripted black({move(10, 10), move(11, 11)});
    Scripted white({move(10, 10)});
    GameResult r = play_game(rules(), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "illegal move");
    EXPECT_EQ(r.detail, "(10, 10) is occupied");
    EXPECT_EQ(r.moves, 1);
}

TEST(RefereeRules, OffBoardCellLoses) {
    for (auto [x, y] : {std::pair{0, 5}, {20, 5}, {5, 0}, {5, 20}, {-3, -3}}) {
        Scripted black({move(x, y)});
        Scripted white({});
        GameResult r = play_game(rules(), {}, black, white, nullptr);
        EXPECT_EQ(r.outcome, Outcome::WhiteWins) << x << "," << y;
        EXPECT_EQ(r.reason, "illegal move");
        EXPECT_NE(r.detail.find("off the board"), std::string::npos);
    }
    // On a 15x15 board, 16 is off the board and 15 is not.
    Scripted black({move(15, 15), move(16, 1)});
    Scripted white({move(1, 1)});
    GameResult r = play_game(rules(15), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::WhiteWins);
    EXPECT_EQ(r.moves, 2);
}

TEST(RefereeRules, EveryFaultLosesWithItsReason) {
    for (Fault f :
         {Fault::Error, Fault::NoRow, Fault::TooManyRows, Fault::BadColumns, Fault::Timeout,
          Fault::ConnectionLost, Fault::EngineError, Fault::EngineExited}) {
        Scripted black({move(10, 10)});
        Scripted white({{f, 0, 0, 3, "what happened"}});
        GameResult r = play_game(rules(), {}, black, white, nullptr);
        EXPECT_EQ(r.outcome, Outcome::BlackWins);
        EXPECT_EQ(r.reason, fault_reason(f));
        EXPECT_EQ(r.detail, "what happened");
        EXPECT_DOUBLE_EQ(r.white_ms, 3);
    }
}

TEST(RefereeRules, ClockIsTheTotalOfTheAnswers) {
    // 1000 ms per game: 400 + 400 fits, the third answer of 400 does not, even though legal.
    Scripted black({move(1, 1, 400), move(3, 1, 400), move(5, 1, 400)});
    Scripted white({move(1, 3, 10), move(3, 3, 10), move(5, 3, 10)});
    GameResult r = play_game(rules(19, gomoku::Rule::Freestyle, 1000), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::WhiteWins);
    EXPECT_EQ(r.reason, "timeout");
    EXPECT_DOUBLE_EQ(r.black_ms, 1200);
    EXPECT_DOUBLE_EQ(r.white_ms, 20);
    ASSERT_EQ(black.seen_remaining.size(), 3u);
    EXPECT_DOUBLE_EQ(black.seen_remaining[0], 1000);
    EXPECT_DOUBLE_EQ(black.seen_remaining[2], 200);
}

TEST(RefereeRules, AnswerUsingExactlyTheClockIsInTime) {
    Scripted black({move(1, 1, 1000), move(3, 1, 0)});
    Scripted white({move(1, 3, 1), {Fault::NoRow, 0, 0, 1, ""}});
    GameResult r = play_game(rules(19, gomoku::Rule::Freestyle, 1000), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "no row");
}

// Cells coloured so that no line of any direction has more than two stones of one colour in a
// row: colour by (x + 2y) mod 4 (rows: XXOO..., columns alternate, diagonals runs of two).
bool striped_black(int x, int y) {
    return (x + 2 * y) % 4 < 2;
}

// An independent brute-force five check: any run of 5 of one colour in 4 directions.
bool has_run_of_five(const Board& b) {
    const int d[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int y = 1; y <= b.size(); ++y)
        for (int x = 1; x <= b.size(); ++x)
            for (auto& dir : d) {
                std::optional<Colour> c = b.at(x, y);
                if (!c) continue;
                int k = 1;
                while (k < 5 && b.on_board(x + k * dir[0], y + k * dir[1]) &&
                       b.at(x + k * dir[0], y + k * dir[1]) == c)
                    ++k;
                if (k == 5) return true;
            }
    return false;
}

TEST(RefereeRules, FullBoardLosesForTheSideToMove) {
    for (int n : {5, 6, 7, 8}) {
        std::deque<Answer> a, b;
        for (int y = 1; y <= n; ++y)
            for (int x = 1; x <= n; ++x) (striped_black(x, y) ? a : b).push_back(move(x, y));
        // Black moves first, so it must own the larger class (or either when equal).
        if (a.size() < b.size()) std::swap(a, b);
        ASSERT_LE(a.size() - b.size(), 1u);
        Board check(n);
        for (auto& m : a) check.place(m.x, m.y, Colour::Black);
        for (auto& m : b) check.place(m.x, m.y, Colour::White);
        ASSERT_FALSE(has_run_of_five(check)) << n;
        ASSERT_TRUE(check.full());

        Scripted black(a), white(b);
        GameResult r = play_game(rules(n), {}, black, white, nullptr);
        EXPECT_EQ(r.reason, "board full") << n;
        EXPECT_EQ(r.moves, n * n);
        // n*n odd: black placed the last stone, white cannot move; even: the other way round.
        EXPECT_EQ(r.outcome, n % 2 == 1 ? Outcome::BlackWins : Outcome::WhiteWins) << n;
    }
}

TEST(RefereeRules, OpeningStonesAlternateAndTheRightSideMovesNext) {
    // Five opening stones: black has three, so white moves first.
    std::vector<std::pair<int, int>> opening{{10, 10}, {11, 10}, {10, 11}, {11, 11}, {12, 12}};
    Scripted black({});
    Scripted white({move(1, 1)});
    Log log;
    GameResult r = play_game(rules(), opening, black, white, &log);
    ASSERT_EQ(log.moves.size(), 6u);
    for (int i = 0; i < 5; ++i) {
        EXPECT_TRUE(log.moves[i].opening);
        EXPECT_EQ(log.moves[i].stone.colour, i % 2 == 0 ? Colour::Black : Colour::White);
    }
    EXPECT_FALSE(log.moves[5].opening);
    EXPECT_EQ(log.moves[5].stone.colour, Colour::White);
    EXPECT_EQ(log.moves[5].ply, 6);
    EXPECT_EQ(r.moves, 1);
    EXPECT_EQ(r.outcome, Outcome::WhiteWins);  // black's script is empty: a fault
}

TEST(RefereeRules, PlayerThatCannotStartLoses) {
    Scripted black({move(1, 1)});
    Scripted white({}, true);
    GameResult r = play_game(rules(), {}, black, white, nullptr);
    EXPECT_EQ(r.outcome, Outcome::BlackWins);
    EXPECT_EQ(r.reason, "setup failed");
    EXPECT_EQ(r.detail, "cannot connect");
    EXPECT_EQ(r.moves, 0);
}

TEST(RefereeBoard, TracksStonesAndSideToMove) {
    Board b(19);
    EXPECT_EQ(b.to_move(), Colour::Black);
    b.place(10, 10, Colour::Black);
    EXPECT_EQ(b.to_move(), Colour::White);
    EXPECT_FALSE(b.legal(10, 10));
    EXPECT_TRUE(b.legal(19, 19));
    EXPECT_FALSE(b.legal(20, 1));
    EXPECT_THROW(b.place(10, 10, Colour::White), pg_games::Error);
    EXPECT_THROW(b.place(0, 1, Colour::White), pg_games::Error);
    EXPECT_THROW(Board(4), pg_games::Error);
    EXPECT_THROW(Board(33), pg_games::Error);
}

}  // namespace
}  // namespace pg_games::referee
