// pg_games-referee: plays gomoku players (SQL queries, Gomocup engines) against each other under
// the contest rules on a PostgreSQL database, and records every move there.
#include <csignal>
#include <cstdio>
#include <string>
#include <vector>

#include "core/common/error.h"
#include "tools/referee/options.h"
#include "tools/referee/records.h"
#include "tools/referee/tournament.h"

// Parses the command line, then plays the tournament or works on the records.
int main(int argc, char** argv) {
    using namespace pg_games::referee;
    // A protocol engine that exits must not kill the referee when it writes to it.
    std::signal(SIGPIPE, SIG_IGN);
    std::vector<std::string> args(argv + 1, argv + argc);
    std::string command = "pg_games-referee";
    for (const std::string& a : args) command += " " + a;
    try {
        Options options = parse_options(args);
        if (options.help) {
            fputs(usage().c_str(), stdout);
            return 0;
        }
        if (options.version) {
            printf("%s\n", version_line().c_str());
            return 0;
        }
        if (options.replay_game > 0)
            return options.format == Options::Format::Psq ? export_game_command(options)
                                                          : replay_game(options);
        if (options.export_tournament > 0) return export_tournament_command(options);
        if (!options.import_files.empty()) return import_command(options, command);
        if (options.standings_tournament > 0) return standings_command(options);
        return run_tournament(options, command);
    } catch (const pg_games::Error& e) {
        fprintf(stderr, "error: %s\n", e.what());
        if (!e.hint().empty()) fprintf(stderr, "hint: %s\n", e.hint().c_str());
        return 2;
    } catch (const std::exception& e) {
        fprintf(stderr, "error: %s\n", e.what());
        return 2;
    }
}
