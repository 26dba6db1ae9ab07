// Gomocup .psq game records (read and written) and the standings as CSV and JSON.
#include <gtest/gtest.h>

#include <limits>

#include "core/common/error.h"
#include "tools/referee/psq.h"
#include "tools/referee/report.h"

namespace pg_games::referee {
namespace {

// The text of a parse error, "" when the record is accepted.
std::string psq_error(const std::string& text) {
    try {
        parse_psq(text);
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), ErrorKind::InvalidText);
        return e.what();
    }
    return "";
}

TEST(RefereePsq, ReadsATournamentRecord) {
    // As Piskvork writes a tournament game: header, moves with times, names, the end code.
    PsqGame g = parse_psq(
        "Piskvorky 20x20, 11:11, 0\r\n10,10,0\r\n11,11,1523\r\n 9, 9 , 7\r\n"
        "pbrain-alpha.exe\r\npbrain-beta.exe\r\n-1\r\n");
    EXPECT_EQ(g.size, 20);
    ASSERT_EQ(g.moves.size(), 3u);
    EXPECT_EQ(g.moves[1].x, 11);
    EXPECT_EQ(g.moves[1].y, 11);
    EXPECT_EQ(g.moves[1].time_ms, 1523);
    EXPECT_EQ(g.moves[2].x, 9);
    EXPECT_EQ(g.black, "pbrain-alpha.exe");
    EXPECT_EQ(g.white, "pbrain-beta.exe");
    EXPECT_EQ(g.trailer, std::vector<std::string>{"-1"});
}

TEST(RefereePsq, SecondPlayerBegan) {
    // The header's last field 1: the second named player made the first move.
    PsqGame g = parse_psq("Piskvorky 15x15, 0:0, 1\n8,8,0\nfirst\nsecond\n-1\n");
    EXPECT_EQ(g.black, "second");
    EXPECT_EQ(g.white, "first");
}

TEST(RefereePsq, WithoutNamesOrTimes) {
    // Piskvork outside tournaments: moves and the end code only; "x,y" without a time is read.
    PsqGame g = parse_psq("Piskvorky 15x15, 0:0, 0\n8,8\n\n9,9,0\n0\n");
    ASSERT_EQ(g.moves.size(), 2u);
    EXPECT_EQ(g.moves[0].time_ms, 0);
    EXPECT_EQ(g.black, "");
    EXPECT_EQ(g.trailer, std::vector<std::string>{"0"});
    EXPECT_EQ(parse_psq("\xEF\xBB\xBFPiskvorky 15x15, 0:0, 0").moves.size(), 0u);  // BOM
}

TEST(RefereePsq, WritesWhatItReads) {
    PsqGame g;
    g.size = 19;
    g.moves = {{10, 10, 0}, {11, 10, 250}, {10, 11, 3}};
    g.black = "native";
    g.white = "baseline";
    const std::string text = write_psq(g);
    EXPECT_EQ(text, "Piskvorky 19x19, 0:0, 0\n10,10,0\n11,10,250\n10,11,3\nnative\nbaseline\n-1\n");
    PsqGame back = parse_psq(text);
    EXPECT_EQ(back.size, 19);
    ASSERT_EQ(back.moves.size(), 3u);
    EXPECT_EQ(back.moves[1].time_ms, 250);
    EXPECT_EQ(back.black, "native");
    EXPECT_EQ(back.white, "baseline");
    EXPECT_EQ(write_psq(back), text);
    // A name cannot break the record's lines.
    g.black = "two\nlines";
    EXPECT_EQ(parse_psq(write_psq(g)).black, "two lines");
}

TEST(RefereePsq, MalformedRecords) {
    EXPECT_NE(psq_error(""), "");
    EXPECT_NE(psq_error("Piskvork 20x20, 11:11, 0\n"), "");   // misspelt
    EXPECT_NE(psq_error("Piskvorky 20x20, 11:11\n"), "");     // a field missing
    EXPECT_NE(psq_error("Piskvorky 20x20, 11:11, 2\n"), "");  // who began: 0 or 1
    EXPECT_NE(psq_error("Piskvorky 20x15, 11:11, 0\n").find("square"), std::string::npos);
    EXPECT_NE(psq_error("Piskvorky 40x40, 11:11, 0\n").find("supported"), std::string::npos);
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,1,0\n21,1,0\n").find("line 3"),
              std::string::npos);  // off the board
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n0,5,0\n").find("off the"), std::string::npos);
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,1,0\n1,1,0\n").find("taken"),
              std::string::npos);
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,1,0\n2,x,0\n"), "");  // not a move
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,1,0,4\n"), "");       // four fields
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,1,-3\n"), "");        // a negative time
    EXPECT_NE(psq_error("Piskvorky 20x20, 0:0, 0\n1,99999999999,0\n"), "");
}

TEST(RefereeReport, CsvAndJson) {
    std::vector<Standing> table(2);
    table[0] = {1, 3, 2, 0, 1, 2.5, 120.04, 300.0};
    table[1] = {0, 3, 0, 2, 1, 0.5, -120.04, std::numeric_limits<double>::infinity()};
    std::vector<std::string> names{"quote \"me\", please", "winner"};
    EXPECT_EQ(format_standings_csv(table, names),
              "rank,player,games,wins,draws,losses,score,elo,elo_error\n"
              "1,winner,3,2,1,0,2.5,120.0,300.0\n"
              "2,\"quote \"\"me\"\", please\",3,0,1,2,0.5,-120.0,\n");
    TournamentSummary t;
    t.id = 7;
    t.board_size = 15;
    t.rule = "exact five";
    t.games = 3;
    EXPECT_EQ(format_standings_json(t, table, names),
              "{\"tournament\": {\"id\": 7, \"name\": null, \"board_size\": 15, \"rule\": "
              "\"exact five\", \"games\": 3}, \"players\": [{\"rank\": 1, \"player\": \"winner\", "
              "\"games\": 3, \"wins\": 2, \"draws\": 1, \"losses\": 0, \"score\": 2.5, \"elo\": "
              "120.0, \"elo_error\": 300.0}, {\"rank\": 2, \"player\": \"quote \\\"me\\\", "
              "please\", \"games\": 3, \"wins\": 0, \"draws\": 1, \"losses\": 2, \"score\": 0.5, "
              "\"elo\": -120.0, \"elo_error\": null}]}\n");
    EXPECT_EQ(json_string("a\\b\x01"), "\"a\\\\b\\u0001\"");
}

}  // namespace
}  // namespace pg_games::referee
