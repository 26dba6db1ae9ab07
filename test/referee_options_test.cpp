// The referee's command line, its clock arithmetic and its board rendering.
#include <gtest/gtest.h>

#include "core/common/error.h"
#include "tools/referee/clock.h"
#include "tools/referee/options.h"
#include "tools/referee/render.h"

namespace pg_games::referee {
namespace {

TEST(RefereeOptions, PlayerSpecs) {
    PlayerSpec a = parse_player("bench/gomoku/contest_player.sql");
    EXPECT_EQ(a.name, "contest_player");
    EXPECT_EQ(a.kind, PlayerSpec::Kind::Sql);
    EXPECT_TRUE(a.settings.empty());

    PlayerSpec b = parse_player("fast=q.sql@pg_games.gomoku_time_limit_ms=100@work_mem=4MB");
    EXPECT_EQ(b.name, "fast");
    EXPECT_EQ(b.path, "q.sql");
    ASSERT_EQ(b.settings.size(), 2u);
    EXPECT_EQ(b.settings[0],
              (std::pair<std::string, std::string>{"pg_games.gomoku_time_limit_ms", "100"}));
    EXPECT_EQ(b.settings[1].second, "4MB");

    PlayerSpec c = parse_player("build/release/tools/pbrain-pg_games/pbrain-pg_games");
    EXPECT_EQ(c.kind, PlayerSpec::Kind::Engine);
    EXPECT_EQ(c.name, "pbrain-pg_games");

    EXPECT_THROW(parse_player("=q.sql"), pg_games::Error);
    EXPECT_THROW(parse_player("q.sql@nonsense"), pg_games::Error);
    EXPECT_THROW(parse_player("name="), pg_games::Error);
}

TEST(RefereeOptions, PlayerWithoutADefaultNameMustBeNamed) {
    // A path ending in '/' has no file name to name the player after (found by fuzzing).
    EXPECT_THROW(parse_player("/"), pg_games::Error);
    EXPECT_THROW(parse_player("engines/"), pg_games::Error);
    EXPECT_THROW(parse_options({"a/", "b/"}), pg_games::Error);
    PlayerSpec named = parse_player("x=engines/");
    EXPECT_EQ(named.name, "x");
    EXPECT_EQ(named.path, "engines/");
}

TEST(RefereeOptions, CommandLine) {
    Options o =
        parse_options({"-g", "4", "-j", "2", "--clock", "2.5", "--size", "15", "--exact-five",
                       "--openings", "none", "--show", "10", "a.sql", "b.sql"});
    EXPECT_EQ(o.games_per_pair, 4);
    EXPECT_EQ(o.jobs, 2);
    EXPECT_DOUBLE_EQ(o.clock_ms, 2500);
    EXPECT_EQ(o.size, 15);
    EXPECT_EQ(o.rule, gomoku::Rule::ExactFive);
    EXPECT_EQ(o.openings, "none");
    EXPECT_EQ(o.show_every, 10);
    ASSERT_EQ(o.players.size(), 2u);
    Options d = parse_options({"a.sql", "b.sql"});
    EXPECT_DOUBLE_EQ(d.clock_ms, 300000);  // the contest's 5 minutes
    EXPECT_EQ(d.size, 19);
    EXPECT_EQ(d.games_per_pair, 2);
    EXPECT_EQ(d.openings, "builtin");
}

TEST(RefereeOptions, BadCommandLines) {
    for (std::vector<std::string> bad : {std::vector<std::string>{"a.sql"},    // one player
                                         {"a.sql", "a.sql"},                   // same name twice
                                         {"--size", "4", "a.sql", "b.sql"},    // too small
                                         {"--size", "33", "a.sql", "b.sql"},   // too large
                                         {"--clock", "-1", "a.sql", "b.sql"},  // negative clock
                                         {"--games", "x", "a.sql", "b.sql"},   // not a number
                                         {"--frobnicate", "a.sql", "b.sql"},   // unknown option
                                         {"a.sql", "b.sql", "-g"}}) {          // missing value
        EXPECT_THROW(parse_options(bad), pg_games::Error) << bad[0];
    }
    EXPECT_NO_THROW(parse_options({"x=a.sql", "y=a.sql"}));
    EXPECT_TRUE(parse_options({"--help"}).help);
}

TEST(RefereeClock, ChargesAndRoundsTheTimeout) {
    GameClock c(1000);
    EXPECT_EQ(c.statement_timeout_ms(), 1000);
    EXPECT_TRUE(c.charge(400.2));
    EXPECT_NEAR(c.remaining_ms(), 599.8, 1e-9);
    EXPECT_EQ(c.statement_timeout_ms(), 600);  // rounded up
    EXPECT_TRUE(c.charge(599.8));
    EXPECT_FALSE(c.expired());
    EXPECT_EQ(c.statement_timeout_ms(), 1);  // never 0: that would disable the timeout
    EXPECT_FALSE(c.charge(0.5));
    EXPECT_TRUE(c.expired());
    EXPECT_EQ(c.statement_timeout_ms(), 1);
    GameClock d(100);
    EXPECT_TRUE(d.charge(-5));  // a clock never runs backwards
    EXPECT_DOUBLE_EQ(d.used_ms(), 0);
}

TEST(RefereeRender, SmallBoardByHand) {
    Board b(5);
    b.place(1, 1, Colour::Black);
    b.place(3, 2, Colour::White);
    b.place(5, 5, Colour::Black);
    EXPECT_EQ(render_board(b),
              "    1  2  3  4  5\n"
              "  1 X  .  .  .  .\n"
              "  2 .  .  O  .  .\n"
              "  3 .  .  .  .  .\n"
              "  4 .  .  .  .  .\n"
              "  5 .  .  .  . [X]\n");
}

}  // namespace
}  // namespace pg_games::referee
