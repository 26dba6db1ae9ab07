// Balda against the bot: the player's word checked by balda_moves (and explained when refused),
// the bot's reply by balda_best_move. Stateless: the request carries the board and used words.
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "tools/web/api.h"

namespace pg_games::web {

namespace {
// A board as cells of UTF-8 characters ("." empty), rows from the top.
struct BaldaBoard {
    int size = 0;
    std::vector<std::string> cells;

    std::string& at(int r, int c) { return cells[(r - 1) * size + (c - 1)]; }
    std::string text() const {
        std::string out;
        for (int i = 0; i < size * size; ++i) out += (i && i % size == 0 ? "/" : "") + cells[i];
        return out;
    }
};

// The length of the UTF-8 character starting at s[i] (1 for a stray byte).
size_t utf8_length(const std::string& s, size_t i) {
    unsigned char b = static_cast<unsigned char>(s[i]);
    size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 1;
    return i + n <= s.size() ? n : 1;
}

// Reads a board text as the Balda functions write it (uppercase letters, rows joined by '/').
BaldaBoard read_balda(const std::string& text) {
    BaldaBoard b;
    std::vector<std::vector<std::string>> rows(1);
    for (size_t i = 0; i < text.size();) {
        size_t n = utf8_length(text, i);
        std::string ch = text.substr(i, n);
        i += n;
        if (ch == "/")
            rows.emplace_back();
        else
            rows.back().push_back(ch);
    }
    b.size = static_cast<int>(rows.size());
    if (b.size < 3 || b.size > 15)
        throw ApiError(400, "\"board\" must be 3 to 15 rows joined by '/'");
    for (auto& row : rows) {
        if (static_cast<int>(row.size()) != b.size) throw ApiError(400, "\"board\" must be square");
        for (auto& ch : row) b.cells.push_back(ch);
    }
    return b;
}

// A text[] literal of the words (each quoted).
std::string text_array(const std::vector<std::string>& words) {
    std::string out = "{";
    for (size_t i = 0; i < words.size(); ++i) {
        out += i ? ",\"" : "\"";
        for (char ch : words[i]) {
            if (ch == '"' || ch == '\\') out += '\\';
            out += ch;
        }
        out += '"';
    }
    return out + "}";
}

// The words used so far, from the request.
std::vector<std::string> read_used(const Json& body) {
    std::vector<std::string> used;
    if (!body.contains("used")) return used;
    const Json& u = body["used"];
    if (!u.is_array() || u.size() > 200) throw ApiError(400, "\"used\" must be an array of words");
    for (const Json& w : u) {
        if (!w.is_string() || w.get<std::string>().size() > 200)
            throw ApiError(400, "\"used\" must be an array of words");
        used.push_back(w.get<std::string>());
    }
    return used;
}

// A move row of balda_moves/balda_best_move as JSON.
Json balda_move_json(const Result& r, int i) {
    Json path = Json::array();
    std::string p = text_value(r, i, 4);
    int pr, pc, n;
    for (const char* s = p.c_str(); sscanf(s, "%d,%d%n", &pr, &pc, &n) == 2; s += n)
        path.push_back({pr, pc});
    return Json{{"row", int_value(r, i, 0)},
                {"col", int_value(r, i, 1)},
                {"letter", text_value(r, i, 2)},
                {"word", text_value(r, i, 3)},
                {"path", path},
                {"score", int_value(r, i, 5)}};
}

// Whether the side to move has any move left.
bool balda_has_move(PooledConnection& c, const std::string& board, const std::string& used) {
    Result r = query(c, "SELECT EXISTS (SELECT 1 FROM balda_moves($1, $2::text[]))",
                     {board.c_str(), used.c_str()});
    return text_value(r, 0, 0) == "t";
}

// The bot's move (balda_best_move) played on the board and added to the used words; null when
// it has none.
Json bot_reply(PooledConnection& c, BaldaBoard& b, std::vector<std::string>& used) {
    const std::string board = b.text(), used_text = text_array(used);
    Result bot = query(c,
                       "SELECT \"row\", col, letter, word, path, score FROM balda_best_move($1, "
                       "$2::text[])",
                       {board.c_str(), used_text.c_str()});
    if (PQntuples(bot.get()) != 1) return nullptr;
    Json m = balda_move_json(bot, 0);
    b.at(m["row"].get<int>(), m["col"].get<int>()) = m["letter"].get<std::string>();
    used.push_back(m["word"].get<std::string>());
    return m;
}

// POST /api/balda/new: a 5x5 board with a start word (given, or a random five-letter word).
Json balda_new(App& app, const Json& body) {
    std::string word = string_field(body, "word", 60, "");
    Pool::Lease c = app.pool->acquire();
    if (word.empty()) {
        Result w = query(*c,
                         "SELECT word FROM balda_word WHERE dictionary = 'ru' AND "
                         "char_length(word) = 5 ORDER BY random() LIMIT 1",
                         {});
        if (PQntuples(w.get()) == 0)
            throw ApiError(409, "the ru dictionary is empty (see docs/balda.md)");
        word = text_value(w, 0, 0);
    }
    Result r = query(*c, "SELECT balda_new_board($1, 5), upper($1)", {word.c_str()});
    return Json{{"board", text_value(r, 0, 0)}, {"used", {text_value(r, 0, 1)}}};
}

// POST /api/balda/move: the player's letter and word (its path), then the bot's reply.
Json balda_move(App& app, const Json& body) {
    BaldaBoard b = read_balda(string_field(body, "board", 2000));
    std::vector<std::string> used = read_used(body);
    int row = int_field(body, "row", 1, b.size), col = int_field(body, "col", 1, b.size);
    std::string letter = string_field(body, "letter", 8);
    if (letter.empty() || utf8_length(letter, 0) != letter.size() || letter == "." || letter == "/")
        throw ApiError(400, "\"letter\" must be one letter");
    if (b.at(row, col) != ".")
        throw ApiError(400, "the cell (" + std::to_string(row) + ", " + std::to_string(col) +
                                ") already holds a letter");
    if (!body.contains("path") || !body["path"].is_array() || body["path"].size() < 2 ||
        body["path"].size() > static_cast<size_t>(b.size * b.size))
        throw ApiError(400,
                       "\"path\" must list the cells of the word, [row, col] each, at least two");
    Pool::Lease c = app.pool->acquire();
    Result up = query(*c, "SELECT upper($1)", {letter.c_str()});
    b.at(row, col) = text_value(up, 0, 0);
    // The word read along the path: adjacent, distinct, filled cells through the new letter.
    std::string word;
    std::set<std::pair<int, int>> seen;
    bool through = false;
    int pr = 0, pc = 0;
    for (const Json& cell : body["path"]) {
        auto [r, cl] = read_cell(cell, "each cell of \"path\"");
        if (r < 1 || r > b.size || cl < 1 || cl > b.size)
            throw ApiError(400, "the path leaves the board");
        if (!seen.insert({r, cl}).second) throw ApiError(400, "the path uses a cell twice");
        if (!seen.empty() && seen.size() > 1 && std::abs(r - pr) + std::abs(cl - pc) != 1)
            throw ApiError(400,
                           "each cell of the path must be next to the previous one (no diagonals)");
        if (b.at(r, cl) == ".") throw ApiError(400, "the path crosses an empty cell");
        through |= (r == row && cl == col);
        word += b.at(r, cl);
        pr = r, pc = cl;
    }
    if (!through) throw ApiError(400, "the word must pass through the new letter");
    b.at(row, col) = ".";
    std::string board = b.text(), used_text = text_array(used), rs = std::to_string(row),
                cs = std::to_string(col);
    Result legal = query(
        *c,
        "SELECT \"row\", col, letter, word, path, score FROM balda_moves($1, "
        "$2::text[]) WHERE \"row\" = $3 AND col = $4 AND letter = upper($5) "
        "AND word = upper(replace($6, 'Ё', 'Е'))",
        {board.c_str(), used_text.c_str(), rs.c_str(), cs.c_str(), letter.c_str(), word.c_str()});
    if (PQntuples(legal.get()) == 0) {
        Result why = query(*c,
                           "SELECT upper($1) = ANY (SELECT upper(u) FROM unnest($2::text[]) u), "
                           "EXISTS (SELECT 1 FROM balda_word WHERE dictionary = 'ru' AND "
                           "word IN ($1, lower($1), upper($1)))",
                           {word.c_str(), used_text.c_str()});
        if (text_value(why, 0, 0) == "t")
            throw ApiError(400, "«" + word + "» has been played already in this game");
        if (text_value(why, 0, 1) != "t")
            throw ApiError(400, "«" + word + "» is not in the dictionary");
        throw ApiError(400, "«" + word + "» cannot be played here");
    }
    Json out{{"player", balda_move_json(legal, 0)}};
    b.at(row, col) = text_value(up, 0, 0);
    used.push_back(out["player"]["word"].get<std::string>());
    out["bot"] = bot_reply(*c, b, used);
    board = b.text();
    used_text = text_array(used);
    bool full = board.find('.') == std::string::npos;
    out["board"] = board;
    out["used"] = used;
    out["over"] = full || out["bot"].is_null() || !balda_has_move(*c, board, used_text);
    return out;
}

// POST /api/balda/pass: the player cannot (or will not) move; the bot plays.
Json balda_bot(App& app, const Json& body) {
    BaldaBoard b = read_balda(string_field(body, "board", 2000));
    std::vector<std::string> used = read_used(body);
    Pool::Lease c = app.pool->acquire();
    Json out{{"bot", bot_reply(*c, b, used)}};
    std::string board = b.text(), used_text = text_array(used);
    out["board"] = board;
    out["used"] = used;
    out["over"] = board.find('.') == std::string::npos || !balda_has_move(*c, board, used_text);
    return out;
}
}  // namespace

void register_balda(httplib::Server& server, App& app) {
    App* a = &app;
    route(server, "POST", "/api/balda/new", [a](auto&, const Json& b) { return balda_new(*a, b); });
    route(server, "POST", "/api/balda/move",
          [a](auto&, const Json& b) { return balda_move(*a, b); });
    route(server, "POST", "/api/balda/pass",
          [a](auto&, const Json& b) { return balda_bot(*a, b); });
}

}  // namespace pg_games::web
