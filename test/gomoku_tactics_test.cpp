// The tactics suite: positions with known answers (win in one, block a four, block an open three,
// VCF wins of 2 to 6 moves, defences that need a counter-four), read from
// test/data/gomoku_tactics.txt. Every answer set is re-derived here by an independent brute-force
// prover (gomoku_brute.h), then the engine must answer within its default budget.
// The positions were produced by the disabled test GenerateTacticsFile (run it with
// --gtest_also_run_disabled_tests to print a fresh file).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/gomoku/engine.h"
#include "gomoku_brute.h"

namespace gb = gomoku_brute;
using namespace pg_games;
using namespace pg_games::gomoku;

namespace {

constexpr int kMaxVcf = 6;  // the prover's horizon, in attacking moves (the five included)

struct Entry {
    std::string name, kind;
    bool exact = false;
    int moves = 0;  // for vcf: the length of the shortest VCF
    std::vector<std::string> rows;
    std::vector<gb::Cell> answers;
};

std::string data_path() {
    std::string here = __FILE__;
    return here.substr(0, here.rfind('/')) + "/data/gomoku_tactics.txt";
}

std::vector<Entry> load() {
    std::ifstream in(data_path());
    std::vector<Entry> out;
    std::string line;
    Entry cur;
    bool open = false;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream ls(line);
        std::string word;
        ls >> word;
        if (word == "position") {
            cur = Entry();
            std::string rule;
            ls >> cur.name >> cur.kind >> rule >> cur.moves;
            cur.exact = rule == "exact";
            open = true;
        } else if (word == "answers" && open) {
            std::string tok;
            while (ls >> tok) {
                int x, y;
                if (std::sscanf(tok.c_str(), "%d,%d", &x, &y) == 2) cur.answers.push_back({x, y});
            }
            std::sort(cur.answers.begin(), cur.answers.end());
            out.push_back(cur);
            open = false;
        } else if (open) {
            cur.rows.push_back(word);
        }
    }
    return out;
}

// True when the opponent (O) has a VCF within the horizon.
bool opponent_wins(gb::Grid& g) { return gb::vcf(g, 2, kMaxVcf); }

// The empty cells after which O has no VCF (the candidate defences).
std::vector<gb::Cell> safe_cells(gb::Grid g) {
    std::vector<gb::Cell> out;
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x) {
            if (g.at(x, y) != 0) continue;
            g.at(x, y) = 1;
            if (!opponent_wins(g)) out.push_back({x, y});
            g.at(x, y) = 0;
        }
    return out;
}

// The cells where X makes a four (a five-cell appears).
std::vector<gb::Cell> four_cells(gb::Grid g) {
    std::vector<gb::Cell> out;
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x) {
            if (g.at(x, y) != 0 || !gb::near_own(g, x, y, 1)) continue;
            g.at(x, y) = 1;
            if (gb::threatens_five(g, x, y, 1)) out.push_back({x, y});
            g.at(x, y) = 0;
        }
    return out;
}

// The shortest VCF of X in moves (0 when none within the horizon).
int shortest_vcf(gb::Grid& g) {
    for (int n = 1; n <= kMaxVcf; ++n)
        if (gb::vcf(g, 1, n)) return n;
    return 0;
}

// The first moves of X that win by VCF within n moves.
std::vector<gb::Cell> vcf_first_moves(gb::Grid g, int n) {
    std::vector<gb::Cell> out;
    for (gb::Cell m : four_cells(g)) {
        g.at(m.x, m.y) = 1;
        std::vector<gb::Cell> f = gb::five_cells(g, 1);
        bool win = false;
        if (gb::five_cells(g, 2).empty()) {
            if (f.size() >= 2) {
                win = n >= 2;
            } else if (f.size() == 1) {
                g.at(f[0].x, f[0].y) = 2;
                win = gb::vcf(g, 1, n - 1);
                g.at(f[0].x, f[0].y) = 0;
            }
        }
        g.at(m.x, m.y) = 0;
        if (win) out.push_back(m);
    }
    return out;
}

// The counter-fours after which (with the forced block) X has a move that leaves O no VCF.
std::vector<gb::Cell> saving_fours(gb::Grid g) {
    std::vector<gb::Cell> out;
    for (gb::Cell m : four_cells(g)) {
        g.at(m.x, m.y) = 1;
        std::vector<gb::Cell> f = gb::five_cells(g, 1);
        bool saved = false;
        if (f.size() >= 2) {
            saved = gb::five_cells(g, 2).empty();
        } else if (f.size() == 1 && gb::five_cells(g, 2).empty()) {
            g.at(f[0].x, f[0].y) = 2;
            saved = !safe_cells(g).empty();
            g.at(f[0].x, f[0].y) = 0;
        }
        g.at(m.x, m.y) = 0;
        if (saved) out.push_back(m);
    }
    return out;
}

// Derives the kind and answer set of a position; kind "" when it is none of the suite's kinds.
bool classify(gb::Grid g, std::string& kind, int& moves, std::vector<gb::Cell>& answers) {
    answers.clear();
    moves = 0;
    std::vector<gb::Cell> mine = gb::five_cells(g, 1), theirs = gb::five_cells(g, 2);
    if (!mine.empty()) {
        kind = "win1";
        answers = mine;
    } else if (theirs.size() == 1) {
        kind = "block4";
        answers = theirs;
    } else if (!theirs.empty()) {
        return false;
    } else if ((moves = shortest_vcf(g)) >= 2) {
        kind = "vcf";
        answers = vcf_first_moves(g, moves);
    } else {
        if (!opponent_wins(g)) return false;  // no threat to answer
        std::vector<gb::Cell> fours = four_cells(g);
        std::vector<gb::Cell> safe = safe_cells(g);
        if (fours.empty()) {
            kind = "block3";
            answers = safe;
            if (answers.empty() || answers.size() > 4) return false;
        } else {
            std::vector<gb::Cell> saving = saving_fours(g);
            for (const gb::Cell& s : safe)
                if (std::find(fours.begin(), fours.end(), s) == fours.end()) return false;
            kind = "counter4";
            answers = saving;
            if (answers.empty()) return false;
        }
    }
    std::sort(answers.begin(), answers.end());
    return !g.overflow;
}

Position to_position(const gb::Grid& g) {
    Position p(g.n);
    for (int y = 0; y < g.n; ++y)
        for (int x = 0; x < g.n; ++x)
            if (g.at(x, y)) p.place({x, y}, g.at(x, y) == 1 ? Cell::Own : Cell::Opponent);
    return p;
}

class Tactics : public ::testing::TestWithParam<Entry> {};

}  // namespace

TEST(GomokuTactics, SuiteHasEveryKind) {
    auto entries = load();
    std::map<std::string, int> kinds;
    std::map<int, int> vcf_lengths;
    for (const auto& e : entries) {
        ++kinds[e.kind];
        if (e.kind == "vcf") ++vcf_lengths[e.moves];
    }
    EXPECT_GE(entries.size(), 50u);
    for (const char* k : {"win1", "block4", "block3", "vcf", "counter4"}) EXPECT_GE(kinds[k], 3) << k;
    for (int n = 2; n <= 6; ++n) EXPECT_GE(vcf_lengths[n], 1) << "vcf of " << n << " moves";
}

// The recorded answers are what the independent prover derives.
TEST_P(Tactics, AnswersAreVerified) {
    const Entry& e = GetParam();
    gb::Grid g = gb::parse(e.rows, e.exact);
    std::string kind;
    int moves;
    std::vector<gb::Cell> answers;
    ASSERT_TRUE(classify(g, kind, moves, answers)) << e.name;
    EXPECT_EQ(kind, e.kind) << e.name;
    EXPECT_EQ(moves, e.moves) << e.name;
    EXPECT_TRUE(answers == e.answers) << e.name;
}

// The engine finds an accepted answer within its default budget.
TEST_P(Tactics, EngineSolves) {
    const Entry& e = GetParam();
    gb::Grid g = gb::parse(e.rows, e.exact);
    SearchSettings s;
    s.rule = e.exact ? Rule::ExactFive : Rule::Freestyle;
    s.time_limit_ms = 20000;  // the node budget decides (sanitized builds are slow)
    StopCheck stop;
    SearchResult r = search_best_move(to_position(g), s, stop);
    gb::Cell m{r.move.x, r.move.y};
    bool accepted = std::find(e.answers.begin(), e.answers.end(), m) != e.answers.end();
    if (!accepted && e.kind == "vcf") {
        // Any other first move of a VCF is fine too: the prover must confirm it.
        ASSERT_EQ(g.at(m.x, m.y), 0);
        std::vector<gb::Cell> firsts = vcf_first_moves(g, kMaxVcf);
        accepted = std::find(firsts.begin(), firsts.end(), m) != firsts.end();
    }
    EXPECT_TRUE(accepted) << e.name << ": engine played " << m.x << "," << m.y;
    if (e.kind == "vcf" || e.kind == "win1") {
        EXPECT_TRUE(r.forced_win) << e.name;
    }
}

INSTANTIATE_TEST_SUITE_P(Suite, Tactics, ::testing::ValuesIn(load()),
                         [](const ::testing::TestParamInfo<Entry>& info) {
                             std::string n = info.param.name;
                             std::replace(n.begin(), n.end(), '-', '_');
                             return n;
                         });

// Produces the data file: seeded games of mixed engine and random moves on 15x15; every position
// met is classified by the prover, and kept until each kind has its quota.
TEST(GomokuTactics, DISABLED_GenerateTacticsFile) {
    std::map<std::string, int> quota = {{"win1", 7},     {"block4", 7},  {"block3", 10},
                                        {"vcf2", 4},     {"vcf3", 5},    {"vcf4", 5},
                                        {"vcf5", 4},     {"vcf6", 3},    {"counter4", 6}};
    std::map<std::string, int> got;
    std::vector<std::string> seen;
    uint64_t rng = 12345;
    auto next = [&]() {
        rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<int>(rng >> 33);
    };
    std::printf("# Gomoku tactics suite: X is the side to move, O the opponent; 15x15 boards.\n"
                "# position <name> <kind> <rule> <moves>, 15 rows, then the accepted answers as\n"
                "# x,y (0-based column, row). Kinds: win1 (the five-cells), block4 (the one block),\n"
                "# block3 (every cell after which O has no VCF of up to 6 moves), vcf (X wins by\n"
                "# fours; <moves> = the shortest VCF in X moves, five included; answers = every\n"
                "# first move of a VCF that short), counter4 (only fours of X save the game;\n"
                "# answers = the fours after which, with the forced block, X has a move leaving O\n"
                "# no VCF). Derived by the brute-force prover in test/gomoku_brute.h.\n");
    for (int game = 0; game < 400; ++game) {
        bool done = true;
        for (auto& q : quota) done = done && got[q.first] >= q.second;
        if (done) break;
        gb::Grid g(15);
        std::vector<gb::Cell> moves;
        int colour = 1;
        for (int i = 0; i < 3; ++i) {
            gb::Cell c{5 + next() % 5, 5 + next() % 5};
            if (g.at(c.x, c.y)) continue;
            g.at(c.x, c.y) = colour;
            colour = 3 - colour;
        }
        for (int ply = 0; ply < 120; ++ply) {
            // The position with `colour` to move, relabelled so that X is to move.
            gb::Grid view = g;
            for (int& v : view.v) v = v == 0 ? 0 : (v == colour ? 1 : 2);
            std::string kind;
            int moves_n;
            std::vector<gb::Cell> answers;
            if (ply >= 4 && classify(view, kind, moves_n, answers)) {
                std::string key = kind == "vcf" ? "vcf" + std::to_string(moves_n) : kind;
                std::string text;
                for (int y = 0; y < 15; ++y) {
                    for (int x = 0; x < 15; ++x) text += ".XO"[view.at(x, y)];
                    text += '\n';
                }
                if (quota.count(key) && got[key] < quota[key] &&
                    std::find(seen.begin(), seen.end(), text) == seen.end()) {
                    seen.push_back(text);
                    ++got[key];
                    std::printf("\nposition %s-%02d %s freestyle %d\n%s", key.c_str(), got[key],
                                kind.c_str(), moves_n, text.c_str());
                    std::printf("answers");
                    for (auto& a : answers) std::printf(" %d,%d", a.x, a.y);
                    std::printf("\n");
                    std::fflush(stdout);
                }
            }
            // The next move: the engine (small budget, seeded) or a random cell near the stones.
            gb::Cell mv{-1, -1};
            if (next() % 4 != 0) {
                SearchSettings s;
                s.node_budget = 3000;
                s.seed = static_cast<uint64_t>(game * 1000 + ply + 1);
                StopCheck stop;
                try {
                    auto r = search_best_move(to_position(view), s, stop);
                    mv = {r.move.x, r.move.y};
                } catch (const Error&) {
                    break;
                }
            } else {
                for (int tries = 0; tries < 100; ++tries) {
                    gb::Cell c{next() % 15, next() % 15};
                    if (g.at(c.x, c.y)) continue;
                    bool near = false;
                    for (int dy = -2; dy <= 2; ++dy)
                        for (int dx = -2; dx <= 2; ++dx)
                            near = near || (g.on(c.x + dx, c.y + dy) && g.at(c.x + dx, c.y + dy));
                    if (near) {
                        mv = c;
                        break;
                    }
                }
            }
            if (mv.x < 0) break;
            bool won = gb::makes_five(g, mv.x, mv.y, colour);
            g.at(mv.x, mv.y) = colour;
            colour = 3 - colour;
            if (won) break;
        }
    }
    for (auto& q : quota) std::fprintf(stderr, "%s: %d/%d\n", q.first.c_str(), got[q.first], q.second);
}
