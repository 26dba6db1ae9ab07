// The pg_games.gomoku_* settings and how call arguments override them.
#include <climits>
#include <cstring>

#include "pg/args.h"
#include "pg/gomoku_glue.h"
#include "pg/settings.h"

extern "C" {
#include "utils/guc.h"
}

namespace pg_games::pg {
namespace {

int size_setting = 19;
int rule_setting = static_cast<int>(gomoku::Rule::Freestyle);
int node_budget_setting = 0;
int time_limit_ms_setting = 0;
double aggression_setting = 1.0;
int seed_setting = 0;
int time_mode_setting = gomoku_glue::kTimeAuto;
int game_clock_ms_setting = 300000;  // the contest's 5 minutes a game

const struct config_enum_entry kRuleNames[] = {
    {"freestyle", static_cast<int>(gomoku::Rule::Freestyle), false},
    {"exact5", static_cast<int>(gomoku::Rule::ExactFive), false},
    {nullptr, 0, false}};

const struct config_enum_entry kTimeModeNames[] = {
    {"auto", gomoku_glue::kTimeAuto, false},
    {"clock", gomoku_glue::kTimeClock, false},
    {"budget", gomoku_glue::kTimeBudget, false},
    {nullptr, 0, false}};

}  // namespace

// Defines the pg_games.gomoku_* settings (called from define_settings()).
void define_gomoku_settings() {
    DefineCustomIntVariable("pg_games.gomoku_size", "Gomoku board size for field aggregates.",
                            "Used when no size argument is given.", &size_setting, 19,
                            gomoku::kMinSize, gomoku::kMaxSize, PGC_USERSET, 0, nullptr, nullptr,
                            nullptr);
    DefineCustomEnumVariable("pg_games.gomoku_rule",
                             "Gomoku rule: freestyle (five or more wins) or exact5.", nullptr,
                             &rule_setting, static_cast<int>(gomoku::Rule::Freestyle), kRuleNames,
                             PGC_USERSET, 0, nullptr, nullptr, nullptr);
    DefineCustomIntVariable("pg_games.gomoku_node_budget",
                            "Gomoku search budget in nodes (0 = engine default).",
                            "The node budget makes answers deterministic.", &node_budget_setting, 0,
                            0, INT_MAX, PGC_USERSET, 0, nullptr, nullptr, nullptr);
    DefineCustomIntVariable("pg_games.gomoku_time_limit_ms",
                            "Gomoku hard time cap per move in milliseconds (0 = engine default).",
                            nullptr, &time_limit_ms_setting, 0, 0, gomoku::kMaxTimeLimitMs,
                            PGC_USERSET, GUC_UNIT_MS, nullptr, nullptr, nullptr);
    DefineCustomEnumVariable(
        "pg_games.gomoku_time_mode",
        "How gomoku_best_move decides how long to think: auto, clock or budget.",
        "clock: a share of pg_games.gomoku_game_clock by the move number, statement_timeout as "
        "the hard cap; budget: the node budget and time cap; auto: clock while a "
        "statement_timeout runs, else budget. An explicit node budget or time cap means budget.",
        &time_mode_setting, gomoku_glue::kTimeAuto, kTimeModeNames, PGC_USERSET, 0, nullptr,
        nullptr, nullptr);
    DefineCustomIntVariable("pg_games.gomoku_game_clock",
                            "Gomoku game clock of one side for the clock-aware mode (0 = off).",
                            "The contest gives each player 5 minutes a game.",
                            &game_clock_ms_setting, 300000, 0, 86400000, PGC_USERSET, GUC_UNIT_MS,
                            nullptr, nullptr, nullptr);
    DefineCustomRealVariable("pg_games.gomoku_aggression",
                             "Gomoku attack/defence balance A in own gain + A * opponent's gain.",
                             nullptr, &aggression_setting, 1.0, 0.0, 10.0, PGC_USERSET, 0, nullptr,
                             nullptr, nullptr);
    DefineCustomIntVariable("pg_games.gomoku_seed",
                            "Gomoku seed for varied play among near-equal moves (0 = "
                            "deterministic).",
                            nullptr, &seed_setting, 0, 0, INT_MAX, PGC_USERSET, 0, nullptr, nullptr,
                            nullptr);
}

namespace gomoku_glue {

Options options_from_settings() {
    return Options{size_setting,        static_cast<gomoku::Rule>(rule_setting),
                   node_budget_setting, time_limit_ms_setting,
                   aggression_setting,  seed_setting,
                   time_mode_setting,   game_clock_ms_setting};
}

double checked_aggression(double aggression) {
    if (!(aggression >= 0.0 && aggression <= 10.0))
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("aggression must be between 0 and 10"),
                        errhint("1 weighs attack and defence equally; below 1 favours attack.")));
    return aggression;
}

int checked_size(int size) {
    if (size < gomoku::kMinSize || size > gomoku::kMaxSize)
        ereport(ERROR,
                (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                 errmsg("gomoku board size %d is not supported", size),
                 errhint("Use a board size from %d to %d.", gomoku::kMinSize, gomoku::kMaxSize)));
    return size;
}

gomoku::Rule rule_from_name(const char* name) {
    for (const auto* e = kRuleNames; e->name != nullptr; ++e)
        if (pg_strcasecmp(name, e->name) == 0) return static_cast<gomoku::Rule>(e->val);
    ereport(ERROR,
            (errcode(ERRCODE_INVALID_PARAMETER_VALUE), errmsg("unknown gomoku rule \"%s\"", name),
             errhint("Use 'freestyle' (five or more wins) or 'exact5' (exactly five).")));
    pg_unreachable();
}

namespace {

// An option argument that must not be negative; ereports 22023 naming it. Clean frame.
int64 not_negative(int64 value, const char* name, const char* hint) {
    if (value < 0)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("%s must not be negative", name), errhint("%s", hint)));
    return value;
}

}  // namespace

void apply_option_args(FunctionCallInfo fcinfo, int first, Options& options) {
    const int nargs = PG_NARGS();
    if (first < nargs && !PG_ARGISNULL(first))
        options.rule = rule_from_name(text_to_cstring(PG_GETARG_TEXT_PP(first)));
    if (first + 1 < nargs && !PG_ARGISNULL(first + 1))
        options.node_budget = not_negative(PG_GETARG_INT64(first + 1), "node_budget",
                                           "Use 0 for the engine default.");
    if (first + 2 < nargs && !PG_ARGISNULL(first + 2))
        options.time_limit_ms = static_cast<int>(not_negative(
            PG_GETARG_INT32(first + 2), "time_limit_ms", "Use 0 for the engine default."));
    if (first + 3 < nargs && !PG_ARGISNULL(first + 3))
        options.aggression = checked_aggression(PG_GETARG_FLOAT8(first + 3));
    if (first + 4 < nargs && !PG_ARGISNULL(first + 4))
        options.seed = not_negative(PG_GETARG_INT64(first + 4), "seed",
                                    "Use 0 for deterministic play.");
}

gomoku::SearchSettings search_settings(const Options& options) {
    gomoku::SearchSettings s;
    s.rule = options.rule;
    s.node_budget = static_cast<uint64_t>(options.node_budget);
    s.time_limit_ms = options.time_limit_ms;
    s.aggression = options.aggression;
    s.seed = static_cast<uint64_t>(options.seed);
    return s;
}

FieldState* empty_field_state() {
    auto* state = static_cast<FieldState*>(palloc0(sizeof(FieldState)));
    state->options = options_from_settings();
    return state;
}

gomoku::Position position_of(const FieldState& state) {
    const int n = state.options.size;
    gomoku::Position position(n);
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
            if (state.mine_rows[y] >> x & 1u) position.place({x, y}, gomoku::Cell::Own);
            if (state.other_rows[y] >> x & 1u) position.place({x, y}, gomoku::Cell::Opponent);
        }
    return position;
}

gomoku::StoneRows stone_rows_of(const FieldState& state) {
    gomoku::StoneRows rows(state.options.size);
    std::memcpy(rows.own, state.mine_rows, sizeof rows.own);
    std::memcpy(rows.opp, state.other_rows, sizeof rows.opp);
    rows.stones = state.mine + state.other;
    return rows;
}

FiveFound five_on(const gomoku::Position& position, gomoku::Rule rule) {
    FiveFound out{};
    if (auto five = gomoku::find_five(position, rule)) {
        out = {true,
               five->owner == gomoku::Cell::Own,
               five->from.x + 1,
               five->from.y + 1,
               five->to.x + 1,
               five->to.y + 1,
               five->length};
    }
    return out;
}

Datum five_result(FunctionCallInfo fcinfo, const char* winner, const FiveFound& five) {
    Datum values[6] = {PointerGetDatum(cstring_to_text(winner)),
                       Int32GetDatum(five.from_x),
                       Int32GetDatum(five.from_y),
                       Int32GetDatum(five.to_x),
                       Int32GetDatum(five.to_y),
                       Int32GetDatum(five.length)};
    bool nulls[6] = {false, false, false, false, false, false};
    return composite_result(fcinfo, values, nulls);
}

}  // namespace gomoku_glue
}  // namespace pg_games::pg
