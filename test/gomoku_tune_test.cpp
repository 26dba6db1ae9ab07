// The weight-fitting code: the features reproduce evaluate() exactly, the data file's lines
// round-trip, and the logistic fit recovers known weights from synthetic results.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <random>

#include "core/common/error.h"
#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/tuning.h"

using namespace pg_games;
using namespace pg_games::gomoku;
using namespace pg_games::gomoku::tuning;

namespace {

// A double in [0, 1) from the generator's raw output (distributions differ between libraries).
double uniform(std::mt19937_64& rng) {
    return static_cast<double>(rng() >> 11) * 0x1.0p-53;
}

// Checks the features of a board against the board's own sums and evaluate().
void expect_exact(const Board& b) {
    for (int c = 0; c < 2; ++c) EXPECT_EQ(dot(kWeights, colour_counts(b, c)), b.score_sum(c));
    const Features f = features(b);
    EXPECT_EQ(dot(kWeights, f) / 4, evaluate(b));
    EXPECT_EQ(static_cast<int64_t>(dot(to_vector(kWeights), f)), dot(kWeights, f));
}

}  // namespace

TEST(GomokuTune, FeaturesReproduceEvaluateInRandomGames) {
    std::mt19937_64 rng(12345);
    int positions = 0, settled_positions = 0;
    for (int size : {15, 19}) {
        auto board = std::make_unique<Board>(Board::empty_board(size, Rule::Freestyle));
        for (int game = 0; game < 12; ++game) {
            board->reset(size, Rule::Freestyle);
            Board& b = *board;
            expect_exact(b);
            // Random moves near the stones (fours and open threes come up), until a five.
            for (int ply = 0; ply < 120 && b.empties() > 0; ++ply) {
                std::vector<int> cells;
                for (int y = 0; y < size; ++y)
                    for (int x = 0; x < size; ++x) {
                        const int idx = b.index(x, y);
                        if (b.empty(idx) && (b.stones() == 0 || b.near_stone(idx)))
                            cells.push_back(idx);
                    }
                const int idx = cells[rng() % cells.size()];
                if (b.threat(b.side_to_move(), idx) == kThreatFive) break;
                b.play(idx);
                expect_exact(b);
                ++positions;
                settled_positions += settled(b);
            }
            // Taking stones back keeps everything consistent too.
            for (int k = 0; k < 5 && b.stones() > 0; ++k) {
                b.undo();
                expect_exact(b);
            }
        }
    }
    EXPECT_GT(positions, 500);
    EXPECT_GT(settled_positions, 0);
}

// Positions of the engine playing itself (a small budget, seeded): the same identities.
TEST(GomokuTune, FeaturesReproduceEvaluateInEngineGames) {
    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    Board& b = *board;
    b.play(b.index(9, 9));
    SearchSettings s;
    s.node_budget = 2000;
    s.time_limit_ms = 60000;
    s.seed = 99;
    for (int ply = 0; ply < 40; ++ply) {
        Position p(19);
        for (int y = 0; y < 19; ++y)
            for (int x = 0; x < 19; ++x) {
                const uint8_t c = b.at(b.index(x, y));
                if (c != Board::kEmpty)
                    p.place({x, y}, c - 1 == b.side_to_move() ? Cell::Own : Cell::Opponent);
            }
        StopCheck stop;
        const Point m = search_best_move(p, s, stop).move;
        const int idx = b.index(m.x, m.y);
        if (b.threat(b.side_to_move(), idx) == kThreatFive) break;
        b.play(idx);
        expect_exact(b);
    }
    EXPECT_GT(b.stones(), 10);
}

TEST(GomokuTune, WeightsConvertBothWays) {
    const Weights w = to_weights(to_vector(kWeights));
    for (int i = 0; i < kPatCount; ++i) EXPECT_EQ(w.pattern[i], kWeights.pattern[i]);
    for (int i = 0; i <= kThreatFive; ++i) EXPECT_EQ(w.threat[i], kWeights.threat[i]);
    for (int i = 0; i < kFeatureCount; ++i) EXPECT_EQ(weight_index(weight_name(i)), i);
    EXPECT_EQ(weight_index("pattern.seven"), -1);
    const Weights table = {{0, 1, 6, 22, 26, 110, 140, 1400, 12000},
                           {0, -98, 0, 700, 0, 1500, 2600, 30000}};
    const std::string text = initializer(table);
    EXPECT_NE(text.find("const Weights kWeights = {\n"), std::string::npos);
    EXPECT_NE(text.find("    {0, 1, 6, 22, 26, 110, 140, 1400, 12000},\n"), std::string::npos);
    EXPECT_NE(text.find("    {0, -98, 0, 700, 0, 1500, 2600, 30000},\n"), std::string::npos);
}

TEST(GomokuTune, RecordsRoundTrip) {
    Record r;
    r.game = 42;
    r.size = 15;
    r.moves = {{7, 7}, {8, 8}, {0, 14}, {14, 0}, {3, 4}};
    for (double result : {0.0, 0.5, 1.0}) {
        r.result = result;
        const std::string line = format_record(r);
        EXPECT_EQ(parse_record(line), r) << line;
    }
    EXPECT_EQ(format_record(r), "42 15 w 1 7,7 8,8 0,14 14,0 3,4");
    Record empty;
    EXPECT_EQ(parse_record(format_record(empty)), empty);
    EXPECT_EQ(format_record(empty), "0 19 b 0.5");

    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    replay(r, *board);
    EXPECT_EQ(board->size(), 15);
    EXPECT_EQ(board->stones(), 5);
    EXPECT_EQ(board->side_to_move(), 1);
    EXPECT_EQ(board->at(board->index(14, 0)), Board::kWhite);
    EXPECT_EQ(board->at(board->index(3, 4)), Board::kBlack);

    for (const char* bad : {"", "1 19 b", "1 19 w 1", "1 19 b 2", "1 4 b 1", "x 19 b 1",
                            "1 19 b 1 3,3", "1 19 w 1 3,3 4,4", "1 19 w 1 19,0", "1 19 b 1 3,3 3,3",
                            "1 19 w 1 3;3", "1 19 w 1 3,", "-1 19 b 0"}) {
        EXPECT_THROW(parse_record(bad), Error) << bad;
    }
}

// Known weights on three features, results drawn from the model: the fit finds them again.
TEST(GomokuTune, FitRecoversKnownWeights) {
    std::mt19937_64 rng(7);
    Vector truth{};
    truth[kPatTwo] = 8;
    truth[kPatOpenThree] = 90;
    truth[kThreatBase + kThreat33] = 500;
    const double scale = 50;
    std::vector<Sample> soft, drawn;
    for (int i = 0; i < 20000; ++i) {
        Sample s{};
        s.f[kPatTwo] = static_cast<int>(rng() % 41) - 20;
        s.f[kPatOpenThree] = static_cast<int>(rng() % 9) - 4;
        s.f[kThreatBase + kThreat33] = static_cast<int>(rng() % 3) - 1;
        s.game = i / 50;
        const double p = predict(truth, s.f, scale);
        s.result = p;  // the expected result: the exact minimum of the log-loss is the truth
        soft.push_back(s);
        s.result = uniform(rng) < p ? 1 : 0;
        drawn.push_back(s);
    }
    FitOptions options;
    options.scale = scale;
    options.free.fill(true);
    options.free[kPatOne] = false;  // held: keeps its start value
    Vector start{};
    start[kPatOne] = 3;
    start[kPatTwo] = 1;
    start[kPatOpenThree] = 1;
    start[kThreatBase + kThreat33] = 1;

    const FitResult exact = fit(soft, start, options);
    EXPECT_NEAR(exact.weights[kPatTwo], 8, 1e-3);
    EXPECT_NEAR(exact.weights[kPatOpenThree], 90, 1e-2);
    EXPECT_NEAR(exact.weights[kThreatBase + kThreat33], 500, 5e-2);
    EXPECT_EQ(exact.weights[kPatOne], 3);  // held
    EXPECT_TRUE(exact.fitted[kPatTwo]);
    EXPECT_FALSE(exact.fitted[kPatFive]);  // never seen: not fitted, left at its start
    EXPECT_EQ(exact.weights[kPatFive], 0);

    const FitResult noisy = fit(drawn, start, options);
    EXPECT_NEAR(noisy.weights[kPatTwo], 8, 0.8);
    EXPECT_NEAR(noisy.weights[kPatOpenThree], 90, 9);
    EXPECT_NEAR(noisy.weights[kThreatBase + kThreat33], 500, 50);
    // The fitted weights predict the draws better than the start, and about as well as the truth.
    const Quality fitted = quality(drawn, noisy.weights, scale);
    EXPECT_LT(fitted.log_loss, quality(drawn, start, scale).log_loss);
    EXPECT_LE(fitted.log_loss, quality(drawn, truth, scale).log_loss + 1e-9);
    EXPECT_GT(fitted.accuracy, 0.7);

    // With the weights fixed, the scale is found again.
    EXPECT_NEAR(fit_scale(soft, truth), scale, 0.01);

    // A ridge penalty pulls the fit toward the start, the more the stronger it is.
    options.ridge = 0.05;
    const FitResult mild = fit(soft, start, options);
    options.ridge = 100;
    const FitResult stiff = fit(soft, start, options);
    EXPECT_LT(mild.weights[kPatOpenThree], 90);
    EXPECT_GT(mild.weights[kPatOpenThree], 45);
    EXPECT_LT(stiff.weights[kPatOpenThree], 5);
    EXPECT_GE(stiff.loss, mild.loss);
    EXPECT_GE(mild.loss, exact.loss);
}
