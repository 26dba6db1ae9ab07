// The standings the page shows (the lab's matches and the recorded tournaments alike).
#pragma once

#include <string>
#include <vector>

#include "tools/referee/elo.h"
#include "tools/web/api.h"

namespace pg_games::web {

// The referee's standings of the games between the named players, best first, as JSON rows.
inline Json standings_json(const std::vector<std::string>& names,
                           const std::vector<referee::GameScore>& scores) {
    Json standings = Json::array();
    for (const referee::Standing& s :
         referee::compute_standings(static_cast<int>(names.size()), scores))
        standings.push_back({{"name", names[s.player]},
                             {"games", s.games},
                             {"wins", s.wins},
                             {"losses", s.losses},
                             {"draws", s.draws},
                             {"score", s.score},
                             {"elo", s.elo},
                             {"elo_error", s.elo_error}});
    return standings;
}

}  // namespace pg_games::web
