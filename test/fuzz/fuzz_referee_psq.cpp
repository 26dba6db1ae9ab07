// The referee's Gomocup .psq reader (parse_psq) and writer (write_psq): any text is either read
// into a record within the board, without a repeated cell, or refused with InvalidText; what is
// read writes back to a record that reads the same, and writing is stable from then on.
#include <cstdint>
#include <set>
#include <string>
#include <utility>

#include "fuzz/fuzz_common.h"
#include "tools/referee/psq.h"

using namespace pg_games;
using namespace pg_games::referee;

namespace {

void check_record(const PsqGame& g, const std::string& where) {
    FUZZ_CHECK(g.size >= 5 && g.size <= 32, "board size " + where);
    std::set<std::pair<int, int>> cells;
    for (const PsqMove& m : g.moves) {
        FUZZ_CHECK(m.x >= 1 && m.x <= g.size && m.y >= 1 && m.y <= g.size, "off board " + where);
        FUZZ_CHECK(m.time_ms >= 0, "negative time " + where);
        FUZZ_CHECK(cells.insert({m.x, m.y}).second, "repeated cell " + where);
    }
}

bool same_moves(const PsqGame& a, const PsqGame& b) {
    if (a.size != b.size || a.moves.size() != b.moves.size()) return false;
    for (size_t i = 0; i < a.moves.size(); ++i)
        if (a.moves[i].x != b.moves[i].x || a.moves[i].y != b.moves[i].y ||
            a.moves[i].time_ms != b.moves[i].time_ms)
            return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    PsqGame first;
    try {
        first = parse_psq(text);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidText, e.what());
        return 0;
    }
    check_record(first, "as read");
    const std::string written = write_psq(first);
    PsqGame second;
    try {
        second = parse_psq(written);
    } catch (const Error& e) {
        FUZZ_CHECK(false, std::string("a written record does not read back: ") + e.what());
    }
    check_record(second, "as written");
    FUZZ_CHECK(same_moves(first, second), "the moves changed through write and read");
    FUZZ_CHECK(write_psq(second) == written, "writing is not stable");
    PsqGame third = parse_psq(written);
    FUZZ_CHECK(third.black == second.black && third.white == second.white, "names");
    return 0;
}
