// The m,n,k engines on small boards: the alpha-beta solver (solve_position, solve_moves,
// mnk_value, position_value, mnk_best_move) against plain minimax and against the full solved
// tables, on legal positions; illegal ones must not break anything.
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <tuple>

#include "core/ttt/mnk_search.h"
#include "core/ttt/ttt_table.h"
#include "fuzz/fuzz_common.h"
#include "ttt_brute_force.h"

using namespace pg_games;
using namespace pg_games::ttt;

namespace {

// The solved table of a small geometry, built once; its cursor is checked when it is built.
const SolvedTable& table_of(int rows, int cols, int k) {
    static std::map<std::tuple<int, int, int>, std::unique_ptr<SolvedTable>> tables;
    auto& slot = tables[{rows, cols, k}];
    if (!slot) {
        StopCheck stop;
        slot = std::make_unique<SolvedTable>(solve_table(rows, cols, k, stop));
        TableCursor cursor(*slot);
        uint64_t count = 0;
        char text[2 * kMaxTableArea];
        while (cursor.next()) {
            ++count;
            // The position the cursor's text shows.
            Position p;
            for (int i = 0, cell = 0; i < cursor.text_length(); ++i) {
                const char c = cursor.text()[i];
                if (c == '/') continue;
                if (c == 'X') p.x |= cell_bit(cell);
                if (c == 'O') p.o |= cell_bit(cell);
                ++cell;
            }
            const uint64_t index = slot->index_of(p);
            FUZZ_CHECK(slot->codes()[index] == cursor.code(), "cursor code");
            slot->write_board(index, text);
            FUZZ_CHECK(std::string(text, cursor.text_length()) ==
                           std::string(cursor.text(), cursor.text_length()),
                       "cursor text");
            FUZZ_CHECK(cursor.x_to_move() == p.x_to_move(), "cursor side to move");
        }
        FUZZ_CHECK(count == slot->reachable(), "cursor count");
    }
    return *slot;
}

std::string show(const Geometry& g, const Position& p) {
    return format_board(g, p) + " k=" + std::to_string(g.k);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    FuzzedDataProvider in(data, size);
    const int rows = in.ConsumeIntegralInRange(1, 4), cols = in.ConsumeIntegralInRange(1, 4);
    const int k = in.ConsumeIntegralInRange(1, std::max(rows, cols));
    // mnk_value's table is large whatever the board (tens of MB): asked for only now and then.
    const bool value_of_empty = in.ConsumeIntegral<uint8_t>() == 0xA5;
    const Geometry g = make_geometry(rows, cols, k);
    Position p;
    for (int cell = 0; cell < g.area; ++cell) {
        const int v = in.ConsumeIntegralInRange(0, 2);
        if (v == 1) p.x |= cell_bit(cell);
        if (v == 2) p.o |= cell_bit(cell);
    }
    StopCheck stop;

    if (value_of_empty) {
        const uint64_t limit = in.ConsumeIntegralInRange<uint64_t>(1, 3000);
        const Outcome o = mnk_value(rows, cols, k, stop, limit);
        FUZZ_CHECK(o.nodes <= limit, "node limit exceeded");
        if (o.solved && g.area <= 9) {
            const SolvedTable& t = table_of(rows, cols, k);
            FUZZ_CHECK(o.value == SolvedTable::value(t.codes()[0]), "mnk_value differs");
        } else if (!o.solved) {
            FUZZ_CHECK(o.nodes == limit, "unsolved before the node limit");
        }
    }

    bool legal = true;
    try {
        check_position(g, p);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::DataException, e.what());
        legal = false;
    }
    // Full solves of up to 9 free cells keep every input quick.
    const int empties = g.area - p.stones();
    if (empties > 9) return 0;
    if (!legal) {
        // Searching a position that cannot arise is meaningless but must stay safe.
        solve_position(g, p, stop);
        solve_moves(g, p, stop);
        return 0;
    }

    const Outcome o = solve_position(g, p, stop);
    FUZZ_CHECK(o.solved, "solve_position left a position unsolved");
    if (empties <= 6) {
        const ttt_reference::Result r = ttt_reference::minimax(rows, cols, k, p.x, p.o);
        FUZZ_CHECK(static_cast<int>(o.value) == r.value && o.plies == r.plies,
                   "solve_position " + std::to_string(static_cast<int>(o.value)) + "/" +
                       std::to_string(o.plies) + ", minimax " + std::to_string(r.value) + "/" +
                       std::to_string(r.plies) + ": " + show(g, p));
    }
    if (g.area <= 9) {
        const SolvedTable& t = table_of(rows, cols, k);
        const uint8_t code = t.codes()[t.index_of(p)];
        FUZZ_CHECK(code != 0, "a legal position missing from the table: " + show(g, p));
        FUZZ_CHECK(SolvedTable::value(code) == o.value && SolvedTable::plies(code) == o.plies,
                   "table and solver differ: " + show(g, p));
        FUZZ_CHECK(SolvedTable::terminal(code) == is_terminal(g, p), "terminal flag");
    }

    // The value-only searches agree with the exact one, and mnk_best_move keeps the value.
    const Outcome v = position_value(g, p, stop);
    FUZZ_CHECK(v.solved && v.value == o.value, "position_value differs: " + show(g, p));
    const ValueMove best_kept = mnk_best_move(g, p, stop);
    FUZZ_CHECK(best_kept.solved && best_kept.found == !is_terminal(g, p),
               "mnk_best_move found nothing: " + show(g, p));
    if (best_kept.found) {
        FUZZ_CHECK(!(p.occupied() & cell_bit(best_kept.cell)), "mnk_best_move on a stone");
        FUZZ_CHECK(solve_position(g, best_kept.after, stop).value == o.value,
                   "mnk_best_move does not keep the value: " + show(g, p));
    }

    const std::vector<MoveOutcome> moves = solve_moves(g, p, stop);
    FUZZ_CHECK(moves.empty() == is_terminal(g, p), "moves of a terminal position");
    const bool x_to_move = p.x_to_move();
    int previous = -1;
    for (const MoveOutcome& m : moves) {
        FUZZ_CHECK(m.cell > previous && m.cell < g.area && !(p.occupied() & cell_bit(m.cell)),
                   "move cells");
        previous = m.cell;
        const Position& a = m.after;
        FUZZ_CHECK((x_to_move ? a.x == (p.x | cell_bit(m.cell)) && a.o == p.o
                              : a.o == (p.o | cell_bit(m.cell)) && a.x == p.x),
                   "the position after the move");
        FUZZ_CHECK(!(m.mover_wins && m.mover_loses), "wins and loses");
        if (empties <= 6) {
            const ttt_reference::Result r = ttt_reference::minimax(rows, cols, k, a.x, a.o);
            FUZZ_CHECK(static_cast<int>(m.value) == r.value && m.plies == r.plies,
                       "solve_moves differs from minimax: " + show(g, p));
        }
    }
    if (!moves.empty()) {
        const int best = best_move_index(moves);
        FUZZ_CHECK(best >= 0 && best < static_cast<int>(moves.size()), "best move index");
        // The best move reaches the position's own value in one ply more.
        const MoveOutcome& m = moves[static_cast<size_t>(best)];
        FUZZ_CHECK(m.value == o.value && m.plies + 1 == o.plies,
                   "the best move does not keep the value: " + show(g, p));
    }
    return 0;
}
