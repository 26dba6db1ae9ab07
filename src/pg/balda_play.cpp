// balda_new_board() and balda_play(): a start position, and a whole self-played game.
#include <string>
#include <vector>

#include "core/balda/bot.h"
#include "core/common/board_text.h"
#include "core/common/error.h"
#include "pg/args.h"
#include "pg/balda_glue.h"
#include "pg/boundary.h"
#include "pg/srf.h"

namespace engine = pg_games::balda;
namespace glue = pg_games::pg::balda;
using namespace pg_games::pg;
using pg_games::Error;
using pg_games::ErrorKind;
using pg_games::StopCheck;
using pg_games::utf8_append;
using pg_games::utf8_decode;

namespace {

// A board text passed from the C++ frame to the clean frame.
struct BoardResult {
    text* board = nullptr;
};

}  // namespace

// balda_new_board(start_word, size): the start word centred in the middle row.
PGG_FUNCTION(balda_new_board) {
    require_not_null(fcinfo, 0, "start_word");
    int size = PG_ARGISNULL(1) ? 0 : PG_GETARG_INT32(1);
    if (!PG_ARGISNULL(1) && size <= 0)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("board size %d is out of range", size),
                        errhint("Balda boards are square, from 3x3 to 15x15.")));
    BoardResult result = guarded([&] {
        std::string word = glue::utf8_text_arg(fcinfo, 0);
        return BoardResult{
            glue::make_utf8_text(engine::Board::with_start_word(word, size).to_text())};
    });
    PG_RETURN_TEXT_P(result.board);
}

// balda_play(start_word, size, dictionary, strategy, seed, diagonal, max_turns): one row per move.
PGG_FUNCTION(balda_play) {
    require_not_null(fcinfo, 0, "start_word");
    require_not_null(fcinfo, 2, "dictionary");
    require_not_null(fcinfo, 3, "strategy");
    require_not_null(fcinfo, 5, "diagonal");
    int size = PG_ARGISNULL(1) ? 0 : PG_GETARG_INT32(1);
    if (!PG_ARGISNULL(1) && size <= 0)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("board size %d is out of range", size),
                        errhint("Balda boards are square, from 3x3 to 15x15.")));
    bool seeded = !PG_ARGISNULL(4);
    int64 seed = seeded ? PG_GETARG_INT64(4) : 0;
    bool diagonal = PG_GETARG_BOOL(5);
    int max_turns = PG_ARGISNULL(6) ? 0 : PG_GETARG_INT32(6);
    if (max_turns < 0)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("max_turns must not be negative"),
                        errhint("Pass NULL to play until the game ends.")));
    ReturnSetInfo* rsinfo = begin_materialized_srf(fcinfo);
    guarded([&] {
        std::string start_word = glue::utf8_text_arg(fcinfo, 0);
        engine::Strategy strategy =
            engine::parse_strategy(glue::utf8_text_arg(fcinfo, 3));
        // Validate the start position before touching the dictionary.
        engine::Board::with_start_word(start_word, size);
        glue::DictionaryRef held = glue::dictionary(fcinfo, glue::utf8_text_arg(fcinfo, 2));
        const engine::Dictionary& dict = *held;
        StopCheck stop = make_stop_check(1024);
        engine::TieBreak tie{seeded, static_cast<uint64_t>(seed)};
        auto turns = engine::play_game(dict, start_word, size,
                                                engine::Rules{diagonal}, strategy, tie,
                                                max_turns, stop);
        for (const auto& t : turns) {
            int n = size == 0 ? static_cast<int>(utf8_decode(start_word).size()) : size;
            std::string letter;
            utf8_append(letter, dict.alphabet().letter(t.move.letter));
            Datum values[10];
            bool nulls[10] = {false, false, false, false, false, false, false, false, false, false};
            values[0] = Int32GetDatum(t.turn);
            values[1] = Int32GetDatum(t.player);
            values[2] = Int32GetDatum(t.move.cell / n + 1);
            values[3] = Int32GetDatum(t.move.cell % n + 1);
            values[4] = PointerGetDatum(glue::make_utf8_text(letter));
            values[5] = PointerGetDatum(glue::make_utf8_text(t.word));
            values[6] = Int32GetDatum(t.move.score());
            values[7] = Int32GetDatum(t.total[0]);
            values[8] = Int32GetDatum(t.total[1]);
            values[9] = PointerGetDatum(glue::make_utf8_text(t.board));
            put_row(rsinfo, values, nulls);
        }
    });
    return (Datum)0;
}
