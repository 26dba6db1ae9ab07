// The referee's command line (parse_options) and player specs (parse_player): arguments are
// the input's lines. Whatever is accepted is consistent with the documented format.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz/fuzz_common.h"
#include "tools/referee/options.h"

using namespace pg_games;
using namespace pg_games::referee;

namespace {

void check_spec(const std::string& arg, const PlayerSpec& spec) {
    FUZZ_CHECK(!spec.path.empty(), "empty path from " + arg);
    FUZZ_CHECK(!spec.name.empty(), "empty name from " + arg);
    const bool sql = spec.path.size() > 4 && spec.path.substr(spec.path.size() - 4) == ".sql";
    FUZZ_CHECK(spec.kind == (sql ? PlayerSpec::Kind::Sql : PlayerSpec::Kind::Engine), "kind");
    for (const auto& [key, value] : spec.settings) {
        FUZZ_CHECK(!key.empty() && key.find('@') == std::string::npos &&
                       value.find('@') == std::string::npos,
                   "setting from " + arg);
    }
    FUZZ_CHECK(spec.path.find('@') == std::string::npos, "path holds '@': " + arg);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args;
    for (size_t at = 0; at < text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        args.emplace_back(text.substr(at, end - at));
        at = end + 1;
    }
    if (args.size() > 64) return 0;

    for (const std::string& arg : args) {
        try {
            check_spec(arg, parse_player(arg));
        } catch (const Error& e) {
            FUZZ_CHECK(e.kind() == ErrorKind::InvalidParameter, e.what());
        }
    }

    Options o;
    try {
        o = parse_options(args);
    } catch (const Error& e) {
        FUZZ_CHECK(e.kind() == ErrorKind::InvalidParameter, e.what());
        return 0;
    }
    FUZZ_CHECK(o.games_per_pair >= 1 && o.jobs >= 1 && o.jobs <= 64 && o.clock_ms > 0 &&
                   o.size >= gomoku::kMinSize && o.size <= gomoku::kMaxSize &&
                   o.random_opening_stones >= 0 && o.show_every >= 0 && o.max_moves >= 0 &&
                   o.replay_ply >= 0 && o.replay_game >= 0 && o.standings_tournament >= 0 &&
                   o.export_tournament >= 0,
               "an option out of range");
    if (o.export_tournament > 0 && !o.help && !o.version)
        FUZZ_CHECK(!o.output.empty(), "--export-all without a directory");
    if (o.plays()) {
        FUZZ_CHECK(o.players.size() >= 2, "fewer than two players");
        for (size_t i = 0; i < o.players.size(); ++i)
            for (size_t j = i + 1; j < o.players.size(); ++j)
                FUZZ_CHECK(o.players[i].name != o.players[j].name, "two players, one name");
    }
    return 0;
}
