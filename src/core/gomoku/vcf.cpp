// The VCF threat-space search, the short threat search of the root's hint, and the defences
// against a threat.
#include "core/gomoku/vcf.h"

#include <algorithm>
#include <memory>

namespace pg_games::gomoku {
namespace {

// Orders attacking moves: stronger threats first, then higher cell scores.
void order_by_threat(const Board& b, int c, std::vector<int>& moves) {
    std::stable_sort(moves.begin(), moves.end(), [&](int a, int d) {
        if (b.threat(c, a) != b.threat(c, d)) return b.threat(c, a) > b.threat(c, d);
        return b.cell_score(c, a) > b.cell_score(c, d);
    });
}

// The cells within four of `last` on its lines where colour c makes a four or more, in board
// order: the fours that build on it (threat_builds_on), without scanning the whole board.
void collect_fours_near(const Board& b, int c, int last, std::vector<int>& out) {
    for (int d = 0; d < 4; ++d) {
        const int step = b.dir(d);
        for (int k = -4; k <= 4; ++k)
            if (k != 0 && b.threat(c, last + k * step) >= kThreatFour) out.push_back(last + k * step);
    }
    std::sort(out.begin(), out.end());
}

class VcfSearch {
public:
    VcfSearch(Board& b, uint64_t cap, Limits& limits, ThreatScratch& scratch, bool connected)
        : path_(scratch.path), b_(b), limits_(limits), scratch_(scratch), connected_(connected) {
        end_ = limits.nodes() + cap;
        path_.clear();
    }

    // True when the side to move wins by fours within `fours_left` attacking moves.
    bool node(int fours_left, int level = 0, int last = -1) {
        const int me = b_.side_to_move(), opp = 1 - me;
        if (b_.threat_count(me, kThreatFive)) {
            path_.push_back(b_.find_threat(me, kThreatFive));
            return true;
        }
        if (fours_left <= 0 || level >= ThreatScratch::kDepth || limits_.tick() ||
            limits_.nodes() >= end_)
            return false;
        const int opp_fives = b_.threat_count(opp, kThreatFive);
        if (opp_fives >= 2) return false;
        std::vector<int>& moves = scratch_.moves[level];
        moves.clear();
        if (opp_fives == 1) {
            int block = b_.find_threat(opp, kThreatFive);
            if (block < 0 || !makes_four(b_.threat(me, block))) return false;
            moves.push_back(block);
        } else if (b_.threat_count(me, kThreatFlex4)) {
            path_.push_back(b_.find_threat(me, kThreatFlex4));
            return true;
        } else if (fours_left == 1) {
            // A last four wins only by making two fives, as the open and double fours answered
            // above do: any other four is blocked.
            return false;
        } else {
            if (connected_ && last >= 0)
                collect_fours_near(b_, me, last, moves);
            else
                b_.collect_threats(me, kThreatFour, moves);
            order_by_threat(b_, me, moves);
        }
        for (int m : moves) {
            b_.play(m);
            path_.push_back(m);
            if (b_.threat_count(me, kThreatFive) >= 2) {
                b_.undo();
                return true;
            }
            int reply = b_.find_threat(me, kThreatFive);
            if (reply < 0) {  // not a four after all: cannot happen with consistent counts
                b_.undo();
                path_.pop_back();
                continue;
            }
            b_.play(reply);
            path_.push_back(reply);
            bool win = node(fours_left - 1, level + 1, m);
            b_.undo();
            b_.undo();
            if (win) return true;
            path_.pop_back();
            path_.pop_back();
        }
        return false;
    }

    std::vector<int>& path_;

private:
    Board& b_;
    Limits& limits_;
    ThreatScratch& scratch_;
    uint64_t end_;
    bool connected_;
};

class ThreatHintSearch {
public:
    ThreatHintSearch(Board& b, uint64_t cap, Limits& limits) : b_(b), limits_(limits) {
        end_ = limits.nodes() + cap;
    }
    ThreatScratch scratch_;

    bool out_of_nodes() { return limits_.tick() || limits_.nodes() >= end_; }

    // True when the side to move (the attacker) wins by threats within `depth` attacking moves.
    bool attack(int depth) {
        if (find_vcf(b_, 8, 2000, limits_, &tail_, &scratch_)) return true;
        if (depth <= 0 || out_of_nodes()) return false;
        const int me = b_.side_to_move(), opp = 1 - me;
        const int opp_fives = b_.threat_count(opp, kThreatFive);
        if (opp_fives >= 2) return false;
        std::vector<int> moves;
        if (opp_fives == 1) {
            int block = b_.find_threat(opp, kThreatFive);
            if (block < 0 || b_.threat(me, block) < kThreatThree) return false;
            moves.push_back(block);
        } else {
            b_.collect_threats(me, kThreatThree, moves);
            order_by_threat(b_, me, moves);
            if (moves.size() > 10) moves.resize(10);
        }
        for (int m : moves) {
            b_.play(m);
            path_.push_back(m);
            bool win = defend(depth);
            b_.undo();
            if (win) return true;
            path_.pop_back();
            if (limits_.aborted() || limits_.nodes() >= end_) return false;
        }
        return false;
    }

    // True when every defence of the side to move against the attacker's threat loses.
    bool defend(int depth) {
        const int me = b_.side_to_move(), opp = 1 - me;  // opp is the attacker
        if (out_of_nodes()) return false;
        if (b_.threat_count(me, kThreatFive)) return false;  // the defender wins at once
        std::vector<int> replies;
        if (b_.threat_count(opp, kThreatFive)) {
            if (b_.threat_count(opp, kThreatFive) >= 2) return true;
            replies.push_back(b_.find_threat(opp, kThreatFive));
        } else if (b_.threat_count(opp, kThreatFlex4)) {
            defensive_moves(b_, replies);
        } else {
            return false;  // no threat: the defender is free
        }
        size_t mark = path_.size();
        for (int r : replies) {
            b_.play(r);
            bool win = attack(depth - 1);
            b_.undo();
            path_.resize(mark);
            if (!win) return false;
        }
        return true;
    }

    std::vector<int> path_, tail_;

private:
    Board& b_;
    Limits& limits_;
    uint64_t end_;
};

}  // namespace

bool find_vcf(Board& b, int max_fours, uint64_t node_cap, Limits& limits, std::vector<int>* line,
              ThreatScratch* scratch, bool connected) {
    std::unique_ptr<ThreatScratch> own;
    if (scratch == nullptr) {
        own = std::make_unique<ThreatScratch>();
        scratch = own.get();
    }
    VcfSearch s(b, node_cap, limits, *scratch, connected);
    bool win = s.node(max_fours);
    if (win && line != nullptr) *line = s.path_;
    return win;
}

bool find_threat_hint(Board& b, int max_depth, uint64_t node_cap, Limits& limits,
                      std::vector<int>* line) {
    ThreatHintSearch s(b, node_cap, limits);
    bool win = s.attack(max_depth);
    if (win && line != nullptr) {
        line->clear();
        if (!s.path_.empty()) line->push_back(s.path_.front());
        else if (!s.tail_.empty()) *line = s.tail_;
    }
    return win;
}

void defensive_moves(const Board& b, std::vector<int>& out) {
    const int me = b.side_to_move(), opp = 1 - me;
    size_t start = out.size();
    b.collect_threats(opp, kThreatFour, out);
    std::vector<int> fours;
    b.collect_threats(me, kThreatFour, fours);
    for (int m : fours)
        if (makes_four(b.threat(me, m))) out.push_back(m);
    std::sort(out.begin() + static_cast<long>(start), out.end());
    out.erase(std::unique(out.begin() + static_cast<long>(start), out.end()), out.end());
}

}  // namespace pg_games::gomoku
