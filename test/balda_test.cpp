// Balda core: dictionary, board parsing, move generation against hand-checked cases and an
// independent brute force, the bot and self-play.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/balda/board.h"
#include "core/balda/bot.h"
#include "core/balda/dictionary.h"
#include "core/balda/movegen.h"
#include "core/common/board_text.h"
#include "core/common/error.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

using MoveKey = std::tuple<int, std::string, std::string>;  // cell, letter, word

// The moves as (cell, letter, word) triples.
std::set<MoveKey> keys(const Dictionary& dict, const Board& board, const std::vector<Move>& moves) {
    std::set<MoveKey> out;
    for (const Move& m : moves) {
        std::string letter;
        utf8_append(letter, dict.alphabet().letter(m.letter));
        out.emplace(m.cell, letter, move_word(dict, board, m));
    }
    return out;
}

std::vector<Move> all_moves(const Dictionary& dict, const Board& board, const UsedWords& used = {},
                            bool diagonal = false) {
    MoveGenerator gen(dict, board.size(), Rules{diagonal});
    StopCheck stop;
    return gen.generate(board, used, stop);
}

// Brute force: every empty cell next to a letter, every letter of the alphabet, every simple
// path through that cell up to the longest word, checked against a std::set of words.
std::set<MoveKey> brute_force(const std::vector<std::string>& words, const Board& start,
                              const std::set<std::string>& used, bool diagonal) {
    std::set<std::string> dict(words.begin(), words.end());
    std::set<char32_t> letters;
    size_t longest = 0;
    for (const auto& w : words) {
        auto u = utf8_decode(w);
        letters.insert(u.begin(), u.end());
        longest = std::max(longest, u.size());
    }
    int n = start.size();
    auto adjacent = [&](int a, int b) {
        int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
        return diagonal ? (dr <= 1 && dc <= 1 && a != b) : (dr + dc == 1);
    };
    std::set<MoveKey> out;
    for (int cell = 0; cell < n * n; ++cell) {
        if (!start.empty_at(cell)) continue;
        bool next_to_letter = false;
        for (int o = 0; o < n * n; ++o) next_to_letter |= adjacent(cell, o) && !start.empty_at(o);
        if (!next_to_letter) continue;
        for (char32_t letter : letters) {
            Board board = start;
            board.set(cell, letter);
            std::vector<int> path;
            std::vector<bool> on(static_cast<size_t>(n * n), false);
            std::function<void(int)> walk = [&](int at) {
                path.push_back(at);
                on[static_cast<size_t>(at)] = true;
                bool through = std::find(path.begin(), path.end(), cell) != path.end();
                std::u32string w;
                for (int p : path) w.push_back(board.at(p));
                std::string word = utf8_encode(w);
                if (through && dict.count(word) && !used.count(word)) {
                    std::string l;
                    utf8_append(l, letter);
                    out.emplace(cell, l, word);
                }
                if (path.size() < longest)
                    for (int nb = 0; nb < n * n; ++nb)
                        if (adjacent(at, nb) && !on[static_cast<size_t>(nb)] && !board.empty_at(nb))
                            walk(nb);
                on[static_cast<size_t>(at)] = false;
                path.pop_back();
            };
            for (int s = 0; s < n * n; ++s)
                if (!board.empty_at(s)) walk(s);
        }
    }
    return out;
}

const std::vector<std::string> kSmall = {"ТОТ", "РОТ", "ТОРТ", "РОТОР"};
const char* kSmallBoard = "Т.Т/ОРО/...";

}  // namespace

TEST(BaldaDictionary, NormalizesAndSkips) {
    Dictionary d = Dictionary::build({"ёж", "ЕЖ", "кот", "a", "x-ray", "КОТ", "дом1"});
    EXPECT_EQ(d.word_count(), 2u);  // ЕЖ and КОТ
    EXPECT_EQ(d.skipped(), 3u);     // too short, hyphen, digit
    EXPECT_NE(d.find_word("ЕЖ"), Dictionary::kNone);
    EXPECT_NE(d.find_word("ёж"), Dictionary::kNone);
    EXPECT_EQ(d.find_word("КО"), Dictionary::kNone);  // a prefix, not a word
    EXPECT_EQ(d.alphabet().size(), 5u);              // Е Ж К О Т
}

TEST(BaldaDictionary, EnglishWords) {
    Dictionary d = Dictionary::build({"cat", "Café", "dog's"});
    EXPECT_EQ(d.word_count(), 2u);
    EXPECT_NE(d.find_word("CAFÉ"), Dictionary::kNone);
}

TEST(BaldaBoard, ParsesAndRejects) {
    Board b = Board::parse("т.т/оро\n...");
    EXPECT_EQ(b.size(), 3);
    EXPECT_EQ(b.to_text(), "Т.Т/ОРО/...");
    EXPECT_EQ(Board::parse("ЁЁЁ/.../...").to_text(), "ЕЕЕ/.../...");
    auto kind = [](const char* text) {
        try {
            Board::parse(text);
        } catch (const Error& e) {
            return e.kind();
        }
        return ErrorKind::Internal;
    };
    EXPECT_EQ(kind("ab./..../..."), ErrorKind::InvalidText);   // ragged
    EXPECT_EQ(kind("a1./.../..."), ErrorKind::InvalidText);    // unknown character
    EXPECT_EQ(kind("ab/.."), ErrorKind::OutOfRange);           // 2x2
    EXPECT_EQ(kind("abc./..../...."), ErrorKind::InvalidText);  // 3 rows of 4
}

TEST(BaldaBoard, StartWord) {
    EXPECT_EQ(Board::with_start_word("балда", 0).to_text(), "...../...../БАЛДА/...../.....");
    EXPECT_EQ(Board::with_start_word("кот", 5).to_text(), "...../...../.КОТ./...../.....");
    EXPECT_THROW(Board::with_start_word("балда", 4), Error);
    EXPECT_THROW(Board::with_start_word("ab", 0), Error);  // 2x2
}

// Worked out by hand in the comments below.
TEST(BaldaMoves, HandCheckedSmallBoard) {
    Dictionary d = Dictionary::build(kSmall);
    Board b = Board::parse(kSmallBoard);
    // Cells: 0 1 2 / 3 4 5 / 6 7 8. ТОТ: О into 1 (middle letter), Т into 6 or 8.
    // РОТ: Р into 6 or 8 (first letter), О into 1 (middle), Т into 6 or 8 (last).
    // ТОРТ: Т into 1 or 7. РОТОР would need cell 4 twice: never.
    std::set<MoveKey> expected = {
        {1, "О", "ТОТ"}, {6, "Т", "ТОТ"}, {8, "Т", "ТОТ"},
        {6, "Р", "РОТ"}, {8, "Р", "РОТ"}, {1, "О", "РОТ"}, {6, "Т", "РОТ"}, {8, "Т", "РОТ"},
        {1, "Т", "ТОРТ"}, {7, "Т", "ТОРТ"},
    };
    auto moves = all_moves(d, b);
    EXPECT_EQ(keys(d, b, moves), expected);
    EXPECT_EQ(moves.size(), expected.size());  // each (cell, letter, word) once
    for (const Move& m : moves) {
        EXPECT_EQ(m.score(), static_cast<int>(utf8_decode(move_word(d, b, m)).size()));
        std::set<int> distinct(m.path.begin(), m.path.end());
        EXPECT_EQ(distinct.size(), m.path.size());
    }
}

TEST(BaldaMoves, UsedWordsExcluded) {
    Dictionary d = Dictionary::build(kSmall);
    Board b = Board::parse(kSmallBoard);
    UsedWords used;
    mark_used(d, "рот", used);
    auto k = keys(d, b, all_moves(d, b, used));
    EXPECT_EQ(k.size(), 5u);
    for (const auto& key : k) EXPECT_NE(std::get<2>(key), "РОТ");
}

TEST(BaldaMoves, DiagonalVariant) {
    Dictionary d = Dictionary::build({"АБВ"});
    Board b = Board::parse("А../.Б./...");
    EXPECT_TRUE(all_moves(d, b).empty());  // А and Б are not adjacent orthogonally
    auto k = keys(d, b, all_moves(d, b, {}, true));
    std::set<MoveKey> expected;
    for (int cell : {1, 2, 3, 5, 6, 7, 8}) expected.emplace(cell, "В", "АБВ");
    EXPECT_EQ(k, expected);
}

TEST(BaldaMoves, MatchesBruteForceOnRandomBoards) {
    std::mt19937 rng(12345);
    const std::u32string letters = U"АБВГДЕ";
    for (int round = 0; round < 40; ++round) {
        std::vector<std::string> words;
        for (int i = 0; i < 80; ++i) {
            std::u32string w;
            int len = 2 + static_cast<int>(rng() % 5);
            for (int j = 0; j < len; ++j) w.push_back(letters[rng() % letters.size()]);
            words.push_back(utf8_encode(w));
        }
        int n = 3 + static_cast<int>(rng() % 3);
        Board b(n);
        for (int c = 0; c < n * n; ++c)
            if (rng() % 100 < 55) b.set(c, letters[rng() % letters.size()]);
        if (b.empty_count() == 0 || b.empty_count() == n * n) continue;
        std::set<std::string> used_text = {words[0], words[1]};
        Dictionary d = Dictionary::build(words);
        UsedWords used;
        for (const auto& w : used_text) mark_used(d, w, used);
        bool diagonal = round % 2 == 1;
        EXPECT_EQ(keys(d, b, all_moves(d, b, used, diagonal)),
                  brute_force(words, b, used_text, diagonal))
            << "round " << round << " board " << b.to_text();
    }
}

TEST(BaldaBot, LongestAndLookahead) {
    Dictionary d = Dictionary::build(kSmall);
    Board b = Board::parse(kSmallBoard);
    MoveGenerator gen(d, 3, Rules{});
    StopCheck stop;
    auto m = best_move(gen, d, b, {}, Strategy::Longest, TieBreak{}, stop);
    ASSERT_TRUE(m);
    EXPECT_EQ(move_word(d, b, *m), "ТОРТ");
    EXPECT_EQ(m->cell, 1);  // first of the two ТОРТ moves in cell order
    auto s = best_move(gen, d, b, {}, Strategy::Longest, TieBreak{true, 7}, stop);
    ASSERT_TRUE(s);
    EXPECT_EQ(move_word(d, b, *s), "ТОРТ");
    auto again = best_move(gen, d, b, {}, Strategy::Longest, TieBreak{true, 7}, stop);
    EXPECT_EQ(again->cell, s->cell);
    // Look-ahead: Т into 1 leaves the reply ТОРТ into 7 (4 points): value 0. Т into 7 leaves
    // ТОРТ into 1: value 0 too. Any 3-letter move leaves a ТОРТ reply (value -1). So value 0,
    // and the first of the two in order wins.
    auto l = best_move(gen, d, b, {}, Strategy::Lookahead, TieBreak{}, stop);
    ASSERT_TRUE(l);
    EXPECT_EQ(move_word(d, b, *l), "ТОРТ");
}

TEST(BaldaBot, SelfPlayFollowsTheRules) {
    std::vector<std::string> words = {"КОТ", "КОТЫ", "ТОК", "СКОТ", "ОКО", "КОК", "ТОКИ",
                                      "ТИК", "КИТ", "ИК", "ОТ", "ТОТ", "СОК", "КОС", "ОСОКА"};
    Dictionary d = Dictionary::build(words);
    StopCheck stop;
    auto turns = play_game(d, "кот", 0, Rules{}, Strategy::Longest, TieBreak{}, 0, stop);
    ASSERT_FALSE(turns.empty());
    std::set<std::string> seen = {"КОТ"};
    int totals[2] = {0, 0};
    Board board = Board::with_start_word("кот", 0);
    for (const Turn& t : turns) {
        EXPECT_TRUE(seen.insert(t.word).second) << t.word << " played twice";
        EXPECT_NE(d.find_word(t.word), Dictionary::kNone);
        // The move was legal on the board before it.
        auto legal = keys(d, board, all_moves(d, board));
        std::string letter;
        utf8_append(letter, d.alphabet().letter(t.move.letter));
        EXPECT_TRUE(legal.count({t.move.cell, letter, t.word}));
        board = apply_move(board, d, t.move);
        EXPECT_EQ(board.to_text(), t.board);
        totals[t.player - 1] += t.move.score();
        EXPECT_EQ(t.total[0], totals[0]);
        EXPECT_EQ(t.total[1], totals[1]);
    }
    // The game ended: board full or no move left.
    UsedWords used;
    for (const auto& w : seen) mark_used(d, w, used);
    if (board.empty_count() > 0) {
        EXPECT_TRUE(all_moves(d, board, used).empty());
    }
}

TEST(BaldaAlphabet, CaseFoldingAndLetters) {
    EXPECT_EQ(normalize_letter(U'ё'), U'Е');
    EXPECT_EQ(normalize_letter(U'Ё'), U'Е');
    EXPECT_EQ(normalize_letter(U'я'), U'Я');
    EXPECT_EQ(normalize_letter(U'é'), U'É');
    EXPECT_EQ(normalize_letter(U'ł'), U'Ł');
    EXPECT_EQ(normalize_letter(U'ω'), U'Ω');
    EXPECT_EQ(normalize_letter(U'ς'), U'Σ');
    EXPECT_EQ(normalize_letter(U'є'), U'Є');
    EXPECT_TRUE(is_letter(U'Ж'));
    EXPECT_TRUE(is_letter(U'Q'));
    EXPECT_FALSE(is_letter(U'1'));
    EXPECT_FALSE(is_letter(U'-'));
    EXPECT_FALSE(is_letter(U'\''));
    EXPECT_FALSE(is_letter(U'№'));
    EXPECT_FALSE(is_letter(U'«'));
}

// A cancel request stops move generation with Cancelled.
TEST(BaldaMoves, Cancellation) {
    Dictionary d = Dictionary::build(kSmall);
    Board b = Board::parse(kSmallBoard);
    MoveGenerator gen(d, 3, Rules{});
    StopCheck stop([] { return true; }, 1);
    EXPECT_THROW(gen.generate(b, {}, stop), Cancelled);
}
