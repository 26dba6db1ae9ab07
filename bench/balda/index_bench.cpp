// Balda index build versus image load, and the memory an index takes: the full Russian list and
// a large synthetic dictionary. Built and run by bench/balda/index_bench.sh.
//   index_bench WORDS_FILE SYNTHETIC_WORDS
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/balda/dictionary_image.h"
#include "core/common/board_text.h"

using namespace pg_games;
using namespace pg_games::balda;

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double cpu_ms() {
    return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

long peak_rss_mb() {
    struct rusage u;
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss / 1024;
}

// Random words of 4 to 14 letters over the 32 Russian letters, distinct, sorted at random.
std::vector<std::string> synthetic(size_t count) {
    std::mt19937_64 rng(7);
    const std::u32string letters = U"АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";
    std::vector<std::string> words;
    words.reserve(count);
    for (size_t i = 0; i < count; ++i) {
        std::u32string w;
        size_t len = 4 + rng() % 11;
        for (size_t j = 0; j < len; ++j) w.push_back(letters[rng() % letters.size()]);
        words.push_back(utf8_encode(w));
    }
    return words;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Builds, writes and loads one dictionary; prints one line per figure.
void measure(const char* label, const std::vector<std::string>& words, int builds, int loads,
             const std::string& path) {
    std::vector<double> build_wall, build_cpu;
    Dictionary dict;
    for (int i = 0; i < builds; ++i) {
        auto start = Clock::now();
        double cpu = cpu_ms();
        dict = Dictionary::build(words);
        build_wall.push_back(ms_since(start));
        build_cpu.push_back(cpu_ms() - cpu);
    }
    const std::string key = "bench key";
    auto start = Clock::now();
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        if (!write_image(out, dict, key, words.size())) {
            std::fprintf(stderr, "cannot write %s\n", path.c_str());
            std::exit(1);
        }
    }
    double write_ms = ms_since(start);
    std::vector<double> load_wall, load_cpu;
    for (int i = 0; i < loads; ++i) {
        auto s = Clock::now();
        double cpu = cpu_ms();
        std::ifstream in(path, std::ios::binary);
        in.seekg(0, std::ios::end);
        uint64_t size = static_cast<uint64_t>(in.tellg());
        in.seekg(0);
        std::string why;
        auto loaded = read_image(in, size, key, why);
        load_wall.push_back(ms_since(s));
        load_cpu.push_back(cpu_ms() - cpu);
        if (!loaded || loaded->dict.node_count() != dict.node_count()) {
            std::fprintf(stderr, "load failed: %s\n", why.c_str());
            std::exit(1);
        }
    }
    std::printf("%s: %zu rows, %zu words, %zu trie nodes, index %.1f MB, image %.1f MB\n", label,
                words.size(), dict.word_count(), dict.node_count(),
                static_cast<double>(dict.memory_bytes()) / 1048576.0,
                static_cast<double>(image_size(dict, key.size())) / 1048576.0);
    std::printf("  build (median of %d): %.1f ms wall, %.1f ms CPU\n", builds, median(build_wall),
                median(build_cpu));
    std::printf("  write image: %.1f ms\n", write_ms);
    std::printf("  load image (median of %d): %.2f ms wall, %.2f ms CPU; build/load %.0fx\n", loads,
                median(load_wall), median(load_cpu), median(build_wall) / median(load_wall));
    std::printf("  first load: %.2f ms wall, %.2f ms CPU\n", load_wall[0], load_cpu[0]);
    std::printf("  peak RSS of the process so far: %ld MB\n", peak_rss_mb());
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s WORDS_FILE SYNTHETIC_WORDS [DIR]\n", argv[0]);
        return 2;
    }
    std::string dir = argc > 3 ? argv[3] : "/tmp";
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "cannot read %s (run scripts/data/balda_ru_nouns.sh)\n", argv[1]);
        return 1;
    }
    std::vector<std::string> ru;
    for (std::string line; std::getline(in, line);) ru.push_back(line);
    measure("ru", ru, 5, 20, dir + "/balda_bench_ru.trie");
    ru.clear();
    size_t count = std::strtoull(argv[2], nullptr, 10);
    if (count > 0) {
        std::vector<std::string> words = synthetic(count);
        measure("synthetic", words, 1, 3, dir + "/balda_bench_synthetic.trie");
    }
    return 0;
}
