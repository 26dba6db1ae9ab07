// Move choice and self-play for Balda.
#include "core/balda/bot.h"

#include <algorithm>
#include <climits>

#include "core/common/error.h"

namespace pg_games::balda {
namespace {

// A 64-bit mixing function (splitmix64's finalizer), for reproducible seeded tie-breaks.
uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// The tie-break rank of the move at position `index` of the generator's sorted list.
uint64_t tie_rank(const TieBreak& tie, const Move& move, size_t index) {
    if (!tie.seeded) return index;
    return mix(tie.seed ^ mix((uint64_t{move.word_node} << 16) ^
                              (static_cast<uint64_t>(move.cell) << 8) ^ move.letter));
}

}  // namespace

Strategy parse_strategy(std::string_view name) {
    if (name == "longest") return Strategy::Longest;
    if (name == "lookahead") return Strategy::Lookahead;
    throw Error(ErrorKind::InvalidParameter, "unknown strategy \"" + std::string(name) + "\"",
                {}, "Use 'longest' or 'lookahead'.");
}

std::optional<Move> best_move(MoveGenerator& generator, const Dictionary& dict, const Board& board,
                              const UsedWords& used, Strategy strategy, TieBreak tie,
                              StopCheck& stop) {
    std::vector<Move> moves = generator.generate(board, used, stop);
    if (moves.empty()) return std::nullopt;
    // Candidates by score (descending), then tie-break rank.
    std::vector<std::pair<uint64_t, size_t>> order;
    order.reserve(moves.size());
    for (size_t i = 0; i < moves.size(); ++i) order.emplace_back(tie_rank(tie, moves[i], i), i);
    std::sort(order.begin(), order.end(), [&](const auto& a, const auto& b) {
        int sa = moves[a.second].score(), sb = moves[b.second].score();
        if (sa != sb) return sa > sb;
        return a < b;
    });
    if (strategy == Strategy::Longest) return moves[order.front().second];

    // One reply of look-ahead. A move's value is at most its own score, so once the scores of
    // the remaining candidates cannot beat the best value found, the rest are skipped.
    int best_value = INT_MIN;
    size_t best = order.front().second;
    UsedWords after = used;
    for (const auto& entry : order) {
        const Move& move = moves[entry.second];
        if (best_value != INT_MIN && move.score() <= best_value) break;
        Board next = apply_move(board, dict, move);
        bool inserted = after.insert(move.word_node).second;
        int reply = 0;
        if (next.empty_count() > 0) {
            for (const Move& answer : generator.generate(next, after, stop))
                reply = std::max(reply, answer.score());
        }
        if (inserted) after.erase(move.word_node);
        int value = move.score() - reply;
        if (value > best_value) {
            best_value = value;
            best = entry.second;
        }
    }
    return moves[best];
}

std::vector<Turn> play_game(const Dictionary& dict, std::string_view start_word, int size,
                            Rules rules, Strategy strategy, TieBreak tie, int max_turns,
                            StopCheck& stop) {
    Board board = Board::with_start_word(start_word, size);
    UsedWords used;
    mark_used(dict, start_word, used);
    MoveGenerator generator(dict, board.size(), rules);
    std::vector<Turn> turns;
    int total[2] = {0, 0};
    for (int turn = 1; board.empty_count() > 0 && (max_turns == 0 || turn <= max_turns); ++turn) {
        TieBreak turn_tie = tie;
        if (tie.seeded) turn_tie.seed = mix(tie.seed + static_cast<uint64_t>(turn));
        std::optional<Move> move = best_move(generator, dict, board, used, strategy, turn_tie, stop);
        if (!move) break;
        Turn t;
        t.turn = turn;
        t.player = (turn - 1) % 2 + 1;
        t.word = move_word(dict, board, *move);
        board = apply_move(board, dict, *move);
        used.insert(move->word_node);
        total[t.player - 1] += move->score();
        t.total[0] = total[0];
        t.total[1] = total[1];
        t.board = board.to_text();
        t.move = std::move(*move);
        turns.push_back(std::move(t));
    }
    return turns;
}

}  // namespace pg_games::balda
