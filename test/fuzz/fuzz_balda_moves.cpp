// Balda move generation on small boards with a small dictionary: every move is legal (one new
// letter on a free cell next to the letters, a path of adjacent distinct cells spelling an
// unused dictionary word), and the moves are exactly those a plain word-by-word search finds;
// the bots pick a move of the list with the best value.
#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/balda/bot.h"
#include "core/balda/movegen.h"
#include "core/common/board_text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

const std::vector<std::string> kWords = {
    "балда", "бал",  "лад", "лада", "ад",   "да",    "дал",  "вал",  "два", "вода", "дар",
    "рад",   "рада", "бар", "раб",  "кот",  "ток",   "код",  "док",  "око", "окоп", "поток",
    "топ",   "пот",  "рот", "тор",  "торг", "барка", "арка", "рак",  "лак", "кол",  "лоб",
    "cab",   "abc",  "ab",  "ba",   "bad",  "dab",   "abba", "baba",
};

// The letters boards are made of: the dictionary's, a foreign one, and empty cells.
const std::u32string kPalette = U"БАЛДКОТРВПCABDЯ";

const Dictionary& dictionary() {
    static const Dictionary dict = Dictionary::build(kWords);
    return dict;
}

using MoveKey = std::tuple<int, Letter, uint32_t>;  // cell, letter, word node

// The moves found word by word: for every word, every path of adjacent distinct cells spelling
// it with exactly one free cell on it (that cell gets the word's letter).
struct Reference {
    const Dictionary& dict;
    const Board& board;
    const std::vector<std::vector<int>>& adjacent;
    std::u32string word;
    uint32_t node = 0;
    std::vector<int> path;
    int free_cell = -1;
    std::set<MoveKey> found;

    void walk(size_t i) {
        if (i == word.size()) {
            if (free_cell < 0) return;
            const int l = dict.alphabet().index_of(word[static_cast<size_t>(
                std::find(path.begin(), path.end(), free_cell) - path.begin())]);
            found.emplace(free_cell, static_cast<Letter>(l), node);
            return;
        }
        auto try_cell = [&](int cell) {
            if (std::find(path.begin(), path.end(), cell) != path.end()) return;
            const bool empty = board.empty_at(cell);
            if (empty ? free_cell >= 0 : board.at(cell) != word[i]) return;
            if (empty) free_cell = cell;
            path.push_back(cell);
            walk(i + 1);
            path.pop_back();
            if (empty) free_cell = -1;
        };
        if (i == 0) {
            for (int cell = 0; cell < board.cell_count(); ++cell) try_cell(cell);
        } else {
            for (int cell : adjacent[static_cast<size_t>(path.back())]) try_cell(cell);
        }
    }
};

std::string word_of(const Dictionary& dict, const Board& board, const Move& m) {
    return move_word(dict, board, m);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    const Dictionary& dict = dictionary();
    Rules rules;
    rules.diagonal = in.ConsumeBool();
    const bool bots = in.ConsumeBool();

    // A board: parsed from text, or built from bytes (3x3 to 6x6).
    Board board;
    if (in.ConsumeIntegralInRange(0, 3) == 0) {
        try {
            board = Board::parse(in.ConsumeRandomLengthString(300));
        } catch (const Error&) {
            return 0;
        }
        if (board.size() > 7) return 0;
    } else {
        const int n = in.ConsumeIntegralInRange(kMinSize, 6);
        board = Board(n);
        for (int i = 0; i < n * n; ++i) {
            const uint8_t b = in.ConsumeIntegral<uint8_t>();
            if (b % 2 == 0) board.set(i, kPalette[(b / 2) % kPalette.size()]);
        }
    }
    UsedWords used;
    const int used_count = in.ConsumeIntegralInRange(0, 4);
    for (int i = 0; i < used_count; ++i)
        mark_used(dict, kWords[in.ConsumeIntegralInRange<size_t>(0, kWords.size() - 1)], used);

    StopCheck stop;
    MoveGenerator generator(dict, board.size(), rules);
    const std::vector<Move> moves = generator.generate(board, used, stop);
    const auto adjacent = neighbours(board.size(), rules.diagonal);

    std::set<MoveKey> listed;
    for (size_t i = 0; i < moves.size(); ++i) {
        const Move& m = moves[i];
        const std::string word = word_of(dict, board, m);
        FUZZ_CHECK(m.cell >= 0 && m.cell < board.cell_count() && board.empty_at(m.cell),
                   "the new letter is not on a free cell: " + board.to_text());
        FUZZ_CHECK(m.letter < dict.alphabet().size(), "letter outside the alphabet");
        FUZZ_CHECK(m.path.size() >= 2, "a one-letter word");
        FUZZ_CHECK(std::count(m.path.begin(), m.path.end(), m.cell) == 1,
                   "the path does not pass the new letter once");
        for (size_t k = 0; k < m.path.size(); ++k) {
            const int cell = m.path[k];
            FUZZ_CHECK(cell >= 0 && cell < board.cell_count(), "path off the board");
            FUZZ_CHECK(std::count(m.path.begin(), m.path.end(), cell) == 1, "path repeats a cell");
            if (cell != m.cell) FUZZ_CHECK(!board.empty_at(cell), "path through a free cell");
            if (k > 0) {
                const auto& nb = adjacent[static_cast<size_t>(m.path[k - 1])];
                FUZZ_CHECK(std::find(nb.begin(), nb.end(), cell) != nb.end(),
                           "path steps between cells that are not adjacent");
            }
        }
        FUZZ_CHECK(dict.find_word(word) == m.word_node, "not the dictionary word: " + word);
        FUZZ_CHECK(used.count(m.word_node) == 0, "a used word: " + word);
        FUZZ_CHECK(listed.emplace(m.cell, m.letter, m.word_node).second, "a move listed twice");
        if (i > 0) {
            const Move& p = moves[i - 1];
            FUZZ_CHECK(std::make_tuple(p.cell, p.letter, word_of(dict, board, p)) <
                           std::make_tuple(m.cell, m.letter, word),
                       "moves not sorted");
        }
    }

    // The same moves, found word by word.
    Reference ref{dict, board, adjacent, {}, 0, {}, -1, {}};
    for (const std::string& w : kWords) {
        const uint32_t node = dict.find_word(w);
        if (node == Dictionary::kNone || used.count(node)) continue;
        std::u32string normalized;
        normalize_word(utf8_decode(w), normalized);
        ref.word = normalized;
        ref.node = node;
        ref.walk(0);
    }
    FUZZ_CHECK(ref.found == listed, "generated " + std::to_string(listed.size()) +
                                        " moves, the reference finds " +
                                        std::to_string(ref.found.size()) + ": " + board.to_text());

    if (!bots || moves.size() > 40) return 0;
    int longest = 0;
    for (const Move& m : moves) longest = std::max(longest, m.score());
    TieBreak tie;
    tie.seeded = in.ConsumeBool();
    tie.seed = in.ConsumeIntegral<uint64_t>();
    for (Strategy strategy : {Strategy::Longest, Strategy::Lookahead}) {
        const std::optional<Move> best =
            best_move(generator, dict, board, used, strategy, tie, stop);
        FUZZ_CHECK(best.has_value() == !moves.empty(), "a move exists but none was chosen");
        if (!best) continue;
        FUZZ_CHECK(listed.count({best->cell, best->letter, best->word_node}) == 1,
                   "the bot's move is not a legal move");
        if (strategy == Strategy::Longest) {
            FUZZ_CHECK(best->score() == longest, "not the longest word");
            continue;
        }
        // Look-ahead: own score minus the opponent's best reply, maximal.
        auto value = [&](const Move& m) {
            const Board next = apply_move(board, dict, m);
            UsedWords after = used;
            after.insert(m.word_node);
            int reply = 0;
            if (next.empty_count() > 0)
                for (const Move& r : generator.generate(next, after, stop))
                    reply = std::max(reply, r.score());
            return m.score() - reply;
        };
        int best_value = -1000;
        for (const Move& m : moves) best_value = std::max(best_value, value(m));
        FUZZ_CHECK(value(*best) == best_value,
                   "look-ahead did not pick a best move: " + board.to_text());
    }
    return 0;
}
