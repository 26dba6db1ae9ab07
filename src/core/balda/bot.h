// The Balda bot: choosing a move (longest word, or one reply of look-ahead) and self-play.
#pragma once
#include "core/common/no_postgres.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/balda/movegen.h"

namespace pg_games::balda {

enum class Strategy {
    Longest,    // the longest word
    Lookahead,  // maximise own score minus the opponent's best reply
};

// Parses 'longest' or 'lookahead'; throws Error(InvalidParameter) otherwise.
Strategy parse_strategy(std::string_view name);

// How the bot breaks ties between equally good moves: without a seed the first move in
// (cell, letter, word) order; with a seed a pseudo-random but reproducible one.
struct TieBreak {
    bool seeded = false;
    uint64_t seed = 0;
};

// The bot's move, or nothing when no legal move exists.
std::optional<Move> best_move(MoveGenerator& generator, const Dictionary& dict, const Board& board,
                              const UsedWords& used, Strategy strategy, TieBreak tie,
                              StopCheck& stop);

// One turn of a self-played game.
struct Turn {
    int turn = 0;
    int player = 0;  // 1 or 2
    Move move;
    std::string word;
    int total[2] = {0, 0};  // both players' scores after the move
    std::string board;      // the board after the move
};

// Plays a whole game from a start word until the board is full, no move exists, or `max_turns`
// (0: no limit) moves were made.
std::vector<Turn> play_game(const Dictionary& dict, std::string_view start_word, int size,
                            Rules rules, Strategy strategy, TieBreak tie, int max_turns,
                            StopCheck& stop);

}  // namespace pg_games::balda
