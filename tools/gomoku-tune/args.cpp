// The command-line splitting and checked option values.
#include "args.h"

#include <algorithm>
#include <cstdlib>

#include "core/common/error.h"

namespace pg_games::gomoku_tune {

Args::Args(const std::vector<std::string>& args, const std::vector<std::string>& known) {
    for (size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.size() < 3 || a.compare(0, 2, "--") != 0) {
            positional_.push_back(a);
            continue;
        }
        const std::string name = a.substr(2);
        if (std::find(known.begin(), known.end(), name) == known.end())
            throw Error(ErrorKind::InvalidParameter, "unknown option " + a, {},
                        "Run gomoku-tune --help for the options of each command.");
        if (i + 1 >= args.size())
            throw Error(ErrorKind::InvalidParameter, "option " + a + " needs a value");
        options_[name] = args[++i];
    }
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
    auto it = options_.find(name);
    return it == options_.end() ? fallback : it->second;
}

int64_t Args::number(const std::string& name, int64_t fallback, int64_t lo, int64_t hi) const {
    auto it = options_.find(name);
    if (it == options_.end()) return fallback;
    char* end = nullptr;
    const long long v = std::strtoll(it->second.c_str(), &end, 10);
    if (it->second.empty() || *end != '\0' || v < lo || v > hi)
        throw Error(
            ErrorKind::InvalidParameter, "invalid value for --" + name,
            "The value is \"" + it->second + "\".",
            "Use an integer from " + std::to_string(lo) + " to " + std::to_string(hi) + ".");
    return v;
}

double Args::real(const std::string& name, double fallback, double lo, double hi) const {
    auto it = options_.find(name);
    if (it == options_.end()) return fallback;
    char* end = nullptr;
    const double v = std::strtod(it->second.c_str(), &end);
    if (it->second.empty() || *end != '\0' || !(v >= lo && v <= hi))
        throw Error(ErrorKind::InvalidParameter, "invalid value for --" + name,
                    "The value is \"" + it->second + "\".",
                    "Use a number from " + std::to_string(lo) + " to " + std::to_string(hi) + ".");
    return v;
}

}  // namespace pg_games::gomoku_tune
