// The referee's command line.
#include "tools/referee/options.h"

#include <cerrno>
#include <cstdlib>

#include "core/common/error.h"

namespace pg_games::referee {

namespace {

[[noreturn]] void bad(const std::string& message, const std::string& hint = {}) {
    throw Error(ErrorKind::InvalidParameter, message, "", hint.empty() ? "see --help" : hint);
}

// An integer option value within [low, high].
long integer_value(const std::string& option, const std::string& text, long low, long high) {
    errno = 0;
    char* end = nullptr;
    long v = std::strtol(text.c_str(), &end, 10);
    if (text.empty() || *end != '\0' || errno != 0 || v < low || v > high)
        bad(option + " needs an integer from " + std::to_string(low) + " to " +
            std::to_string(high) + ", not \"" + text + "\"");
    return v;
}

// A positive decimal option value.
double positive_value(const std::string& option, const std::string& text) {
    char* end = nullptr;
    double v = std::strtod(text.c_str(), &end);
    if (text.empty() || *end != '\0' || !(v > 0) || v > 1e7)
        bad(option + " needs a positive number, not \"" + text + "\"");
    return v;
}

// The name a player gets by default: its file name without directories and extension.
std::string default_name(const std::string& path) {
    std::string base = path.substr(path.find_last_of('/') + 1);
    if (size_t dot = base.rfind('.'); dot != std::string::npos && dot > 0) base.erase(dot);
    return base;
}

}  // namespace

PlayerSpec parse_player(const std::string& arg) {
    PlayerSpec spec;
    size_t at = arg.find('@');
    std::string head = arg.substr(0, at);
    while (at != std::string::npos) {
        size_t next = arg.find('@', at + 1);
        std::string setting = arg.substr(at + 1, next == std::string::npos ? next : next - at - 1);
        size_t eq = setting.find('=');
        if (eq == std::string::npos || eq == 0)
            bad("player setting \"" + setting + "\" is not KEY=VALUE",
                "write a player as [NAME=]PATH[@KEY=VALUE...]");
        spec.settings.emplace_back(setting.substr(0, eq), setting.substr(eq + 1));
        at = next;
    }
    if (size_t eq = head.find('='); eq != std::string::npos) {
        spec.name = head.substr(0, eq);
        spec.path = head.substr(eq + 1);
        if (spec.name.empty()) bad("empty player name in \"" + arg + "\"");
    } else {
        spec.path = head;
    }
    if (spec.path.empty()) bad("empty player path in \"" + arg + "\"");
    if (spec.name.empty()) spec.name = default_name(spec.path);
    if (spec.name.empty()) bad("player \"" + arg + "\" has no name", "name it: NAME=PATH");
    bool sql = spec.path.size() > 4 && spec.path.compare(spec.path.size() - 4, 4, ".sql") == 0;
    spec.kind = sql ? PlayerSpec::Kind::Sql : PlayerSpec::Kind::Engine;
    return spec;
}

Options parse_options(const std::vector<std::string>& args) {
    Options o;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= args.size()) bad(a + " needs a value");
            return args[++i];
        };
        if (a == "-h" || a == "--help")
            o.help = true;
        else if (a == "-d" || a == "--dbname")
            o.conninfo = value();
        else if (a == "-g" || a == "--games")
            o.games_per_pair = integer_value(a, value(), 1, 100000);
        else if (a == "-j" || a == "--jobs")
            o.jobs = integer_value(a, value(), 1, 64);
        else if (a == "--clock")
            o.clock_ms = positive_value(a, value()) * 1000.0;
        else if (a == "--size")
            o.size = integer_value(a, value(), gomoku::kMinSize, gomoku::kMaxSize);
        else if (a == "--exact-five")
            o.rule = gomoku::Rule::ExactFive;
        else if (a == "--openings")
            o.openings = value();
        else if (a == "--random-openings")
            o.random_opening_stones = integer_value(a, value(), 1, 20);
        else if (a == "--seed")
            o.seed = static_cast<uint64_t>(integer_value(a, value(), 0, 1L << 62));
        else if (a == "--gauntlet")
            o.gauntlet = true;
        else if (a == "--show")
            o.show_every = integer_value(a, value(), 1, 10000);
        else if (a == "--max-moves")
            o.max_moves = integer_value(a, value(), 1, 100000);
        else if (a == "--name")
            o.name = value();
        else if (a == "-q" || a == "--quiet")
            o.quiet = true;
        else if (a == "--replay")
            o.replay_game = integer_value(a, value(), 1, 1L << 62);
        else if (a == "--ply")
            o.replay_ply = integer_value(a, value(), 0, 100000);
        else if (a.size() > 1 && a[0] == '-')
            bad("unknown option " + a);
        else
            o.players.push_back(parse_player(a));
    }
    if (o.help || o.replay_game > 0) return o;
    if (o.players.size() < 2) bad("at least two players are needed");
    for (size_t i = 0; i < o.players.size(); ++i)
        for (size_t j = i + 1; j < o.players.size(); ++j)
            if (o.players[i].name == o.players[j].name)
                bad("two players are named \"" + o.players[i].name + "\"", "name them: NAME=PATH");
    return o;
}

std::string usage() {
    return R"(pg_games-referee: plays gomoku players against each other under the contest rules
on a PostgreSQL database, and records every move there (schema "referee").

usage: pg_games-referee [OPTION]... PLAYER PLAYER [PLAYER]...
       pg_games-referee [-d CONNINFO] --replay GAME [--ply N]

A PLAYER is [NAME=]PATH[@KEY=VALUE]...: a PATH ending in .sql is a query file (one SELECT
reading the table "field" and returning one row x, y); any other PATH is a Gomocup protocol
engine. KEY=VALUE settings are SET in a query's session, or sent to an engine as INFO lines.
  e.g. native=bench/gomoku/contest_player.sql@pg_games.gomoku_time_limit_ms=200

  -d, --dbname CONNINFO   the database (default: libpq's PGHOST, PGPORT, PGDATABASE...)
  -g, --games N           games per pair (default 2: each opening with colours swapped)
  -j, --jobs N            games played at the same time (default 1)
      --clock SECONDS     each player's time for a whole game (default 300)
      --size N            board size, 5 to 32 (default 19)
      --exact-five        only exactly five in a row wins (default: five or more)
      --openings FILE     opening positions (default: the built-in balanced openings;
                          "none": every game starts on an empty board)
      --random-openings N random openings of N stones near the centre instead (see --seed)
      --seed N            seed of the random openings (default 1)
      --gauntlet          the first player plays each of the others (no other pairs)
      --show N            print the board every N moves and at the end of each game
      --max-moves N       a game is drawn after N moves (default: played to the end)
      --name TEXT         the tournament's name in the records
  -q, --quiet             no line per game, only the final standings
      --replay GAME       print the recorded game GAME (with --ply N: after N stones)
  -h, --help              this text
)";
}

}  // namespace pg_games::referee
