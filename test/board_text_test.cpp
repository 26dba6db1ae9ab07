// Board-text splitting and UTF-8 handling shared by every game.
#include <gtest/gtest.h>

#include "core/common/board_text.h"
#include "core/common/error.h"

using pg_games::split_board_rows;

TEST(BoardText, SplitsOnSlashesAndNewlines) {
    auto rows = split_board_rows("X.O/..X\n O X .\n");
    ASSERT_EQ(rows.size(), 3u);
    EXPECT_EQ(rows[0], U"X.O");
    EXPECT_EQ(rows[1], U"..X");
    EXPECT_EQ(rows[2], U"OX.");
}

TEST(BoardText, KeepsCyrillicCellsWhole) {
    auto rows = split_board_rows("БАЛДА/.Ё...");
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].size(), 5u);
    EXPECT_EQ(rows[1][1], U'Ё');
    EXPECT_EQ(pg_games::utf8_encode(rows[0]), "БАЛДА");
}

TEST(BoardText, RejectsMalformedUtf8) {
    EXPECT_THROW(split_board_rows("X\xC3"), pg_games::Error);
    EXPECT_THROW(split_board_rows("\xC0\xAF"), pg_games::Error);  // overlong '/'
    EXPECT_THROW(split_board_rows("\xED\xA0\x80"), pg_games::Error);  // surrogate
    try {
        split_board_rows("ab\xFF");
        FAIL();
    } catch (const pg_games::Error& e) {
        EXPECT_EQ(e.kind(), pg_games::ErrorKind::InvalidText);
    }
}

TEST(BoardText, EmptyTextHasNoRows) { EXPECT_TRUE(split_board_rows(" \n/ ").empty()); }
