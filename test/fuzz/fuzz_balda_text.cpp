// Balda board texts (Board::parse, to_text) and start words (Board::with_start_word), and the
// letter normalization they rest on.
#include <cstdint>
#include <string>
#include <string_view>

#include "core/balda/alphabet.h"
#include "core/balda/board.h"
#include "core/common/board_text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

bool same_board(const Board& a, const Board& b) {
    if (a.size() != b.size()) return false;
    for (int i = 0; i < a.cell_count(); ++i)
        if (a.at(i) != b.at(i)) return false;
    return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size == 0) return 0;
    // The first byte picks the start-word size (-2..16; 0 = the word's length).
    const int start_size = static_cast<int>(data[0] % 19) - 2;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);

    // Normalized letters stay normalized (a board read back reads the same).
    try {
        for (char32_t c : utf8_decode(text)) {
            const char32_t n = normalize_letter(c);
            FUZZ_CHECK(normalize_letter(n) == n, "normalize_letter is not idempotent");
        }
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidText, e.what());
    }

    try {
        const Board board = Board::parse(text);
        FUZZ_CHECK(board.size() >= kMinSize && board.size() <= kMaxSize, "size out of range");
        for (int i = 0; i < board.cell_count(); ++i)
            FUZZ_CHECK(board.empty_at(i) || is_letter(board.at(i)), "a cell is not a letter");
        const std::string again = board.to_text();
        FUZZ_CHECK(same_board(Board::parse(again), board), "to_text/parse round trip: " + again);
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, {ErrorKind::InvalidText, ErrorKind::OutOfRange}), e.what());
    }

    try {
        const Board board = Board::with_start_word(text, start_size);
        FUZZ_CHECK(board.size() >= kMinSize && board.size() <= kMaxSize, "size out of range");
        if (start_size != 0) FUZZ_CHECK(board.size() == start_size, "size not as asked");
        // The word sits in the middle row and nowhere else.
        const int n = board.size();
        std::u32string word;
        for (int i = 0; i < board.cell_count(); ++i) {
            if (board.empty_at(i)) continue;
            FUZZ_CHECK(i / n == n / 2, "a letter outside the middle row");
            word += board.at(i);
        }
        std::u32string expected;
        FUZZ_CHECK(normalize_word(utf8_decode(text), expected) && expected == word,
                   "the start word is not on the board");
        FUZZ_CHECK(same_board(Board::parse(board.to_text()), board), "start board round trip");
    } catch (const Error& e) {
        FUZZ_CHECK(pgg_fuzz::kind_in(e, {ErrorKind::InvalidText, ErrorKind::InvalidParameter,
                                         ErrorKind::OutOfRange}),
                   e.what());
    }
    return 0;
}
