// The solved games: tic-tac-toe and m,n,k (ttt_moves, ttt_best_move), Wythoff's game
// (wythoff_move, wythoff_positions) and Nim (nim_move), each against the optimal bot.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include "tools/web/api.h"

namespace pg_games::web {

namespace {
// The board and k of a request.
struct TttRequest {
    std::string board;
    int k;
};

// Reads the board and k of a request: rows of X, O, '.' joined by '/', at most 16 cells.
TttRequest read_ttt(const Json& body) {
    std::string board = string_field(body, "board", 40);
    int rows = 1, cols = 0, current = 0;
    for (char ch : board) {
        if (ch == '/') {
            if (cols && current != cols)
                throw ApiError(400, "\"board\" rows must have equal lengths");
            cols = current, current = 0, ++rows;
        } else if (ch == 'X' || ch == 'O' || ch == '.') {
            ++current;
        } else {
            throw ApiError(400, "\"board\" holds X, O and '.' in rows joined by '/'");
        }
    }
    if (cols == 0) cols = current;
    if (current != cols || rows * cols > 16 || rows < 1 || cols < 1)
        throw ApiError(400, "\"board\" must be a rectangle of at most 16 cells");
    int k = int_field(body, "k", 2, std::max(rows, cols), std::min(std::min(rows, cols), 5));
    return {board, k};
}

// Every move of a position with its value for the mover (ttt_moves).
Json ttt_hints(PooledConnection& c, const std::string& board, int k) {
    std::string ks = std::to_string(k);
    Result r = query(c,
                     "SELECT move_row, move_col, board_after, value, result, plies "
                     "FROM ttt_moves($1, $2::int)",
                     {board.c_str(), ks.c_str()});
    Json out = Json::array();
    for (int i = 0; i < PQntuples(r.get()); ++i)
        out.push_back({{"row", int_value(r, i, 0)},
                       {"col", int_value(r, i, 1)},
                       {"board", text_value(r, i, 2)},
                       {"value", text_value(r, i, 3)},
                       {"result", text_value(r, i, 4)},
                       {"plies", int_value(r, i, 5)}});
    return out;
}

// POST /api/ttt/move: the player's move (or none: the bot opens), the bot's best reply, and the
// values of the player's next moves.
Json ttt_move(App& app, const Json& body) {
    TttRequest req = read_ttt(body);
    std::string& board = req.board;
    const int k = req.k;
    Pool::Lease c = app.pool->acquire();
    Json out{{"player", nullptr}, {"bot", nullptr}, {"over", false}, {"result", nullptr}};
    auto settle = [&](const Json& move, const char* who) {
        out[who] = move;
        board = move["board"].get<std::string>();
        if (move["plies"].get<int>() == 0) {
            out["over"] = true;
            out["result"] = move["value"];
        }
    };
    if (body.contains("move") && !body["move"].is_null()) {
        auto [row, col] = read_cell(body["move"], "\"move\"");
        Json moves = ttt_hints(*c, board, k);
        if (moves.empty()) throw ApiError(409, "the game is over");
        Json chosen;
        for (const Json& m : moves)
            if (m["row"] == row && m["col"] == col) chosen = m;
        if (chosen.is_null())
            throw ApiError(400, "(" + std::to_string(row) + ", " + std::to_string(col) +
                                    ") is not an empty cell of the board");
        settle(chosen, "player");
    }
    if (!out["over"].get<bool>()) {
        std::string ks = std::to_string(k);
        Result r = query(*c,
                         "SELECT move_row, move_col, board_after, value, result, plies "
                         "FROM ttt_best_move($1, $2::int)",
                         {board.c_str(), ks.c_str()});
        if (PQntuples(r.get()) == 1 && !PQgetisnull(r.get(), 0, 0)) {
            settle(Json{{"row", int_value(r, 0, 0)},
                        {"col", int_value(r, 0, 1)},
                        {"board", text_value(r, 0, 2)},
                        {"value", text_value(r, 0, 3)},
                        {"result", text_value(r, 0, 4)},
                        {"plies", int_value(r, 0, 5)}},
                   "bot");
        } else if (out["player"].is_null()) {
            throw ApiError(409, "the game is over");
        }
    }
    out["board"] = board;
    out["hints"] = out["over"].get<bool>() ? Json::array() : ttt_hints(*c, board, k);
    return out;
}

// POST /api/ttt/hints: the values of every move of a position.
Json ttt_hints_route(App& app, const Json& body) {
    const TttRequest req = read_ttt(body);
    Pool::Lease c = app.pool->acquire();
    return Json{{"board", req.board}, {"hints", ttt_hints(*c, req.board, req.k)}};
}

// POST /api/wythoff/move: the player takes (take_a, take_b); the optimal bot answers.
Json wythoff_move(App& app, const Json& body) {
    int a = int_field(body, "a", 0, 1000000), b = int_field(body, "b", 0, 1000000);
    Pool::Lease c = app.pool->acquire();
    Json out{{"player", nullptr}, {"bot", nullptr}, {"winner", nullptr}};
    if (body.contains("take_a") || body.contains("take_b")) {
        if (a == 0 && b == 0) throw ApiError(409, "the game is over: both piles are empty");
        int ta = int_field(body, "take_a", 0, a, 0), tb = int_field(body, "take_b", 0, b, 0);
        if (ta == 0 && tb == 0) throw ApiError(400, "take at least one object");
        if (ta && tb && ta != tb)
            throw ApiError(400, "take from one pile, or the same number from both");
        a -= ta, b -= tb;
        out["player"] = {{"take_a", ta}, {"take_b", tb}};
        if (a == 0 && b == 0) out["winner"] = "player";
    }
    if (out["winner"].is_null()) {
        if (a == 0 && b == 0) throw ApiError(409, "the game is over: both piles are empty");
        std::string as = std::to_string(a), bs = std::to_string(b);
        Result r =
            query(*c,
                  "SELECT m.take_a, m.take_b, wythoff_is_losing($1::bigint, $2::bigint) "
                  "FROM (SELECT 1) one LEFT JOIN wythoff_move($1::bigint, $2::bigint) m ON true",
                  {as.c_str(), bs.c_str()});
        long long ta, tb;
        bool optimal = !PQgetisnull(r.get(), 0, 0);
        if (optimal) {
            ta = int_value(r, 0, 0), tb = int_value(r, 0, 1);
        } else {  // a lost position: the smallest move, hoping for a mistake
            ta = a >= b ? 1 : 0, tb = a >= b ? 0 : 1;
        }
        a -= static_cast<int>(ta), b -= static_cast<int>(tb);
        out["bot"] = {{"take_a", ta}, {"take_b", tb}, {"winning", optimal}};
        if (a == 0 && b == 0) out["winner"] = "bot";
    }
    out["a"] = a;
    out["b"] = b;
    std::string as = std::to_string(a), bs = std::to_string(b);
    Result l =
        query(*c, "SELECT wythoff_is_losing($1::bigint, $2::bigint)", {as.c_str(), bs.c_str()});
    out["player_to_move_loses"] = text_value(l, 0, 0) == "t";
    return out;
}

// GET /api/wythoff/losing?max=N: the P-positions with both piles at most N.
Json wythoff_losing(App& app, const httplib::Request& req) {
    int max = 30;
    if (req.has_param("max")) {
        max = std::atoi(req.get_param_value("max").c_str());
        if (max < 1 || max > 1000) throw ApiError(400, "max must be between 1 and 1000");
    }
    std::string ms = std::to_string(max);
    Pool::Lease c = app.pool->acquire();
    Result r = query(*c, "SELECT a, b FROM wythoff_positions($1::bigint)", {ms.c_str()});
    Json out = Json::array();
    for (int i = 0; i < PQntuples(r.get()); ++i)
        out.push_back({int_value(r, i, 0), int_value(r, i, 1)});
    return Json{{"max", max}, {"positions", out}};
}

// POST /api/nim/move: the player reduces heap `heap` (1-based) to `size`; the bot answers.
Json nim_move(App& app, const Json& body) {
    if (!body.contains("heaps") || !body["heaps"].is_array() || body["heaps"].empty() ||
        body["heaps"].size() > 12)
        throw ApiError(400, "\"heaps\" must be an array of 1 to 12 heap sizes");
    std::vector<long long> heaps;
    for (const Json& h : body["heaps"]) {
        if (!h.is_number_integer() || h.get<long long>() < 0 || h.get<long long>() > 1000000)
            throw ApiError(400, "each heap must be an integer from 0 to 1000000");
        heaps.push_back(h.get<long long>());
    }
    auto total = [&] {
        long long t = 0;
        for (long long h : heaps) t += h;
        return t;
    };
    Json out{{"player", nullptr}, {"bot", nullptr}, {"winner", nullptr}};
    if (body.contains("heap")) {
        if (total() == 0) throw ApiError(409, "the game is over: every heap is empty");
        int heap = int_field(body, "heap", 1, static_cast<int>(heaps.size()));
        long long size = int_field(body, "size", 0, 1000000);
        if (size >= heaps[heap - 1]) throw ApiError(400, "take at least one object from the heap");
        heaps[heap - 1] = size;
        out["player"] = {{"heap", heap}, {"size", size}};
        if (total() == 0) out["winner"] = "player";
    }
    Pool::Lease c = app.pool->acquire();
    if (out["winner"].is_null()) {
        if (total() == 0) throw ApiError(409, "the game is over: every heap is empty");
        std::string arr = "{";
        for (size_t i = 0; i < heaps.size(); ++i) arr += (i ? "," : "") + std::to_string(heaps[i]);
        arr += "}";
        Result r =
            query(*c, "SELECT (m).heap, (m).new_size FROM (SELECT nim_move($1::bigint[]) AS m) s",
                  {arr.c_str()});
        bool optimal = !PQgetisnull(r.get(), 0, 0);
        int heap;
        long long size;
        if (optimal) {
            heap = static_cast<int>(int_value(r, 0, 0)), size = int_value(r, 0, 1);
        } else {
            heap = 1;
            while (heaps[heap - 1] == 0) ++heap;
            size = heaps[heap - 1] - 1;
        }
        heaps[heap - 1] = size;
        out["bot"] = {{"heap", heap}, {"size", size}, {"winning", optimal}};
        if (total() == 0) out["winner"] = "bot";
    }
    out["heaps"] = heaps;
    return out;
}
}  // namespace

void register_solved(httplib::Server& server, App& app) {
    App* a = &app;
    route(server, "POST", "/api/ttt/move", [a](auto&, const Json& b) { return ttt_move(*a, b); });
    route(server, "POST", "/api/ttt/hints",
          [a](auto&, const Json& b) { return ttt_hints_route(*a, b); });
    route(server, "POST", "/api/wythoff/move",
          [a](auto&, const Json& b) { return wythoff_move(*a, b); });
    route(server, "GET", "/api/wythoff/losing",
          [a](const httplib::Request& r, const Json&) { return wythoff_losing(*a, r); });
    route(server, "POST", "/api/nim/move", [a](auto&, const Json& b) { return nim_move(*a, b); });
}

}  // namespace pg_games::web
