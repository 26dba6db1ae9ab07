// The referee's command line, its clock arithmetic and its board rendering.
#include <gtest/gtest.h>

#include <cctype>
#include <string>

#include "core/common/error.h"
#include "tools/referee/clock.h"
#include "tools/referee/options.h"
#include "tools/referee/render.h"
#include "core/gomoku/engine.h"
#include "core/gomoku/text.h"

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

TEST(RefereeOptions, GetoptSyntax) {
    // --opt=value and --opt value.
    Options a = parse_options({"--games=4", "--clock", "2.5", "--size=15", "a.sql", "b.sql"});
    EXPECT_EQ(a.games_per_pair, 4);
    EXPECT_DOUBLE_EQ(a.clock_ms, 2500);
    EXPECT_EQ(a.size, 15);
    // Bundled short flags, the value in the same word or the next one.
    for (std::vector<std::string> args : {std::vector<std::string>{"-qg", "2", "a.sql", "b.sql"},
                                          {"-qg2", "a.sql", "b.sql"},
                                          {"-q", "-g2", "a.sql", "b.sql"},
                                          {"a.sql", "-qg", "2", "b.sql"}}) {
        Options o = parse_options(args);
        EXPECT_TRUE(o.quiet) << args[0];
        EXPECT_EQ(o.games_per_pair, 2) << args[0];
        EXPECT_EQ(o.players.size(), 2u) << args[0];
    }
    Options j = parse_options({"-qj2", "-g", "6", "a.sql", "b.sql"});
    EXPECT_EQ(j.jobs, 2);
    EXPECT_EQ(j.games_per_pair, 6);
    // A value may start with a dash; the value of -d is the rest of the word.
    EXPECT_EQ(parse_options({"-ddbname=x", "a.sql", "b.sql"}).conninfo, "dbname=x");
    EXPECT_EQ(parse_options({"--name", "-x-", "a.sql", "b.sql"}).name, "-x-");
    EXPECT_EQ(parse_options({"--name=", "a.sql", "b.sql"}).name, "");
    // Unambiguous prefixes of long options, as getopt_long takes them.
    EXPECT_EQ(parse_options({"--gam", "3", "--exact", "a.sql", "b.sql"}).games_per_pair, 3);
    EXPECT_EQ(parse_options({"--exact", "a.sql", "b.sql"}).rule, gomoku::Rule::ExactFive);
    // "--" ends the options: what follows is a player even when it starts with a dash.
    Options d = parse_options({"-q", "--", "-odd.sql", "b.sql"});
    ASSERT_EQ(d.players.size(), 2u);
    EXPECT_EQ(d.players[0].path, "-odd.sql");
    EXPECT_TRUE(parse_options({"--version"}).version);
    EXPECT_TRUE(parse_options({"--vers"}).version);
    EXPECT_FALSE(parse_options({"--version"}).plays());
    EXPECT_NE(version_line().find("pg_games-referee "), std::string::npos);
}

TEST(RefereeOptions, GetoptErrors) {
    auto message = [](std::vector<std::string> args) -> std::string {
        try {
            parse_options(args);
        } catch (const pg_games::Error& e) {
            EXPECT_EQ(e.kind(), ErrorKind::InvalidParameter);
            return e.what();
        }
        return "accepted";
    };
    EXPECT_EQ(message({"--frobnicate", "a.sql", "b.sql"}), "unknown option --frobnicate");
    EXPECT_EQ(message({"-x", "a.sql", "b.sql"}), "unknown option -x");
    EXPECT_EQ(message({"-qx", "a.sql", "b.sql"}), "unknown option -x");
    EXPECT_EQ(message({"a.sql", "b.sql", "--games"}), "option --games needs a value");
    EXPECT_EQ(message({"a.sql", "b.sql", "-qg"}), "option -g needs a value");
    EXPECT_EQ(message({"--quiet=yes", "a.sql", "b.sql"}), "option --quiet takes no value");
    EXPECT_NE(message({"--s", "5", "a.sql", "b.sql"}).find("ambiguous"), std::string::npos);
    EXPECT_NE(message({"--games=", "a.sql", "b.sql"}).find("needs an integer"), std::string::npos);
    EXPECT_NE(message({"--format", "xml", "a.sql", "b.sql"}).find("csv"), std::string::npos);
}

TEST(RefereeOptions, RecordCommands) {
    Options e = parse_options({"--export", "7", "-o", "g.psq"});
    EXPECT_EQ(e.replay_game, 7);
    EXPECT_EQ(e.format, Options::Format::Psq);
    EXPECT_EQ(e.output, "g.psq");
    EXPECT_FALSE(e.plays());
    EXPECT_EQ(parse_options({"--replay=7", "-fpsq"}).format, Options::Format::Psq);
    Options s = parse_options({"--standings", "3", "--format=json"});
    EXPECT_EQ(s.standings_tournament, 3);
    EXPECT_EQ(s.format, Options::Format::Json);
    Options i = parse_options({"--import", "a.psq", "--import=b.psq", "--exact-five"});
    EXPECT_EQ(i.import_files, (std::vector<std::string>{"a.psq", "b.psq"}));
    EXPECT_EQ(parse_options({"--export-all", "2", "-o", "dir"}).export_tournament, 2);
    Options run = parse_options({"--format", "csv", "a.sql", "b.sql"});
    EXPECT_TRUE(run.plays());
    EXPECT_EQ(run.format, Options::Format::Csv);
    for (std::vector<std::string> bad :
         {std::vector<std::string>{"--replay", "1", "a.sql", "b.sql"},  // players with a replay
          {"--replay", "1", "--format", "csv"},                         // a game is not csv
          {"--export", "1", "--ply", "3"},                              // --ply is for text
          {"--export-all", "1"},                                        // needs -o DIRECTORY
          {"--standings", "1", "--format", "psq"},                      // standings are not psq
          {"--format", "psq", "a.sql", "b.sql"},                        // nor a run's
          {"--import", "a.psq", "--standings", "1"},                    // one thing at a time
          {"--import", "a.psq", "--format", "json"},                    // import prints text
          {"-o", "", "--standings", "1"}}) {                            // an empty file name
        EXPECT_THROW(parse_options(bad), pg_games::Error) << bad[0] << " " << bad[1];
    }
}

TEST(RefereeOptions, EngineSettingsAreGomocupInfo) {
    EXPECT_EQ(check_engine_setting("timeout_turn", "300"), "");
    EXPECT_EQ(check_engine_setting("max_memory", "83886080"), "");
    EXPECT_EQ(check_engine_setting("game_type", "1"), "");
    EXPECT_EQ(check_engine_setting("evaluate", "3,4"), "");
    EXPECT_EQ(check_engine_setting("folder", "/tmp/x y"), "");
    EXPECT_EQ(check_engine_setting("style", "aggressive"), "");  // an engine's own key
    EXPECT_NE(check_engine_setting("timeout_turn", "-5"), "");
    EXPECT_NE(check_engine_setting("timeout_turn", "fast"), "");
    EXPECT_NE(check_engine_setting("time_left", "99999999999"), "");
    EXPECT_NE(check_engine_setting("game_type", "7"), "");
    EXPECT_NE(check_engine_setting("rule", "1"), "");  // the referee sends it (--exact-five)
    EXPECT_NE(check_engine_setting("evaluate", "3"), "");
    EXPECT_NE(check_engine_setting("two words", "1"), "");
    EXPECT_THROW(parse_player("engine@timeout_turn=-5"), pg_games::Error);
    EXPECT_NO_THROW(parse_player("engine@timeout_turn=300"));
    // SQL players' settings are checked against the server instead.
    EXPECT_NO_THROW(parse_player("q.sql@timeout_turn=-5"));
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
              "   A B C D E\n"
              " 1 X . . . .\n"
              " 2 . . O . .\n"
              " 3 . . . . .\n"
              " 4 . . . . .\n"
              " 5 . . . . x\n");
}

// One board style: the referee's board is the extension's coordinate rendering, stone for stone
// (the last stone's lower case aside), and the extension's board reader reads it back.
TEST(RefereeRender, SameAsTheExtensionsCoordinateBoard) {
    for (int n : {5, 15, 19, 27, 32}) {
        Board b(n);
        gomoku::Position p(n);
        const int stones = 2 * n - 1;  // black (X, to move in p after an even count) first
        for (int i = 0; i < stones; ++i) {
            const int x = 1 + (i * 7) % n, y = 1 + (i * 3 + i / n) % n;
            if (!b.legal(x, y)) continue;
            const Colour c = b.history().size() % 2 == 0 ? Colour::Black : Colour::White;
            b.place(x, y, c);
        }
        const bool black_to_move = b.history().size() % 2 == 0;
        for (const Stone& s : b.history()) {
            const bool black = s.colour == Colour::Black;
            p.place({s.x - 1, s.y - 1}, black == black_to_move ? gomoku::Cell::Own : gomoku::Cell::Opponent);
        }
        gomoku::RenderOptions options;
        options.coordinates = true;
        options.own_is_x = black_to_move;
        std::string ours = render_board(b);
        std::string upper = ours;
        for (char& ch : upper)
            if (ch == 'x' || ch == 'o') ch = static_cast<char>(std::toupper(ch));
        // Column letters past Z are lower case: restore the header line as written.
        upper.replace(0, upper.find('\n'), ours.substr(0, ours.find('\n')));
        EXPECT_EQ(upper, gomoku::render_board(p, options) + "\n") << "size " << n;
        gomoku::TextBoard read = gomoku::parse_board(ours);
        EXPECT_EQ(read.position.stones(gomoku::Cell::Own) + read.position.stones(gomoku::Cell::Opponent),
                  static_cast<int>(b.history().size())) << "size " << n;
    }
}

}  // namespace
}  // namespace pg_games::referee
