// Move choice and self-play for Balda.
#include "core/balda/bot.h"

#include <algorithm>
#include <climits>

#include "core/common/error.h"
#include "core/common/splitmix.h"

namespace pg_games::balda {
namespace {

// The tie-break rank of the move at position `index` of the generator's sorted list.
uint64_t tie_rank(const TieBreak& tie, const Move& move, size_t index) {
    if (!tie.seeded) return index;
    return splitmix64(tie.seed ^ splitmix64((uint64_t{move.word_node} << 16) ^
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

    // One reply of look-ahead. Every current move that is not in the same cell and does not
    // spell the same word stays legal after a move, so the best such move bounds the reply from
    // below and the move's value from above; candidates are examined by that bound, and the
    // search stops once no remaining bound beats the best exact value.
    std::vector<std::pair<int, size_t>> bounded;  // (upper bound of value, position in order)
    bounded.reserve(order.size());
    for (size_t k = 0; k < order.size(); ++k) {
        const Move& move = moves[order[k].second];
        int surviving = 0;
        for (const auto& other : order) {
            const Move& reply = moves[other.second];
            if (reply.cell != move.cell && reply.word_node != move.word_node) {
                surviving = reply.score();  // `order` is by score, so the first one is the best
                break;
            }
        }
        bounded.emplace_back(move.score() - surviving, k);
    }
    std::stable_sort(bounded.begin(), bounded.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    int best_value = INT_MIN;
    size_t best_rank = 0;
    UsedWords after = used;
    for (const auto& [bound, rank] : bounded) {
        if (best_value != INT_MIN && bound < best_value) break;
        if (best_value != INT_MIN && bound == best_value && rank > best_rank) continue;
        const Move& move = moves[order[rank].second];
        Board next = apply_move(board, dict, move);
        bool inserted = after.insert(move.word_node).second;
        int reply = 0;
        if (next.empty_count() > 0) {
            for (const Move& answer : generator.generate(next, after, stop))
                reply = std::max(reply, answer.score());
        }
        if (inserted) after.erase(move.word_node);
        int value = move.score() - reply;
        if (value > best_value || (value == best_value && rank < best_rank)) {
            best_value = value;
            best_rank = rank;
        }
    }
    return moves[order[best_rank].second];
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
        if (tie.seeded) turn_tie.seed = splitmix64(tie.seed + static_cast<uint64_t>(turn));
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
