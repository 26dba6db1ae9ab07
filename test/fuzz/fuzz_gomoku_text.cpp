// Gomoku board texts: the general reader (parse_board), the one-pass row reader
// (parse_board_rows) checked against it, and rendering read back.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/gomoku/quick.h"
#include "core/gomoku/text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

bool same_rows(const StoneRows& a, const StoneRows& b) {
    if (a.size != b.size || a.stones != b.stones) return false;
    for (int y = 0; y < kMaxSize; ++y)
        if (a.own[y] != b.own[y] || a.opp[y] != b.opp[y]) return false;
    return true;
}

bool same_position(const Position& a, const Position& b) {
    if (a.size() != b.size()) return false;
    for (int y = 0; y < a.size(); ++y)
        for (int x = 0; x < a.size(); ++x)
            if (a.at({x, y}) != b.at({x, y})) return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto kinds = {ErrorKind::InvalidText, ErrorKind::InvalidParameter,
                        ErrorKind::DataException};

    bool general_ok = false, rows_ok = false;
    ErrorKind general_kind{}, rows_kind{};
    std::string general_message, rows_message;
    TextBoard board{Position(kMinSize), true};
    TextRows rows{StoneRows(), true};
    try {
        board = parse_board(text);
        general_ok = true;
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, kinds), e.what());
        general_kind = e.kind();
        general_message = e.what();
    }
    try {
        rows = parse_board_rows(text);
        rows_ok = true;
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, kinds), e.what());
        rows_kind = e.kind();
        rows_message = e.what();
    }

    // The two readers agree on every text: the same board, or the same error.
    FUZZ_CHECK(general_ok == rows_ok, general_ok ? "only parse_board_rows failed: " + rows_message
                                                 : "only parse_board failed: " + general_message);
    if (!general_ok) {
        FUZZ_CHECK(general_kind == rows_kind && general_message == rows_message,
                   general_message + " / " + rows_message);
        return 0;
    }
    FUZZ_CHECK(rows.x_to_move == board.x_to_move, "side to move differs");
    FUZZ_CHECK(same_rows(rows.rows, stone_rows(board.position)), "stones differ");

    // The side to move follows from the counts; rendering reads back to the same board.
    const Position& pos = board.position;
    const int own = pos.stones(Cell::Own), opp = pos.stones(Cell::Opponent);
    FUZZ_CHECK(board.x_to_move ? own == opp : opp == own + 1, "stone counts");
    for (int variant = 0; variant < 4; ++variant) {
        RenderOptions options;
        options.own_is_x = board.x_to_move;
        options.coordinates = variant & 1;
        options.row_separator = (variant & 2) ? '/' : '\n';
        const std::string rendered = render_board(pos, options);
        TextBoard back = parse_board(rendered);
        FUZZ_CHECK(back.x_to_move == board.x_to_move && same_position(back.position, pos),
                   "render/parse round trip:\n" + rendered);
        TextRows back_rows = parse_board_rows(rendered);
        FUZZ_CHECK(back_rows.x_to_move == board.x_to_move && same_rows(back_rows.rows, rows.rows),
                   "render/parse_board_rows round trip:\n" + rendered);
    }
    return 0;
}
