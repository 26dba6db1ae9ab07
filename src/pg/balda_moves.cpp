// balda_moves() and balda_best_move(): every legal move of a position, and the bot's choice.
#include <optional>
#include <string>
#include <vector>

#include "core/balda/bot.h"
#include "core/common/board_text.h"
#include "core/common/error.h"
#include "pg/args.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace pg_games::pg::balda {
namespace {

using namespace pg_games::balda;

// The columns shared by both functions: row, col, letter, word, path, score.
constexpr int kMoveColumns = 6;

// "row,col row,col ...", 1-based.
std::string path_text(const Move& move, int size) {
    std::string out;
    for (int cell : move.path) {
        if (!out.empty()) out.push_back(' ');
        out += std::to_string(cell / size + 1) + "," + std::to_string(cell % size + 1);
    }
    return out;
}

// Appends one move as a result row.
void put_move(ReturnSetInfo* rsinfo, const Dictionary& dict, const Board& board, const Move& move) {
    Datum values[kMoveColumns];
    bool nulls[kMoveColumns] = {false, false, false, false, false, false};
    std::string letter;
    utf8_append(letter, dict.alphabet().letter(move.letter));
    values[0] = Int32GetDatum(move.cell / board.size() + 1);
    values[1] = Int32GetDatum(move.cell % board.size() + 1);
    values[2] = PointerGetDatum(make_utf8_text(letter));
    values[3] = PointerGetDatum(make_utf8_text(move_word(dict, board, move)));
    values[4] = PointerGetDatum(make_utf8_text(path_text(move, board.size())));
    values[5] = Int32GetDatum(move.score());
    put_row(rsinfo, values, nulls);
}

// The position arguments shared by both functions: board, used words, dictionary, variant.
struct Position {
    DictionaryRef dict;  // held for the whole call
    Board board;
    UsedWords used;
    Rules rules;
};

// Reads arguments 0..2 and `diagonal_arg`; validates the board and finds the dictionary.
Position read_position(FunctionCallInfo fcinfo, int diagonal_arg) {
    Position p;
    p.board = Board::parse(utf8_text_arg(fcinfo, 0));
    require_playable(p.board);
    std::vector<std::string> used = utf8_text_array_arg(fcinfo, 1, "used_words");
    p.dict = dictionary(fcinfo, utf8_text_arg(fcinfo, 2));
    for (const std::string& word : used) mark_used(*p.dict, word, p.used);
    p.rules.diagonal = PG_GETARG_BOOL(diagonal_arg);
    return p;
}

}  // namespace
}  // namespace pg_games::pg::balda

namespace engine = pg_games::balda;
namespace glue = pg_games::pg::balda;
using namespace pg_games::pg;
using pg_games::Error;
using pg_games::ErrorKind;
using pg_games::StopCheck;
using pg_games::utf8_append;
using pg_games::utf8_decode;

// balda_moves(board, used_words, dictionary, diagonal): every legal move, one row each.
PGG_FUNCTION(balda_moves) {
    ReturnSetInfo* rsinfo = begin_materialized_srf(fcinfo);
    guarded([&] {
        glue::Position p = glue::read_position(fcinfo, 3);
        engine::MoveGenerator generator(*p.dict, p.board.size(), p.rules);
        StopCheck stop = make_stop_check(1024);
        for (const auto& move : generator.generate(p.board, p.used, stop))
            glue::put_move(rsinfo, *p.dict, p.board, move);
    });
    return (Datum)0;
}

// balda_best_move(board, used_words, dictionary, strategy, seed, diagonal): the bot's move
// (no row when no move exists).
PGG_FUNCTION(balda_best_move) {
    require_not_null(fcinfo, 0, "board");
    require_not_null(fcinfo, 1, "used_words");
    require_not_null(fcinfo, 2, "dictionary");
    require_not_null(fcinfo, 3, "strategy");
    require_not_null(fcinfo, 5, "diagonal");
    bool seeded = !PG_ARGISNULL(4);
    int64 seed = seeded ? PG_GETARG_INT64(4) : 0;
    ReturnSetInfo* rsinfo = begin_materialized_srf(fcinfo);
    guarded([&] {
        engine::Strategy strategy =
            engine::parse_strategy(glue::utf8_text_arg(fcinfo, 3));
        glue::Position p = glue::read_position(fcinfo, 5);
        engine::MoveGenerator generator(*p.dict, p.board.size(), p.rules);
        StopCheck stop = make_stop_check(1024);
        engine::TieBreak tie{seeded, static_cast<uint64_t>(seed)};
        std::optional<engine::Move> move = engine::best_move(
            generator, *p.dict, p.board, p.used, strategy, tie, stop);
        if (move) glue::put_move(rsinfo, *p.dict, p.board, *move);
    });
    return (Datum)0;
}
