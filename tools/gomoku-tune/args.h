// The command line of gomoku-tune: positional arguments and "--name value" options.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace pg_games::gomoku_tune {

class Args {
  public:
    // Splits the arguments after the command name. Throws Error(InvalidParameter) for an option
    // missing its value or not in `known`.
    Args(const std::vector<std::string>& args, const std::vector<std::string>& known);

    const std::vector<std::string>& positional() const { return positional_; }
    bool has(const std::string& name) const { return options_.count(name) != 0; }
    std::string text(const std::string& name, const std::string& fallback) const;
    // An integer option within [lo, hi]; Error(InvalidParameter) otherwise.
    int64_t number(const std::string& name, int64_t fallback, int64_t lo, int64_t hi) const;
    // A real option within [lo, hi]; Error(InvalidParameter) otherwise.
    double real(const std::string& name, double fallback, double lo, double hi) const;

  private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> options_;
};

}  // namespace pg_games::gomoku_tune
