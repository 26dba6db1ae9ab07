// The end of a fitting command's output: the fitted table as C++ (printed, and written to --out)
// and the command's time.
#pragma once

#include <chrono>
#include <string>

#include "args.h"

namespace pg_games::gomoku_tune {

// Prints the table's initializer and the seconds since `start`; writes the initializer to the
// --out file when one is given (Error(Internal) when that fails).
void finish_table(const Args& args, const std::string& initializer,
                  std::chrono::steady_clock::time_point start);

}  // namespace pg_games::gomoku_tune
