// Tic-tac-toe / m,n,k board texts: parse_board with any k, format_board read back, and the
// position checks.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/ttt/ttt_board.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::ttt;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte is k: 0 (the default) and small values mostly, some out of range.
    const int k = static_cast<int8_t>(data[0]) % 12;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    Board board;
    try {
        board = parse_board(text, k);
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, {ErrorKind::InvalidText, ErrorKind::DataException,
                                         ErrorKind::InvalidParameter, ErrorKind::ProgramLimit}),
                   e.what());
        return 0;
    }
    const Geometry& g = board.geometry;
    const Position& p = board.position;
    FUZZ_CHECK(g.rows >= 1 && g.cols >= 1 && g.area == g.rows * g.cols && g.area <= kMaxArea,
               "geometry");
    FUZZ_CHECK(k == 0 ? g.k == default_k(g.rows, g.cols) : g.k == k, "k");
    FUZZ_CHECK((p.x & p.o) == 0 && ((p.x | p.o) & ~g.full) == 0, "stones off the board");
    FUZZ_CHECK(!(has_line(g, p.x) && has_line(g, p.o)), "both sides have a line");

    const std::string text_out = format_board(g, p);
    const Board back = parse_board(text_out, g.k);
    FUZZ_CHECK(back.geometry.rows == g.rows && back.geometry.cols == g.cols &&
                   back.position.x == p.x && back.position.o == p.o,
               "format/parse round trip: " + text_out);
    if (is_terminal(g, p)) {
        const Value v = terminal_value(g, p);
        FUZZ_CHECK(v != Value::Draw || p.occupied() == g.full, "a drawn terminal with free cells");
    }
    return 0;
}
