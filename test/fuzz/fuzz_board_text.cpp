// UTF-8 decoding and the board-row splitter shared by the games (src/core/common/board_text).
#include <cstdint>
#include <string>
#include <string_view>

#include "core/common/board_text.h"
#include "fuzz/fuzz_common.h"

using namespace pg_games;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::u32string decoded;
    try {
        decoded = utf8_decode(text);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidText, e.what());
        bool split_failed = false;
        try {
            split_board_rows(text);
        } catch (const Error&) {
            split_failed = true;
        }
        FUZZ_CHECK(split_failed, "split_board_rows read text that utf8_decode rejects");
        return 0;
    }
    // Valid UTF-8 encodes back to the same bytes, code point by code point too.
    FUZZ_CHECK(utf8_encode(decoded) == text, "utf8 round trip");
    std::string one_by_one;
    for (char32_t cp : decoded) {
        FUZZ_CHECK(cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF), "decoded a non-scalar value");
        utf8_append(one_by_one, cp);
    }
    FUZZ_CHECK(one_by_one == text, "utf8_append round trip");

    // The rows hold every cell character in order, and nothing else.
    std::u32string cells;
    for (char32_t cp : decoded)
        if (cp != U'/' && cp != U'\n' && cp != U' ' && cp != U'\t' && cp != U'\r') cells += cp;
    std::u32string joined;
    for (const BoardRow& row : split_board_rows(text)) {
        FUZZ_CHECK(!row.empty(), "an empty row");
        joined += row;
    }
    FUZZ_CHECK(joined == cells, "rows lost or gained cells");
    return 0;
}
