// One game under the contest rules.
#include "tools/referee/game.h"

#include <chrono>
#include <cstdio>
#include <stdexcept>

namespace pg_games::referee {

namespace {

using Clock = std::chrono::steady_clock;

// Milliseconds elapsed since t0.
double ms_since(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// The outcome in which `c` wins.
Outcome win_for(Colour c) {
    return c == Colour::Black ? Outcome::BlackWins : Outcome::WhiteWins;
}

// Ends both players' games, whatever happens.
struct EndGames {
    Player& a;
    Player& b;
    ~EndGames() {
        a.end_game();
        b.end_game();
    }
};

}  // namespace

const char* fault_reason(Fault f) {
    switch (f) {
        case Fault::None:
            return "none";
        case Fault::Error:
            return "error";
        case Fault::NoRow:
            return "no row";
        case Fault::TooManyRows:
            return "too many rows";
        case Fault::BadColumns:
            return "bad columns";
        case Fault::Timeout:
            return "timeout";
        case Fault::ConnectionLost:
            return "connection lost";
        case Fault::EngineError:
            return "engine error";
        case Fault::EngineExited:
            return "engine exited";
    }
    return "unknown";
}

const char* outcome_name(Outcome o) {
    switch (o) {
        case Outcome::BlackWins:
            return "black";
        case Outcome::WhiteWins:
            return "white";
        case Outcome::Draw:
            return "draw";
    }
    return "unknown";
}

GameResult play_game(const GameRules& rules, const std::vector<std::pair<int, int>>& opening,
                     Player& black, Player& white, GameObserver* observer) {
    Clock::time_point game_start = Clock::now();
    GameResult result;
    Board board(rules.size);
    int ply = 0;
    for (const auto& [x, y] : opening) {
        Colour c = board.to_move();
        board.place(x, y, c);  // openings are validated when they are made
        if (observer) observer->on_move(board, {++ply, {x, y, c}, true, 0, 0});
    }

    GameClock clocks[2] = {GameClock(rules.clock_ms), GameClock(rules.clock_ms)};
    Player* players[2] = {&black, &white};
    EndGames end_games{black, white};
    auto finish = [&](Outcome o, std::string reason, std::string detail) {
        result.outcome = o;
        result.reason = std::move(reason);
        result.detail = std::move(detail);
        result.black_ms = clocks[0].used_ms();
        result.white_ms = clocks[1].used_ms();
        result.wall_ms = ms_since(game_start);
        return result;
    };

    for (Colour c : {Colour::Black, Colour::White}) {
        try {
            players[static_cast<int>(c)]->start_game({rules.size, rules.rule, c, rules.clock_ms});
        } catch (const std::exception& e) {
            return finish(win_for(other(c)), "setup failed", e.what());
        }
    }

    for (;;) {
        Colour c = board.to_move();
        int side = static_cast<int>(c);
        if (board.full())
            return finish(win_for(other(c)), "board full",
                          std::string(colour_name(c)) + " cannot move: the board is full");
        if (rules.max_moves > 0 && result.moves >= rules.max_moves)
            return finish(Outcome::Draw, "move limit",
                          std::to_string(rules.max_moves) + " moves played without a five");

        Clock::time_point turn_start = Clock::now();
        Answer a = players[side]->play(board, clocks[side]);
        bool in_time = clocks[side].charge(a.elapsed_ms);
        if (a.fault != Fault::None)
            return finish(win_for(other(c)), fault_reason(a.fault), a.detail);
        if (!in_time) {
            char text[160];
            snprintf(text, sizeof text, "answered after %.0f ms with %.0f ms left on its clock",
                     a.elapsed_ms, clocks[side].remaining_ms() + a.elapsed_ms);
            return finish(win_for(other(c)), "timeout", text);
        }
        if (!board.legal(a.x, a.y)) {
            std::string where = "(" + std::to_string(a.x) + ", " + std::to_string(a.y) + ")";
            return finish(
                win_for(other(c)), "illegal move",
                where + (board.on_board(a.x, a.y) ? " is occupied" : " is off the board"));
        }
        board.place(a.x, a.y, c);
        ++result.moves;
        if (observer)
            observer->on_move(board,
                              {++ply, {a.x, a.y, c}, false, a.elapsed_ms, ms_since(turn_start)});
        if (std::optional<Five> five = board.five(c, rules.rule)) {
            result.five = five;
            char text[160];
            snprintf(text, sizeof text, "%d in a row from (%d, %d) to (%d, %d)", five->length,
                     five->x1, five->y1, five->x2, five->y2);
            return finish(win_for(c), "five", text);
        }
    }
}

}  // namespace pg_games::referee
