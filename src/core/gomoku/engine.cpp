// The search entry points: validation, then a one-ply threat scoring of the candidate moves.
#include "core/gomoku/engine.h"

#include <algorithm>
#include <chrono>

namespace pg_games::gomoku {
namespace {

const int kDirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

// Rejects positions that cannot be searched: an existing five or a full board.
void validate(const Position& pos, Rule rule) {
    if (auto five = find_five(pos, rule)) {
        throw Error(ErrorKind::DataException, "the game is already over",
                    "The board already has a five in a row.", "Search only unfinished positions.");
    }
    if (pos.full()) {
        throw Error(ErrorKind::DataException, "the board is full", "No empty cell is left.",
                    "Search only positions with an empty cell.");
    }
}

// The length of the run `side` would make at p in direction d and how many of its ends are open.
int line_gain(const Position& pos, Point p, const int d[2], Cell side, Rule rule, bool& five) {
    int len = 1, open = 0;
    for (int s = -1; s <= 1; s += 2) {
        Point q{p.x + s * d[0], p.y + s * d[1]};
        while (pos.on_board(q) && pos.at(q) == side) {
            ++len;
            q = {q.x + s * d[0], q.y + s * d[1]};
        }
        if (pos.on_board(q) && pos.at(q) == Cell::Empty) ++open;
    }
    if (rule == Rule::Freestyle ? len >= 5 : len == 5) five = true;
    static const int kValue[6] = {0, 1, 10, 100, 1000, 100000};
    int v = kValue[std::min(len, 5)];
    return open == 2 ? v * 4 : open == 1 ? v : v / 10;
}

// The static value of a move for one side: the sum of its line gains.
int side_gain(const Position& pos, Point p, Cell side, Rule rule, bool& five) {
    int g = 0;
    for (const auto& d : kDirs) g += line_gain(pos, p, d, side, rule, five);
    return g;
}

}  // namespace

std::vector<Candidate> rank_candidates(const Position& pos, const SearchSettings& settings,
                                       StopCheck& stop, bool search) {
    validate(pos, settings.rule);
    const int n = pos.size();
    std::vector<Candidate> out;
    bool empty_board = pos.stones(Cell::Empty) == n * n;
    for (int y = 0; y < n; ++y) {
        for (int x = 0; x < n; ++x) {
            Point p{x, y};
            if (pos.at(p) != Cell::Empty) continue;
            bool near = false;
            for (int dy = -2; dy <= 2 && !near; ++dy)
                for (int dx = -2; dx <= 2 && !near; ++dx) {
                    Point q{x + dx, y + dy};
                    near = pos.on_board(q) && pos.at(q) != Cell::Empty;
                }
            if (!near && !(empty_board && x == n / 2 && y == n / 2)) continue;
            bool win = false, block = false;
            int own = side_gain(pos, p, Cell::Own, settings.rule, win);
            int opp = side_gain(pos, p, Cell::Opponent, settings.rule, block);
            int score = win ? kWinScore : block ? kWinScore / 2
                                                : own + static_cast<int>(settings.aggression * opp);
            out.push_back({p, score, search, score});
        }
        stop.throw_if_cancelled();
    }
    if (out.empty()) {  // stones everywhere nearby: any empty cell
        for (int y = 0; y < n && out.empty(); ++y)
            for (int x = 0; x < n && out.empty(); ++x)
                if (pos.at({x, y}) == Cell::Empty) out.push_back({{x, y}, 0, search, 0});
    }
    std::stable_sort(out.begin(), out.end(), [](const Candidate& a, const Candidate& b) {
        return a.static_score > b.static_score;
    });
    return out;
}

SearchResult search_best_move(const Position& pos, const SearchSettings& settings,
                              StopCheck& stop) {
    auto start = std::chrono::steady_clock::now();
    auto cands = rank_candidates(pos, settings, stop, false);
    SearchResult r{};
    r.move = cands.front().move;
    r.score = cands.front().static_score;
    r.depth = 1;
    r.nodes = cands.size();
    r.forced_win = r.score >= kWinScore;
    r.principal_variation = {r.move};
    r.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                       .count();
    return r;
}

}  // namespace pg_games::gomoku
