// UTF-8 decoding and board-row splitting.
#include "core/common/board_text.h"

#include "core/common/error.h"

namespace pg_games {
namespace {

[[noreturn]] void bad_utf8(size_t offset) {
    throw Error(ErrorKind::InvalidText, "invalid UTF-8 in board text",
                "The byte at offset " + std::to_string(offset) + " does not start a valid "
                "UTF-8 sequence.");
}

}  // namespace

std::u32string utf8_decode(std::string_view text) {
    std::u32string out;
    out.reserve(text.size());
    size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        size_t length;
        char32_t cp;
        if (lead < 0x80) {
            length = 1, cp = lead;
        } else if ((lead & 0xE0) == 0xC0) {
            length = 2, cp = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, cp = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, cp = lead & 0x07;
        } else {
            bad_utf8(i);
        }
        if (i + length > text.size()) bad_utf8(i);
        for (size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80) bad_utf8(i);
            cp = (cp << 6) | (next & 0x3F);
        }
        // Overlong forms, surrogates and values past U+10FFFF are not valid UTF-8.
        static const char32_t kMinimum[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < kMinimum[length] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            bad_utf8(i);
        out.push_back(cp);
        i += length;
    }
    return out;
}

void utf8_append(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

std::string utf8_encode(std::u32string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char32_t cp : text) utf8_append(out, cp);
    return out;
}

std::vector<BoardRow> split_board_rows(std::string_view text) {
    std::vector<BoardRow> rows;
    BoardRow row;
    for (char32_t cp : utf8_decode(text)) {
        if (cp == U'/' || cp == U'\n') {
            if (!row.empty()) rows.push_back(std::move(row));
            row.clear();
        } else if (cp != U' ' && cp != U'\t' && cp != U'\r') {
            row.push_back(cp);
        }
    }
    if (!row.empty()) rows.push_back(std::move(row));
    return rows;
}

}  // namespace pg_games
