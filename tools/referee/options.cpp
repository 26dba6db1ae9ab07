// The referee's command line.
#include "tools/referee/options.h"

#include <cerrno>
#include <cstdio>
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

std::string check_engine_setting(const std::string& key, const std::string& value) {
    for (char c : key)
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') return "a key has no blanks";
    if (value.find_first_of("\r\n") != std::string::npos) return "a value is one line";
    // A non-negative whole number (of milliseconds, bytes...), up to what the protocol's
    // readers keep in an int.
    auto count = [&]() {
        if (value.empty() || value.size() > 10) return false;
        for (char c : value)
            if (c < '0' || c > '9') return false;
        return std::strtoll(value.c_str(), nullptr, 10) <= 2147483647LL;
    };
    if (key == "timeout_turn" || key == "timeout_match" || key == "time_left" ||
        key == "max_memory")
        return count() ? "" : "needs a whole number of milliseconds (bytes for max_memory)";
    if (key == "game_type")
        return count() && std::atoi(value.c_str()) <= 3 ? "" : "needs 0, 1, 2 or 3";
    if (key == "rule") return "the referee sends INFO rule itself (use --exact-five)";
    if (key == "evaluate") {
        int x = 0, y = 0, used = 0;
        if (sscanf(value.c_str(), "%d,%d%n", &x, &y, &used) != 2 ||
            static_cast<size_t>(used) != value.size() || x < 0 || y < 0)
            return "needs a cell X,Y";
    }
    return "";
}

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
    if (spec.kind == PlayerSpec::Kind::Engine)
        for (const auto& [key, value] : spec.settings)
            if (std::string why = check_engine_setting(key, value); !why.empty())
                bad("player " + spec.name + ": setting " + key + "=" + value + ": " + why,
                    "an engine's settings are sent as INFO KEY VALUE (Gomocup protocol)");
    return spec;
}

namespace {

// One option of the command line, as getopt_long knows them: a long name, an optional short
// letter, whether it takes a value, and what it does to the options.
struct OptionDef {
    const char* name;
    char letter;  // 0: long form only
    bool takes_value;
    void (*apply)(Options& o, const std::string& shown, const std::string& value);
};

// The value of --format.
Options::Format format_value(const std::string& shown, const std::string& v) {
    for (Options::Format f :
         {Options::Format::Text, Options::Format::Csv, Options::Format::Json, Options::Format::Psq})
        if (v == format_name(f)) return f;
    bad(shown + " needs text, csv, json or psq, not \"" + v + "\"");
}

const OptionDef kOptions[] = {
    {"help", 'h', false, [](Options& o, const std::string&, const std::string&) { o.help = true; }},
    {"version", 0, false,
     [](Options& o, const std::string&, const std::string&) { o.version = true; }},
    {"dbname", 'd', true,
     [](Options& o, const std::string&, const std::string& v) { o.conninfo = v; }},
    {"games", 'g', true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.games_per_pair = integer_value(n, v, 1, 100000);
     }},
    {"jobs", 'j', true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.jobs = integer_value(n, v, 1, 64);
     }},
    {"clock", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.clock_ms = positive_value(n, v) * 1000.0;
     }},
    {"size", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.size = integer_value(n, v, gomoku::kMinSize, gomoku::kMaxSize);
     }},
    {"exact-five", 0, false,
     [](Options& o, const std::string&, const std::string&) { o.rule = gomoku::Rule::ExactFive; }},
    {"openings", 0, true,
     [](Options& o, const std::string&, const std::string& v) { o.openings = v; }},
    {"random-openings", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.random_opening_stones = integer_value(n, v, 1, 20);
     }},
    {"seed", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.seed = static_cast<uint64_t>(integer_value(n, v, 0, 1L << 62));
     }},
    {"gauntlet", 0, false,
     [](Options& o, const std::string&, const std::string&) { o.gauntlet = true; }},
    {"show", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.show_every = integer_value(n, v, 1, 10000);
     }},
    {"max-moves", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.max_moves = integer_value(n, v, 1, 100000);
     }},
    {"name", 0, true, [](Options& o, const std::string&, const std::string& v) { o.name = v; }},
    {"quiet", 'q', false,
     [](Options& o, const std::string&, const std::string&) { o.quiet = true; }},
    {"replay", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.replay_game = integer_value(n, v, 1, 1L << 62);
     }},
    {"ply", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.replay_ply = integer_value(n, v, 0, 100000);
     }},
    {"export", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.replay_game = integer_value(n, v, 1, 1L << 62);
         o.format = Options::Format::Psq;
     }},
    {"export-all", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.export_tournament = integer_value(n, v, 1, 1L << 62);
     }},
    {"import", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         if (v.empty()) bad(n + " needs a file name");
         o.import_files.push_back(v);
     }},
    {"standings", 0, true,
     [](Options& o, const std::string& n, const std::string& v) {
         o.standings_tournament = integer_value(n, v, 1, 1L << 62);
     }},
    {"format", 'f', true,
     [](Options& o, const std::string& n, const std::string& v) { o.format = format_value(n, v); }},
    {"output", 'o', true,
     [](Options& o, const std::string& n, const std::string& v) {
         if (v.empty()) bad(n + " needs a file name");
         o.output = v;
     }},
};

// The option a long name (without "--") stands for: an exact name, or else an unambiguous
// prefix of one, as getopt_long accepts.
const OptionDef& find_long(const std::string& name) {
    const OptionDef* found = nullptr;
    std::string candidates;
    int matches = 0;
    for (const OptionDef& d : kOptions) {
        if (name == d.name) return d;
        if (!name.empty() && std::string(d.name).compare(0, name.size(), name) == 0) {
            found = &d;
            ++matches;
            candidates += std::string(candidates.empty() ? "" : ", ") + "--" + d.name;
        }
    }
    if (matches == 1) return *found;
    if (matches > 1) bad("option --" + name + " is ambiguous (" + candidates + ")");
    bad("unknown option --" + name);
}

// The option of a short letter.
const OptionDef& find_short(char letter) {
    for (const OptionDef& d : kOptions)
        if (letter != 0 && d.letter == letter) return d;
    bad(std::string("unknown option -") + letter);
}

}  // namespace

const char* format_name(Options::Format f) {
    switch (f) {
        case Options::Format::Text:
            return "text";
        case Options::Format::Csv:
            return "csv";
        case Options::Format::Json:
            return "json";
        case Options::Format::Psq:
            return "psq";
    }
    return "text";
}

Options parse_options(const std::vector<std::string>& args) {
    Options o;
    bool format_given = false;
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a == "--") {  // the end of the options: the rest are players
            for (++i; i < args.size(); ++i) o.players.push_back(parse_player(args[i]));
            break;
        }
        if (a.size() > 2 && a.compare(0, 2, "--") == 0) {
            size_t eq = a.find('=');
            const OptionDef& d = find_long(a.substr(2, eq == std::string::npos ? eq : eq - 2));
            std::string shown = std::string("--") + d.name;
            std::string value;
            if (eq != std::string::npos) {
                if (!d.takes_value) bad("option " + shown + " takes no value");
                value = a.substr(eq + 1);
            } else if (d.takes_value) {
                if (i + 1 >= args.size()) bad("option " + shown + " needs a value");
                value = args[++i];
            }
            if (std::string(d.name) == "format") format_given = true;
            d.apply(o, shown, value);
        } else if (a.size() > 1 && a[0] == '-') {
            // Short options, bundled as getopt does: -qg 2, -qg2, -g2.
            for (size_t k = 1; k < a.size(); ++k) {
                const OptionDef& d = find_short(a[k]);
                std::string shown = std::string("-") + a[k];
                if (!d.takes_value) {
                    d.apply(o, shown, "");
                    continue;
                }
                std::string value;
                if (k + 1 < a.size()) {
                    value = a.substr(k + 1);
                } else {
                    if (i + 1 >= args.size()) bad("option " + shown + " needs a value");
                    value = args[++i];
                }
                if (d.letter == 'f') format_given = true;
                d.apply(o, shown, value);
                break;
            }
        } else {
            o.players.push_back(parse_player(a));
        }
    }
    if (o.help || o.version) return o;

    // One thing at a time: a tournament, or one of the record commands.
    int modes = (o.replay_game > 0) + (o.standings_tournament > 0) + (o.export_tournament > 0) +
                !o.import_files.empty();
    if (modes > 1)
        bad("--replay/--export, --standings, --export-all and --import go one at a time");
    if (!o.plays() && !o.players.empty())
        bad("players are only given to play a tournament, not with --replay, --export, "
            "--export-all, --standings or --import");
    using F = Options::Format;
    if (o.replay_game > 0) {
        if (o.format != F::Text && o.format != F::Psq)
            bad("a game is printed as text or psq, not " + std::string(format_name(o.format)));
        if (o.format == F::Psq && o.replay_ply > 0) bad("--ply is for the text board only");
        return o;
    }
    if (o.export_tournament > 0) {
        if (format_given && o.format != F::Psq) bad("--export-all writes psq files only");
        if (o.output.empty()) bad("--export-all needs -o DIRECTORY");
        o.format = F::Psq;
        return o;
    }
    if (!o.import_files.empty()) {
        if (format_given && o.format != F::Text) bad("--import reads psq files and prints text");
        return o;
    }
    if (o.format == F::Psq) bad("psq is a format for games (--export), not for standings");
    if (o.standings_tournament > 0) return o;
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
       pg_games-referee [-d CONNINFO] --replay GAME [--ply N] [--format psq] [-o FILE]
       pg_games-referee [-d CONNINFO] --export GAME [-o FILE]
       pg_games-referee [-d CONNINFO] --export-all TOURNAMENT -o DIRECTORY
       pg_games-referee [-d CONNINFO] --import FILE.psq [--import FILE.psq]... [--name TEXT]
       pg_games-referee [-d CONNINFO] --standings TOURNAMENT [--format text|csv|json] [-o FILE]

A PLAYER is [NAME=]PATH[@KEY=VALUE]...: a PATH ending in .sql is a query file (one SELECT
reading the table "field" and returning one row x, y); any other PATH is a Gomocup protocol
engine. KEY=VALUE settings are SET in a query's session (checked against the server before the
first game), or sent to an engine as INFO lines.
  e.g. native=bench/gomoku/contest_player.sql@pg_games.gomoku_time_limit_ms=200

Options take their value as --games=4, --games 4, -g4 or -g 4; short flags bundle (-qg 2);
a long option may be shortened while it stays unambiguous; "--" ends the options.

  -d, --dbname CONNINFO   the database (default: libpq's PGHOST, PGPORT, PGDATABASE...)
  -g, --games N           games per pair (default 2: each opening with colours swapped)
  -j, --jobs N            games played at the same time (default 1)
      --clock SECONDS     each player's time for a whole game (default 300)
      --size N            board size, 5 to 32 (default 19)
      --exact-five        only exactly five in a row wins (default: five or more)
      --openings FILE     opening positions (default: the built-in balanced openings;
                          "none": every game starts on an empty board; a .psq file: its
                          stones are the one opening)
      --random-openings N random openings of N stones near the centre instead (see --seed)
      --seed N            seed of the random openings (default 1)
      --gauntlet          the first player plays each of the others (no other pairs)
      --show N            print the board every N moves and at the end of each game
      --max-moves N       a game is drawn after N moves (default: played to the end)
      --name TEXT         the tournament's name in the records
  -q, --quiet             no line per game, only the final standings
  -f, --format FORMAT     text (default), csv or json for the standings (a run's final
                          standings go to stdout alone, its progress to stderr); text or
                          psq (Gomocup/Piskvork game record) for --replay
  -o, --output FILE       write the standings or the game there instead of stdout
      --replay GAME       print the recorded game GAME (with --ply N: after N stones)
      --export GAME       the recorded game GAME as a .psq record (--replay GAME --format psq)
      --export-all T      every game of tournament T as DIRECTORY/game<ID>.psq (-o DIRECTORY)
      --import FILE       record the game of a .psq file (repeatable: one tournament for all);
                          prints the new game ids (see --replay, --standings)
      --standings T       the standings of recorded tournament T
  -h, --help              this text
      --version           the version
)";
}

std::string version_line() {
#ifdef PGG_VERSION
    return std::string("pg_games-referee ") + PGG_VERSION;
#else
    return "pg_games-referee (unknown version)";
#endif
}

}  // namespace pg_games::referee
