// The move-order fit: its features reproduce the search's order values, its samples are the
// positions the search orders, and the softmax fit recovers known weights from drawn choices.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <random>

#include "core/gomoku/board.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/eval.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/tuning_order.h"

using namespace pg_games::gomoku;
using namespace pg_games::gomoku::tuning;

TEST(GomokuTuneOrder, DefaultShareIsTheFittedOne) {
    EXPECT_EQ(aggression_x16(kSearchDefenceShare), kSearchOrderX16);
}

TEST(GomokuTuneOrder, FeaturesReproduceOrderValuesInRandomGames) {
    std::mt19937_64 rng(2024);
    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    Board& b = *board;
    int checked = 0;
    for (int game = 0; game < 6; ++game) {
        b.reset(19, Rule::Freestyle);
        b.play(b.index(9, 9));
        for (int ply = 0; ply < 50; ++ply) {
            std::vector<int> moves;
            generate_moves(b, 16, true, moves, false);
            for (int m : moves) {
                if (b.threat(0, m) == kThreatFive || b.threat(1, m) == kThreatFive) continue;
                EXPECT_EQ(dot(kOrderWeights, order_features(b, m)),
                          order_value(b, m, kSearchOrderX16));
                EXPECT_EQ(dot(to_vector(kOrderWeights), order_features(b, m)),
                          order_value(b, m, kSearchOrderX16));
                ++checked;
            }
            const int m = moves[rng() % moves.size()];
            if (b.threat(b.side_to_move(), m) == kThreatFive) break;
            b.play(m);
        }
    }
    EXPECT_GT(checked, 5000);
}

TEST(GomokuTuneOrder, SamplesOnlyWhereTheSearchOrders) {
    auto board = std::make_unique<Board>(Board::empty_board(19, Rule::Freestyle));
    Board& b = *board;
    for (int m : {b.index(9, 9), b.index(3, 3), b.index(10, 9), b.index(3, 5)}) b.play(m);
    OrderSample s;
    ASSERT_TRUE(order_sample(b, b.index(11, 9), 7, s));
    EXPECT_EQ(s.game, 7);
    EXPECT_EQ(s.moves[static_cast<size_t>(s.chosen)], order_features(b, b.index(11, 9)));
    EXPECT_FALSE(order_sample(b, b.index(18, 18), 7, s));  // far from every stone: no candidate
    b.play(b.index(11, 9));  // black's open three: white must answer it
    EXPECT_FALSE(order_sample(b, b.index(12, 9), 7, s));
    b.play(b.index(3, 7));
    // Black can make an open four: the search plays it without ordering.
    EXPECT_FALSE(order_sample(b, b.index(12, 9), 7, s));
}

TEST(GomokuTuneOrder, FitRecoversKnownWeights) {
    std::mt19937_64 rng(11);
    const int two = kPatTwo, three = kThreatBase + kThreatThree,
              opp_three = kFeatureCount + kPatThree, unused = kPatOpenFour;
    OrderVector truth{};
    truth[two] = 40;
    truth[three] = 150;
    truth[opp_three] = 90;
    const double scale = 60;
    std::vector<OrderSample> samples;
    for (int i = 0; i < 6000; ++i) {
        OrderSample s;
        s.game = i / 30;
        std::vector<double> weight;
        double total = 0;
        for (int k = 0; k < 12; ++k) {
            OrderFeatures f{};
            f[two] = static_cast<int8_t>(rng() % 5);
            f[three] = static_cast<int8_t>(rng() % 2);
            f[opp_three] = static_cast<int8_t>(rng() % 3);
            f[unused] = 1;  // the same for every candidate: the softmax cannot see it
            s.moves.push_back(f);
            weight.push_back(std::exp(dot(truth, f) / scale));
            total += weight.back();
        }
        double u = static_cast<double>(rng() >> 11) * 0x1.0p-53 * total;
        s.chosen = 0;
        while (s.chosen < 11 && (u -= weight[static_cast<size_t>(s.chosen)]) > 0) ++s.chosen;
        samples.push_back(s);
    }
    std::array<bool, kOrderFeatureCount> free{};
    free.fill(true);
    OrderVector start{};
    start[two] = start[three] = start[opp_three] = 1;
    start[unused] = 5;
    const OrderFitResult fitted = fit_order(samples, start, scale, free);
    EXPECT_NEAR(fitted.weights[two], 40, 5);
    EXPECT_NEAR(fitted.weights[three], 150, 15);
    EXPECT_NEAR(fitted.weights[opp_three], 90, 10);
    EXPECT_TRUE(fitted.fitted[two]);
    EXPECT_FALSE(fitted.fitted[unused]);
    EXPECT_EQ(fitted.weights[unused], 5);  // kept
    const OrderQuality before = order_quality(samples, start, scale);
    const OrderQuality after = order_quality(samples, fitted.weights, scale);
    EXPECT_LT(after.log_loss, before.log_loss);
    EXPECT_LE(after.log_loss, order_quality(samples, truth, scale).log_loss + 1e-9);
    EXPECT_GT(after.within[1], before.within[1]);
    EXPECT_GE(after.within[3], after.within[1]);
    EXPECT_EQ(after.within[0], 0);
    EXPECT_EQ(after.within[12], 1);  // every sample has 12 candidates
    // With the weights fixed, the scale is found again (within the noise of the draws).
    EXPECT_NEAR(fit_order_scale(samples, truth), scale, 6);
}

TEST(GomokuTuneOrder, TableConvertsAndPrints) {
    const OrderWeights w = to_order_weights(to_vector(kOrderWeights));
    for (int i = 0; i < kPatCount; ++i) {
        EXPECT_EQ(w.own.pattern[i], kOrderWeights.own.pattern[i]);
        EXPECT_EQ(w.opp.pattern[i], kOrderWeights.opp.pattern[i]);
    }
    for (int i = 0; i <= kThreatFive; ++i) {
        EXPECT_EQ(w.own.threat[i], kOrderWeights.own.threat[i]);
        EXPECT_EQ(w.opp.threat[i], kOrderWeights.opp.threat[i]);
    }
    EXPECT_EQ(order_weight_name(kPatOpenThree), "own.pattern.open_three");
    EXPECT_EQ(order_weight_name(kFeatureCount + kThreatBase + kThreat43), "opp.threat.43");
    EXPECT_EQ(order_weight_name(kOrderFeatureCount), "?");
    const std::string text = order_initializer(w);
    EXPECT_EQ(text.rfind("const OrderWeights kOrderWeights = {\n", 0), 0u);
    EXPECT_NE(text.find(std::to_string(kOrderWeights.opp.threat[kThreat43])), std::string::npos);
}
