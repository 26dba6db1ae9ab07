// Line patterns and threat levels of the incremental board, on hand-checked lines, under both
// rules; and the board's incremental state against a fresh rebuild.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/gomoku/board.h"

using namespace pg_games::gomoku;

namespace {

// The pattern colour 0 makes by playing the '*' of a one-row line drawn on row 7 of a 15x15
// board ('X' colour 0, 'O' colour 1, '.' empty), starting at column `x0`.
Pattern row_pattern(const std::string& line, Rule rule, int x0 = 2) {
    Board b(15, rule);
    int star = -1;
    for (int i = 0; i < static_cast<int>(line.size()); ++i) {
        int idx = b.index(x0 + i, 7);
        if (line[i] == 'X') b.put(idx, 0);
        if (line[i] == 'O') b.put(idx, 1);
        if (line[i] == '*') star = idx;
    }
    return b.pattern(0, 0, star);
}

}  // namespace

TEST(GomokuPatterns, FivesFoursAndThrees) {
    EXPECT_EQ(row_pattern("XX*XX", Rule::Freestyle), kPatFive);
    EXPECT_EQ(row_pattern(".XXX*.", Rule::Freestyle), kPatOpenFour);
    EXPECT_EQ(row_pattern("OXXX*.", Rule::Freestyle), kPatFour);
    EXPECT_EQ(row_pattern(".XX*.X.", Rule::Freestyle), kPatFour);  // .XXX.X: one gap completes
    EXPECT_EQ(row_pattern("..XX*..", Rule::Freestyle), kPatOpenThree);
    EXPECT_EQ(row_pattern("..X.*X..", Rule::Freestyle), kPatOpenThree);  // split three
    EXPECT_EQ(row_pattern("OXX*...", Rule::Freestyle), kPatThree);
    EXPECT_EQ(row_pattern("O.XX*.O", Rule::Freestyle), kPatThree);  // no room for an open four
    EXPECT_EQ(row_pattern("...X*...", Rule::Freestyle), kPatOpenTwo);
    EXPECT_EQ(row_pattern("O*....O", Rule::Freestyle), kPatOne);
    EXPECT_EQ(row_pattern("O*...O", Rule::Freestyle), kPatNone);  // 4 cells between blocks
}

TEST(GomokuPatterns, BoardEdgesBlock) {
    // The line starts at column 0: the edge blocks like a stone.
    EXPECT_EQ(row_pattern("XXX*.", Rule::Freestyle, 0), kPatFour);
    EXPECT_EQ(row_pattern("*XX...", Rule::Freestyle, 0), kPatThree);
}

TEST(GomokuPatterns, ExactFiveRejectsOverlines) {
    EXPECT_EQ(row_pattern("XXX*XX", Rule::Freestyle), kPatFive);
    EXPECT_NE(row_pattern("XXX*XX", Rule::ExactFive), kPatFive);
    EXPECT_EQ(row_pattern(".XXX*X", Rule::ExactFive), kPatFive);
    EXPECT_EQ(row_pattern("OXX*X.X", Rule::Freestyle), kPatFour);  // the gap makes six: wins
    EXPECT_EQ(row_pattern("OXX*X.X", Rule::ExactFive), kPatNone);  // the gap makes six: nothing
    EXPECT_EQ(row_pattern(".XXX*.X", Rule::Freestyle), kPatOpenFour);  // left end or gap
    EXPECT_EQ(row_pattern(".XXX*.X", Rule::ExactFive), kPatFour);      // left end only
}

// Under freestyle no pattern depends on the cells at offsets -5 and +5 of its window, for every
// line code: the quick scorer reads 8-cell windows and the board skips the cells five away from
// a stone. Under exact five they do matter (an overline).
TEST(GomokuPatterns, FreestyleIgnoresTheWindowEnds) {
    const uint32_t low = kPow3[window_digit(-kWindowHalf)], high = kPow3[window_digit(kWindowHalf)];
    int exact_differs = 0;
    for (uint32_t code = 0; code < kWindowCodes; ++code) {
        const uint32_t open_ends = code - code / low % 3 * low - code / high % 3 * high;
        ASSERT_EQ(line_pattern(Rule::Freestyle, code), line_pattern(Rule::Freestyle, open_ends))
            << "code " << code;
        if (line_pattern(Rule::ExactFive, code) != line_pattern(Rule::ExactFive, open_ends))
            ++exact_differs;
    }
    EXPECT_GT(exact_differs, 0);
}

// The search board's compact freestyle codes (the cells at -4..4) give the pattern of the 10-cell
// code with open ends, for every code.
TEST(GomokuPatterns, CompactFreestyleTable) {
    const uint8_t* compact = compact_freestyle_table();
    for (uint32_t code = 0; code < kCompactCodes; ++code)
        ASSERT_EQ(compact[code], line_pattern(Rule::Freestyle, code * 3)) << "code " << code;
    // Digits 0-3 are the cells at -4..-1, digits 4-7 those at +1..+4: own stones at -3..-1 and
    // +1 make a five with the centre (the cell at -4 blocked).
    EXPECT_EQ(compact[2 + 1 * 3 + 1 * 9 + 1 * 27 + 1 * 81], kPatFive);
}

// A blocking stone (digit 2 on an empty cell of the window) never gives a line a four it did not
// have, under either rule: the search relies on it to know that the opponent's open fours after
// a stone of the side to move are among those it had before.
TEST(GomokuPatterns, ABlockerMakesNoFour) {
    for (Rule rule : {Rule::Freestyle, Rule::ExactFive})
        for (uint32_t code = 0; code < kWindowCodes; ++code) {
            if (line_pattern(rule, code) >= kPatFour) continue;
            for (int digit = 0; digit < 10; ++digit) {
                if (code / kPow3[digit] % 3 != 0) continue;
                ASSERT_LT(line_pattern(rule, code + 2 * kPow3[digit]), kPatFour)
                    << "code " << code << ", digit " << digit;
            }
        }
}

// threat_if_blocked() gives the threat that putting the other colour's stone there gives, for
// every empty cell on every line within reach of a cell, on boards of random stones.
TEST(GomokuThreats, ThreatIfBlockedMatchesPlacingTheStone) {
    for (Rule rule : {Rule::Freestyle, Rule::ExactFive}) {
        Board b(15, rule);
        uint64_t rng = 5;
        int checked = 0, changed = 0;
        for (int stones = 0; stones < 60; ++stones) {
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            const int idx =
                b.index(static_cast<int>((rng >> 33) % 15), static_cast<int>((rng >> 45) % 15));
            if (!b.empty(idx)) continue;
            b.put(idx, static_cast<int>(rng >> 63));
            if (stones % 6 != 5) continue;
            for (int y = 0; y < 15; ++y)
                for (int x = 0; x < 15; ++x) {
                    const int cell = b.index(x, y);
                    if (!b.empty(cell)) continue;
                    for (int c = 0; c < 2; ++c)
                        for (int d = 0; d < 4; ++d)
                            for (int k = -kWindowHalf; k <= kWindowHalf; ++k) {
                                const int at = cell + k * b.dir(d);
                                if (k == 0 || b.at(at) != Board::kEmpty) continue;
                                const Threat expected = [&] {
                                    const bool pass = b.side_to_move() != 1 - c;
                                    if (pass) b.pass();
                                    b.play(at);
                                    const Threat t = b.threat(c, cell);
                                    b.undo();
                                    if (pass) b.pass();
                                    return t;
                                }();
                                ASSERT_EQ(b.threat_if_blocked(c, cell, d, k), expected)
                                    << x << "," << y << " line " << d << " step " << k;
                                ++checked;
                                if (expected != b.threat(c, cell)) ++changed;
                            }
                }
        }
        EXPECT_GT(checked, 1000);
        EXPECT_GT(changed, 100);
    }
}

TEST(GomokuThreats, CombinedThreats) {
    Board b(15, Rule::Freestyle);
    // Colour 0: a horizontal three (5..7, row 7) and a vertical pair (8, rows 5..6).
    for (int x : {5, 6, 7}) b.put(b.index(x, 7), 0);
    for (int y : {5, 6}) b.put(b.index(8, y), 0);
    EXPECT_EQ(b.threat(0, b.index(4, 7)), kThreatFlex4);  // .XXXX. open four
    // 8,7 makes the open four 5..8 and the open three 8,5..7.
    EXPECT_EQ(b.threat(0, b.index(8, 7)), kThreatFlex4);
    Board c(15, Rule::Freestyle);
    for (int x : {5, 6}) c.put(c.index(x, 7), 0);
    for (int y : {5, 6}) c.put(c.index(7, y), 0);
    EXPECT_EQ(c.threat(0, c.index(7, 7)), kThreat33);  // two open threes
    c.put(c.index(4, 7), 1);                              // one of them now closed
    EXPECT_EQ(c.threat(0, c.index(7, 7)), kThreatThree);
    EXPECT_EQ(c.threat_count(0, kThreatFive), 0);
}

// undo() restores what the stone changed rather than recomputing it: after long runs of moves
// and take-backs of any length, every cell and count equals a board built from the stones left.
TEST(GomokuBoard, UndoRestoresTheStateOfEveryLevel) {
    for (Rule rule : {Rule::Freestyle, Rule::ExactFive}) {
        Board b(15, rule);
        uint64_t rng = 11;
        auto next = [&rng](int n) {
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            return static_cast<int>((rng >> 33) % static_cast<uint64_t>(n));
        };
        for (int round = 0; round < 60; ++round) {
            for (int i = next(12); i > 0 && b.empties() > 0;) {
                const int idx = b.index(next(15), next(15));
                if (!b.empty(idx)) continue;
                b.play(idx);
                --i;
            }
            for (int i = next(10); i > 0 && b.stones() > 0; --i) b.undo();
            Board fresh(15, rule);
            for (int idx : b.history()) fresh.play(idx);
            ASSERT_EQ(b.hash(), fresh.hash());
            ASSERT_EQ(b.side_to_move(), fresh.side_to_move());
            for (int c = 0; c < 2; ++c) {
                ASSERT_EQ(b.score_sum(c), fresh.score_sum(c)) << "round " << round;
                for (int t = kThreatNone; t <= kThreatFive; ++t)
                    ASSERT_EQ(b.threat_count(c, static_cast<Threat>(t)),
                              fresh.threat_count(c, static_cast<Threat>(t)));
            }
            for (int y = 0; y < 15; ++y)
                for (int x = 0; x < 15; ++x) {
                    const int idx = b.index(x, y);
                    ASSERT_EQ(b.at(idx), fresh.at(idx));
                    for (int c = 0; c < 2; ++c) {
                        ASSERT_EQ(b.threat(c, idx), fresh.threat(c, idx)) << x << "," << y;
                        ASSERT_EQ(b.cell_score(c, idx), fresh.cell_score(c, idx));
                        int combo = 0;
                        for (int d = 0; d < 4; ++d) {
                            ASSERT_EQ(b.pattern(c, d, idx), fresh.pattern(c, d, idx));
                            combo = combo * kPatCount + b.pattern(c, d, idx);
                            if (!b.empty(idx)) continue;
                            // The line's code read from the stones (off the board blocks).
                            uint32_t code = 0;
                            for (int k = -kWindowHalf; k <= kWindowHalf; ++k) {
                                if (k == 0) continue;
                                const uint8_t s = b.at(idx + k * b.dir(d));
                                const uint32_t digit = s == Board::kEmpty ? 0 : s == c + 1 ? 1 : 2;
                                code += digit * kPow3[window_digit(k)];
                            }
                            ASSERT_EQ(b.pattern(c, d, idx), line_pattern(rule, code))
                                << x << "," << y << " line " << d;
                        }
                        ASSERT_EQ(b.pattern_combo(c, idx), combo) << x << "," << y;
                    }
                }
            // The scans' shortcuts (the counts first, a single five near the last stone) find
            // what a full scan finds.
            for (int c = 0; c < 2; ++c)
                for (int t = kThreatLow; t <= kThreatFive; ++t) {
                    std::vector<int> all, collected;
                    for (int y = 0; y < 15; ++y)
                        for (int x = 0; x < 15; ++x)
                            if (b.empty(b.index(x, y)) && b.threat(c, b.index(x, y)) >= t)
                                all.push_back(b.index(x, y));
                    const auto level = static_cast<Threat>(t);
                    b.collect_threats(c, level, collected);
                    ASSERT_EQ(collected, all) << "round " << round << " threat " << t;
                    ASSERT_EQ(b.has_threat(c, level), !all.empty()) << "round " << round;
                    ASSERT_EQ(b.find_threat(c, level), all.empty() ? -1 : all.front())
                        << "round " << round << " threat " << t;
                }
        }
    }
}

TEST(GomokuBoard, IncrementalStateMatchesRebuild) {
    Board b(19, Rule::ExactFive);
    uint64_t rng = 7;
    std::vector<int> played;
    for (int i = 0; i < 120; ++i) {
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        int x = static_cast<int>((rng >> 33) % 19), y = static_cast<int>((rng >> 45) % 19);
        int idx = b.index(x, y);
        if (!b.empty(idx)) continue;
        b.play(idx);
        played.push_back(idx);
        if (i % 3 == 2) {  // take some back
            b.undo();
            played.pop_back();
        }
    }
    Board fresh(19, Rule::ExactFive);
    for (size_t i = 0; i < played.size(); ++i) fresh.play(played[i]);
    EXPECT_EQ(b.hash(), fresh.hash());
    EXPECT_EQ(b.score_sum(0), fresh.score_sum(0));
    EXPECT_EQ(b.score_sum(1), fresh.score_sum(1));
    for (int y = 0; y < 19; ++y)
        for (int x = 0; x < 19; ++x) {
            int idx = b.index(x, y);
            for (int c = 0; c < 2; ++c) {
                ASSERT_EQ(b.threat(c, idx), fresh.threat(c, idx)) << x << "," << y;
                ASSERT_EQ(b.cell_score(c, idx), fresh.cell_score(c, idx));
                for (int d = 0; d < 4; ++d) ASSERT_EQ(b.pattern(c, d, idx), fresh.pattern(c, d, idx));
            }
        }
    for (int t = kThreatFour; t <= kThreatFive; ++t)
        EXPECT_EQ(b.threat_count(0, static_cast<Threat>(t)), fresh.threat_count(0, static_cast<Threat>(t)));
}
