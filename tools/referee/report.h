// Standings for other programs: CSV (a header row, one row per player) and JSON.
#pragma once

#include <string>
#include <vector>

#include "tools/referee/elo.h"

namespace pg_games::referee {

// What the JSON standings say about their tournament.
struct TournamentSummary {
    long id = 0;
    std::string name;  // "" when it has none
    int board_size = 19;
    std::string rule = "freestyle";  // as recorded: "freestyle" or "exact five"
    int games = 0;                   // finished games counted in the standings
};

// rank,player,games,wins,draws,losses,score,elo,elo_error: one row per player, best first; the
// Elo figures with one decimal, empty when infinite. Fields are quoted as RFC 4180 wants.
std::string format_standings_csv(const std::vector<Standing>& standings,
                                 const std::vector<std::string>& names);

// {"tournament": {"id", "name", "board_size", "rule", "games"}, "players": [{"rank", "player",
// "games", "wins", "draws", "losses", "score", "elo", "elo_error"}, ...]}: numbers as JSON
// numbers (null when infinite), one line, ending with a newline.
std::string format_standings_json(const TournamentSummary& tournament,
                                  const std::vector<Standing>& standings,
                                  const std::vector<std::string>& names);

// A JSON string literal (quotes and escapes included).
std::string json_string(const std::string& s);

}  // namespace pg_games::referee
