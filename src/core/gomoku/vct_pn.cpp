// Proof-number search over threats. The tree lives in one array; each step walks down to the
// most-proving node on the board, expands it, and updates the numbers back up while they change.
#include "core/gomoku/vct_pn.h"

#include <algorithm>

#include "core/gomoku/vcf.h"
#include "core/gomoku/vct.h"

namespace pg_games::gomoku {
namespace {

constexpr uint32_t kInf = 0x3FFFFFFF;
constexpr int kMaxLevel = 96;
// The most nodes the tree may hold (20 bytes each), whatever the node cap.
constexpr size_t kMaxTree = size_t{1} << 21;

uint32_t add(uint32_t a, uint32_t b) { return std::min(kInf, a + b); }

struct Node {
    uint32_t pn = 1, dn = 1;
    uint32_t first = 0;  // the first child in the array (0: not expanded)
    uint16_t count = 0;  // children
    int16_t move = -1;   // the move that led here
    int16_t last = -1;   // the attacker's last threat (the threats that may follow build on it)
};

class PnSearch {
public:
    PnSearch(Board& b, uint64_t cap, Limits& limits)
        : b_(b), limits_(limits), end_(limits.nodes() + cap) {
        nodes_.reserve(std::min<uint64_t>(cap + 1, 1 << 16));
        nodes_.push_back(Node{});
    }

    // True once the root is proven. The board follows the path; after an expansion the numbers
    // go back up only while they change: above that, the most-proving node stays below.
    bool run() {
        if (winning_move_now(b_) >= 0) return true;
        std::vector<uint32_t> path = {0};
        bool ok = true;
        while (nodes_[0].pn != 0 && nodes_[0].dn != 0) {
            uint32_t at = path.back();
            while (nodes_[at].first != 0) {  // down to the most-proving node
                const Node& n = nodes_[at];
                const bool attacker = path.size() % 2 == 1;
                uint32_t best = n.first;
                for (uint32_t c = n.first + 1; c < n.first + n.count; ++c) {
                    const Node& k = nodes_[c];
                    if (attacker ? k.pn < nodes_[best].pn : k.dn < nodes_[best].dn) best = c;
                }
                b_.play(nodes_[best].move);
                path.push_back(best);
                at = best;
            }
            if (!expand(at, path.size() % 2 == 1, static_cast<int>(path.size()) - 1)) {
                ok = false;
                break;
            }
            while (path.size() > 1) {
                const uint32_t parent = path[path.size() - 2];
                const uint32_t pn = nodes_[parent].pn, dn = nodes_[parent].dn;
                update(parent, path.size() % 2 == 0);
                path.pop_back();
                b_.undo();
                if (nodes_[parent].pn == pn && nodes_[parent].dn == dn) break;
            }
        }
        for (size_t i = 1; i < path.size(); ++i) b_.undo();
        return ok && nodes_[0].pn == 0;
    }

    // The winning line from the root while the defender's replies are forced; true when whole.
    bool read_line(std::vector<int>& line) {
        int played = 0;
        bool whole = false;
        uint32_t at = 0;
        while (played < 2 * kMaxLevel) {
            const Node& n = nodes_[at];
            if (n.first == 0) {  // a proven leaf: the attacker wins at once
                const int now = winning_move_now(b_);
                if (now >= 0) {
                    line.push_back(now);
                    whole = true;
                }
                break;
            }
            uint32_t next = 0;
            for (uint32_t c = n.first; c < n.first + n.count; ++c)
                if (nodes_[c].pn == 0) next = c;
            if (next == 0) break;
            line.push_back(nodes_[next].move);
            b_.play(nodes_[next].move);
            ++played;
            const Node& d = nodes_[next];
            if (d.first == 0 || d.count != 1) {  // the defender has a choice, or it is a leaf
                whole = d.first == 0 && d.pn == 0 &&
                        b_.threat_count(1 - b_.side_to_move(), kThreatFive) >= 2;
                break;
            }
            line.push_back(nodes_[d.first].move);
            b_.play(nodes_[d.first].move);
            ++played;
            at = d.first;
        }
        while (played-- > 0) b_.undo();
        return whole;
    }

private:
    bool out_of_budget() { return limits_.tick() || limits_.nodes() >= end_; }

    // Creates the children of a leaf and sets its numbers; false when a budget ran out.
    bool expand(uint32_t at, bool attacker, int level) {
        if (nodes_.size() + 256 > kMaxTree) return false;
        const int me = b_.side_to_move(), opp = 1 - me;
        const int last = nodes_[at].last;
        moves_.clear();
        if (level >= kMaxLevel) {
            set(at, kInf, 0);  // too deep to follow: no proof here
            return true;
        }
        // A five to block comes first: for the attacker it is a block, not a threat of its own.
        const bool block = b_.threat_count(opp, kThreatFive) == 1;
        if (block) {
            moves_.push_back(b_.find_threat(opp, kThreatFive));
        } else if (attacker) {
            b_.collect_threats(me, kThreatThree, moves_);
            moves_.erase(std::remove_if(moves_.begin(), moves_.end(),
                                        [&](int m) { return !threat_builds_on(b_, last, m); }),
                         moves_.end());
        } else {
            defensive_moves(b_, moves_);
        }
        const uint32_t first = static_cast<uint32_t>(nodes_.size());
        for (int m : moves_) {
            if (out_of_budget()) return false;
            Node k;
            k.move = static_cast<int16_t>(m);
            const bool counter_four = !attacker && makes_four(b_.threat(me, m));
            k.last = static_cast<int16_t>(attacker && !block ? m : last);
            b_.play(m);
            if (attacker) {  // k is a defence node: the defender (now to move) answers m
                const int def = b_.side_to_move(), att = 1 - def;
                if (b_.threat_count(def, kThreatFive)) {
                    k.pn = kInf, k.dn = 0;  // the defender makes five
                } else if (b_.threat_count(att, kThreatFive) >= 2) {
                    k.pn = 0, k.dn = kInf;
                } else if (!b_.threat_count(att, kThreatFive) &&
                           !b_.threat_count(att, kThreatFlex4)) {
                    k.pn = kInf, k.dn = 0;  // no threat: the defender is free
                }
            } else {  // k is an attack node after the defence m
                if (!counter_four && b_.threat_count(opp, kThreatFlex4)) {
                    k.pn = 0, k.dn = kInf;  // the defence leaves an open four to be made
                } else if (winning_move_now(b_) >= 0) {
                    k.pn = 0, k.dn = kInf;
                } else if (b_.threat_count(1 - b_.side_to_move(), kThreatFive) >= 2) {
                    k.pn = kInf, k.dn = 0;
                }
            }
            b_.undo();
            // Children that cannot matter are left out: a failed attack, a losing defence.
            if (attacker ? k.dn == 0 : k.pn == 0) continue;
            nodes_.push_back(k);
            if (attacker ? k.pn == 0 : k.dn == 0) break;  // the node is decided
        }
        const uint32_t count = static_cast<uint32_t>(nodes_.size()) - first;
        Node& n = nodes_[at];
        n.first = count > 0 ? first : 0;
        n.count = static_cast<uint16_t>(count);
        if (count == 0) {
            // No attack left: disproven; no defence left: proven.
            set(at, attacker ? kInf : 0, attacker ? 0 : kInf);
            return true;
        }
        update(at, attacker);
        return true;
    }

    void set(uint32_t at, uint32_t pn, uint32_t dn) {
        nodes_[at].pn = pn;
        nodes_[at].dn = dn;
    }

    // An attack node needs one child proven, a defence node all of them.
    void update(uint32_t at, bool attacker) {
        Node& n = nodes_[at];
        uint32_t pn = attacker ? kInf : 0, dn = attacker ? 0 : kInf;
        for (uint32_t c = n.first; c < n.first + n.count; ++c) {
            const Node& k = nodes_[c];
            if (attacker) {
                pn = std::min(pn, k.pn);
                dn = add(dn, k.dn);
            } else {
                pn = add(pn, k.pn);
                dn = std::min(dn, k.dn);
            }
        }
        n.pn = pn;
        n.dn = dn;
    }

    Board& b_;
    Limits& limits_;
    uint64_t end_;
    std::vector<Node> nodes_;
    std::vector<int> moves_;
};

}  // namespace

bool find_vct_pn(Board& b, uint64_t node_cap, Limits& limits, std::vector<int>* line,
                 bool* whole_line) {
    PnSearch s(b, node_cap, limits);
    if (!s.run()) return false;
    if (line != nullptr) {
        line->clear();
        const bool whole = s.read_line(*line);
        if (whole_line != nullptr) *whole_line = whole;
    }
    return true;
}

}  // namespace pg_games::gomoku
