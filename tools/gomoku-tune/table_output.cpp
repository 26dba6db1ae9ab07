// The fitted table's output, shared by `fit` and `order`.
#include "table_output.h"

#include <cstdio>
#include <fstream>

#include "core/common/error.h"

namespace pg_games::gomoku_tune {

void finish_table(const Args& args, const std::string& initializer,
                  std::chrono::steady_clock::time_point start) {
    std::printf("\n%s", initializer.c_str());
    if (args.has("out")) {
        const std::string path = args.text("out", "");
        std::ofstream out(path);
        out << initializer;
        if (!out) throw Error(ErrorKind::Internal, "writing " + path + " failed");
    }
    std::printf("(%.1f s)\n",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

}  // namespace pg_games::gomoku_tune
