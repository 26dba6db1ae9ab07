// The Gomocup brain protocol: START, RECTSTART, RESTART, BEGIN, TURN, BOARD ... DONE, TAKEBACK,
// INFO, ABOUT, END. Coordinates are 0-based "x,y" with x the column.
#include "brain.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <new>
#include <sstream>

namespace pg_games::gomoku {
namespace {

std::string upper(std::string s) {
    for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

std::string trim(const std::string& s) {
    size_t a = s.find_first_not_of(" \t\r\n"), b = s.find_last_not_of(" \t\r\n");
    return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

}  // namespace

void Brain::run() {
    std::string line;
    while (std::getline(in_, line))
        if (!handle(line)) break;
}

void Brain::answer(const std::string& s) {
    out_ << s << '\n';
    out_.flush();
}

bool Brain::parse_xy(const std::string& s, int& x, int& y) const {
    char comma;
    std::istringstream is(s);
    if (!(is >> x >> comma >> y) || comma != ',') return false;
    return x >= 0 && y >= 0 && x < size_ && y < size_;
}

void Brain::start(int size) {
    size_ = size;
    cells_.assign(static_cast<size_t>(size) * size, 0);
}

// The time for this move: within the turn limit, and when the match clock runs, the plan of
// move_time.h for the time left (a target, and a limit it may reach when the search is unsure).
gomoku::MoveTime Brain::move_time() const {
    // timeout_turn 0 asks for an answer as fast as possible; an hour caps any turn (and keeps
    // the arithmetic in range whatever INFO sent).
    const int64_t turn = std::min<int64_t>(timeout_turn_, kMaxTimeLimitMs);
    // A tenth of the turn, at most 50 ms, and 10 ms more stay for setting up the board and the
    // answer's way back (answers come within 5 ms of the cap: BENCHMARKS.md).
    const int64_t reserve = 10 + std::min<int64_t>(turn / 10, 50);
    const int cap =
        static_cast<int>(std::clamp<int64_t>(turn > 0 ? turn - reserve : 50, 20, kMaxTimeLimitMs));
    gomoku::MoveTime t{cap, cap};
    if (time_left_known_ && timeout_match_ > 0) {
        int own = 0, stones = 0;
        for (uint8_t c : cells_) own += c == 1, stones += c != 0;
        const int empties = static_cast<int>(cells_.size()) - stones;
        gomoku::MoveTime plan = gomoku::plan_move_time(
            {std::min<int64_t>(timeout_match_, INT64_C(1) << 40), own, stones, empties,
             std::clamp<int64_t>(time_left_, 0, INT64_C(1) << 40)});
        t.limit_ms = std::max(20, std::min(cap, plan.limit_ms));
        t.target_ms = std::min(t.limit_ms, std::max(20, plan.target_ms));
    }
    return t;
}

int Brain::tt_megabytes() const {
    const int64_t mb = max_memory_ > 0 ? max_memory_ / (3 * 1024 * 1024) : 64;
    const int megabytes = static_cast<int>(std::clamp<int64_t>(mb, 1, 256));
    return tt_cap_ > 0 ? std::min(megabytes, tt_cap_) : megabytes;
}

void Brain::prepare_tables() {
    SearchSettings s;
    s.tt_megabytes = tt_megabytes();
    StopCheck stop;
    try {
        memory_.prepare(s, stop);
    } catch (const std::bad_alloc&) {
        // Only a head start: the first search allocates its tables again as it always did.
    }
}

void Brain::think() {
    Position pos(size_);
    for (int y = 0; y < size_; ++y)
        for (int x = 0; x < size_; ++x) {
            uint8_t c = cells_[static_cast<size_t>(y) * size_ + x];
            if (c) pos.place({x, y}, c == 1 ? Cell::Own : Cell::Opponent);
        }
    Point move{-1, -1};
    try {
        SearchSettings s;
        s.rule = rule_;
        s.node_budget = node_cap_ > 0 ? node_cap_ : UINT64_MAX / 4;  // the clock decides here
        const gomoku::MoveTime t = move_time();
        s.time_limit_ms = t.limit_ms;
        s.target_ms = t.target_ms < t.limit_ms ? t.target_ms : 0;
        s.tt_megabytes = tt_megabytes();
        // When the clock decides, the last move's table starts this search (its hash moves and
        // bounds two plies on: ENGINE_RESULTS.md); under a node cap answers stay reproducible.
        s.keep_table = node_cap_ == 0;
        StopCheck stop;
        SearchResult r = search_best_move(pos, s, stop, &memory_);
        move = r.move;
        std::ostringstream msg;
        msg << "MESSAGE depth " << r.depth << " score " << r.score << " nodes " << r.nodes;
        answer(msg.str());
    } catch (const Error& e) {
        // A finished game or a full board: any empty cell keeps the protocol going.
        answer(std::string("MESSAGE ") + e.what());
        for (int i = 0; i < size_ * size_ && move.x < 0; ++i)
            if (cells_[static_cast<size_t>(i)] == 0) move = {i % size_, i / size_};
        if (move.x < 0) {
            answer("ERROR the board is full");
            return;
        }
    }
    cells_[static_cast<size_t>(move.y) * size_ + move.x] = 1;
    answer(std::to_string(move.x) + "," + std::to_string(move.y));
}

void Brain::info(const std::string& key, const std::string& value) {
    int64_t v = 0;
    std::istringstream(value) >> v;
    if (key == "timeout_turn") timeout_turn_ = v;
    else if (key == "timeout_match") timeout_match_ = v;
    else if (key == "time_left") { time_left_ = v; time_left_known_ = true; }
    else if (key == "max_memory") max_memory_ = v;
    else if (key == "rule") rule_ = (v & 1) ? Rule::ExactFive : Rule::Freestyle;
}

bool Brain::handle(const std::string& raw) {
    std::string line = trim(raw);
    if (line.empty()) return true;
    std::istringstream is(line);
    std::string cmd;
    is >> cmd;
    cmd = upper(cmd);
    std::string rest;
    std::getline(is, rest);
    rest = trim(rest);
    if (cmd == "END") return false;
    if (cmd == "ABOUT") {
        answer("name=\"pg_games\", version=\"" PGG_VERSION "\", author=\"pg_games project\", country=\"-\"");
    } else if (cmd == "START") {
        // strtol, not atoi: a number past the range of int must not wrap into a valid size.
        long n = std::strtol(rest.c_str(), nullptr, 10);
        if (n < kMinSize || n > kMaxSize) {
            answer("ERROR unsupported board size, use 5 to 32");
        } else {
            start(static_cast<int>(n));
            prepare_tables();
            answer("OK");
        }
    } else if (cmd == "RECTSTART") {
        int w = 0, h = 0;
        char comma = 0;
        std::istringstream rs(rest);
        rs >> w >> comma >> h;
        if (w != h || w < kMinSize || w > kMaxSize) {
            answer("ERROR only square boards of size 5 to 32 are supported");
        } else {
            start(w);
            prepare_tables();
            answer("OK");
        }
    } else if (size_ == 0 && cmd != "INFO") {
        answer("ERROR no game started, send START first");
    } else if (cmd == "RESTART") {
        start(size_);
        answer("OK");
    } else if (cmd == "INFO") {
        std::istringstream rs(rest);
        std::string key, value;
        rs >> key >> value;
        info(key, value);
    } else if (cmd == "BEGIN") {
        think();
    } else if (cmd == "TURN") {
        int x, y;
        if (!parse_xy(rest, x, y) || cells_[static_cast<size_t>(y) * size_ + x] != 0) {
            answer("ERROR bad or occupied cell in TURN " + rest);
        } else {
            cells_[static_cast<size_t>(y) * size_ + x] = 2;
            think();
        }
    } else if (cmd == "BOARD") {
        start(size_);
        std::string l;
        bool bad = false;
        while (std::getline(in_, l)) {
            l = trim(l);
            if (upper(l) == "DONE") break;
            int x, y, who;
            char c1, c2;
            std::istringstream ls(l);
            if (!(ls >> x >> c1 >> y >> c2 >> who) || x < 0 || y < 0 || x >= size_ || y >= size_ ||
                (who != 1 && who != 2 && who != 3)) {
                bad = true;
                continue;
            }
            cells_[static_cast<size_t>(y) * size_ + x] = static_cast<uint8_t>(who == 1 ? 1 : 2);
        }
        if (bad) answer("MESSAGE ignored malformed BOARD lines");
        think();
    } else if (cmd == "TAKEBACK") {
        int x, y;
        if (!parse_xy(rest, x, y)) {
            answer("ERROR bad cell in TAKEBACK " + rest);
        } else {
            cells_[static_cast<size_t>(y) * size_ + x] = 0;
            answer("OK");
        }
    } else {
        answer("UNKNOWN command " + cmd);
    }
    return true;
}

}  // namespace pg_games::gomoku
