// Standings as CSV and JSON.
#include "tools/referee/report.h"

#include <cmath>
#include <cstdio>

namespace pg_games::referee {

namespace {

// A number with one decimal, or "" / "null" when it is not finite.
std::string decimal(double v, const char* missing) {
    if (!std::isfinite(v)) return missing;
    char text[64];
    snprintf(text, sizeof text, "%.1f", v);
    std::string s = text;
    if (s == "-0.0") s = "0.0";
    return s;
}

// A CSV field: quoted when it holds a comma, a quote or a line break.
std::string csv_field(const std::string& s) {
    if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

}  // namespace

std::string json_string(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
            case '"':
                out += "\\\"";
                break;
            case '\\':
                out += "\\\\";
                break;
            case '\n':
                out += "\\n";
                break;
            case '\r':
                out += "\\r";
                break;
            case '\t':
                out += "\\t";
                break;
            default:
                if (c < 0x20) {
                    char esc[8];
                    snprintf(esc, sizeof esc, "\\u%04x", c);
                    out += esc;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    return out + "\"";
}

std::string format_standings_csv(const std::vector<Standing>& standings,
                                 const std::vector<std::string>& names) {
    std::string out = "rank,player,games,wins,draws,losses,score,elo,elo_error\n";
    int rank = 0;
    for (const Standing& s : standings) {
        out += std::to_string(++rank) + "," + csv_field(names[s.player]) + "," +
               std::to_string(s.games) + "," + std::to_string(s.wins) + "," +
               std::to_string(s.draws) + "," + std::to_string(s.losses) + "," +
               decimal(s.score, "") + "," + decimal(s.elo, "") + "," + decimal(s.elo_error, "") +
               "\n";
    }
    return out;
}

std::string format_standings_json(const TournamentSummary& t,
                                  const std::vector<Standing>& standings,
                                  const std::vector<std::string>& names) {
    std::string out = "{\"tournament\": {\"id\": " + std::to_string(t.id) +
                      ", \"name\": " + (t.name.empty() ? "null" : json_string(t.name)) +
                      ", \"board_size\": " + std::to_string(t.board_size) +
                      ", \"rule\": " + json_string(t.rule) +
                      ", \"games\": " + std::to_string(t.games) + "}, \"players\": [";
    int rank = 0;
    for (const Standing& s : standings) {
        out += std::string(rank > 0 ? ", " : "");
        out += "{\"rank\": " + std::to_string(++rank) +
               ", \"player\": " + json_string(names[s.player]) +
               ", \"games\": " + std::to_string(s.games) + ", \"wins\": " + std::to_string(s.wins) +
               ", \"draws\": " + std::to_string(s.draws) +
               ", \"losses\": " + std::to_string(s.losses) +
               ", \"score\": " + decimal(s.score, "null") + ", \"elo\": " + decimal(s.elo, "null") +
               ", \"elo_error\": " + decimal(s.elo_error, "null") + "}";
    }
    return out + "]}\n";
}

}  // namespace pg_games::referee
