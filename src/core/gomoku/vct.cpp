// The VCT proof search. Attack nodes (OR) try the attacker's fours and open threes; defence nodes
// (AND) try every cell that can stop the threat; results go to the caller's VctTable.
#include "core/gomoku/vct.h"

#include <algorithm>

#include "core/gomoku/vcf.h"

namespace pg_games::gomoku {
namespace {

using Entry = VctTable::Entry;
constexpr int16_t kWon = VctTable::kWon;

// Keys differ by side to move, node kind, board size and rule, so that a proven result is never
// misapplied: the same stones with the same side to move are an attack node in one search and a
// defence node (the side to move defending) in a search for the other side. The table's salt
// keeps out what it held before its last forget().
uint64_t node_key(const VctTable& t, const Board& b, bool attack) {
    return t.salt() ^ b.hash() ^ (b.side_to_move() ? 0x8F1BBCDCCA62C1D6ULL : 0) ^
           (attack ? 0x3C6EF372FE94F82BULL : 0) ^ (static_cast<uint64_t>(b.size()) << 56) ^
           (static_cast<uint64_t>(b.rule()) << 62);
}

class VctSearch {
public:
    VctSearch(Board& b, VctTable& table, uint64_t cap, Limits& limits)
        : b_(b), limits_(limits), t_(table), generation_(table.next_generation()),
          end_(limits.nodes() + cap) {}

    // With free fours (the search by fours alone from the root) any four may follow any other;
    // inside the search by threes, each threat must build on the attacker's last one.
    void set_free_fours(bool on) { free_fours_ = on; }

    bool out_of_nodes() { return limits_.tick() || limits_.nodes() >= end_; }
    bool stopped() const { return stopped_; }

    // True when the side to move (the attacker) wins with at most `threes` more open threes.
    bool attack(int threes, int level, int last, int* win_move) {
        const int me = b_.side_to_move(), opp = 1 - me;
        if (const int now = winning_move_now(b_); now >= 0) return set(win_move, now);
        const int opp_fives = b_.threat_count(opp, kThreatFive);
        if (opp_fives >= 2) return false;
        if (level >= kMaxLevel) return false;
        if (out_of_nodes()) return stop();
        const uint64_t key = node_key(t_, b_, true);
        Entry& e = t_.slot(key);
        if (e.key == key) {
            if (e.depth == kWon) return set(win_move, e.move);
            if (e.generation == generation_ && e.depth >= threes) return false;
        }
        // A win by fours alone first: cheap, and kept in the table for the tries with threes.
        if (threes > 0 && opp_fives == 0 && attack(0, level, last, win_move)) return true;
        if (stopped_) return false;
        std::vector<int>& moves = moves_[level];
        moves.clear();
        if (opp_fives == 1) {  // the defender's four must be blocked first
            moves.push_back(b_.find_threat(opp, kThreatFive));
        } else {
            b_.collect_threats(me, threes > 0 ? kThreatThree : kThreatFour, moves);
            order(me, moves);
        }
        for (size_t i = 0; i < moves.size(); ++i) {
            const int m = moves[i];
            const bool three = !makes_four(b_.threat(me, m)) && b_.threat(me, m) != kThreatFive;
            if (opp_fives == 0 && !(free_fours_ && !three) && !threat_builds_on(b_, last, m))
                continue;
            if (three && opp_fives == 0 && threes <= 0) continue;
            b_.play(m);
            bool won = defend(three && opp_fives == 0 ? threes - 1 : threes, level + 1,
                              opp_fives == 0 ? m : last);
            b_.undo();
            if (won) {
                e = {key, generation_, kWon, static_cast<int16_t>(m)};
                return set(win_move, m);
            }
            if (stopped_) return false;
        }
        e = {key, generation_, static_cast<int16_t>(threes), -1};
        return false;
    }

    // True when every defence of the side to move against the attacker's threat loses.
    bool defend(int threes, int level, int last) {
        const int me = b_.side_to_move(), opp = 1 - me;  // opp is the attacker
        if (b_.threat_count(me, kThreatFive)) return false;  // the defender wins at once
        const int opp_fives = b_.threat_count(opp, kThreatFive);
        if (opp_fives >= 2) return true;
        if (opp_fives == 0 && !b_.threat_count(opp, kThreatFlex4)) return false;  // no threat
        if (level >= kMaxLevel) return false;
        if (out_of_nodes()) return stop();
        const uint64_t key = node_key(t_, b_, false);
        Entry& e = t_.slot(key);
        if (e.key == key) {
            if (e.depth == kWon) return true;
            if (e.generation == generation_ && e.depth >= threes) return false;
        }
        std::vector<int>& replies = moves_[level];
        replies.clear();
        if (opp_fives == 1)
            replies.push_back(b_.find_threat(opp, kThreatFive));
        else
            defensive_moves(b_, replies);
        for (size_t i = 0; i < replies.size(); ++i) {
            const int r = replies[i];
            const bool counter_four = makes_four(b_.threat(me, r));
            b_.play(r);
            // A reply that is no four of its own and leaves an open four to be made loses at once.
            if (!counter_four && b_.threat_count(opp, kThreatFlex4)) {
                b_.undo();
                continue;
            }
            bool won = attack(threes, level + 1, last, nullptr);
            b_.undo();
            if (!won) {
                if (!stopped_) {
                    Entry& f = t_.slot(key);
                    f = {key, generation_, static_cast<int16_t>(threes), -1};
                }
                return false;
            }
        }
        Entry& w = t_.slot(key);
        w = {key, generation_, kWon, -1};
        return true;
    }

private:
    static constexpr int kMaxLevel = 96;

    static bool set(int* out, int move) {
        if (out != nullptr) *out = move;
        return true;
    }
    bool stop() {
        stopped_ = true;
        return false;
    }
    // Fours before threes, then the stronger threat, then the higher cell score.
    void order(int c, std::vector<int>& moves) const {
        std::stable_sort(moves.begin(), moves.end(), [&](int a, int d) {
            const int ta = b_.threat(c, a), td = b_.threat(c, d);
            if (ta != td) return ta > td;
            return b_.cell_score(c, a) > b_.cell_score(c, d);
        });
    }

    Board& b_;
    Limits& limits_;
    VctTable& t_;
    uint32_t generation_;
    uint64_t end_;
    bool stopped_ = false;
    bool free_fours_ = false;
    std::vector<int> moves_[kMaxLevel + 1];
};

}  // namespace

int winning_move_now(const Board& b) {
    const int me = b.side_to_move();
    if (b.threat_count(me, kThreatFive)) return b.find_threat(me, kThreatFive);
    if (!b.threat_count(1 - me, kThreatFive) && b.threat_count(me, kThreatFlex4))
        return b.find_threat(me, kThreatFlex4);
    return -1;
}

VctTable::VctTable(size_t entries)
    : entries_(power_of_two_table(entries, sizeof(Entry), mask_)) {}

namespace {

// The winning line after a proof, read back from the table while the defender's replies are
// forced: attacker and defender moves alternately from `first`. True when it reaches the five or
// an open four (a whole line), false when it stops at a choice of defences.
bool read_line(Board& b, VctTable& table, int first, std::vector<int>& line) {
    const int attacker = b.side_to_move(), defender = 1 - attacker;
    int played = 0;
    bool whole = false;
    for (int move = first; move >= 0 && b.empty(move) && played < 120;) {
        line.push_back(move);
        if (b.threat(attacker, move) == kThreatFive) {
            whole = true;
            break;
        }
        if (b.threat(attacker, move) == kThreatFlex4 && !b.threat_count(defender, kThreatFive)) {
            whole = true;
            break;
        }
        b.play(move);
        ++played;
        if (b.threat_count(defender, kThreatFive) || b.threat_count(attacker, kThreatFive) != 1)
            break;  // the defender wins at once, or has a choice of defences
        const int block = b.find_threat(attacker, kThreatFive);
        line.push_back(block);
        b.play(block);
        ++played;
        if (b.threat_count(attacker, kThreatFive)) {
            move = b.find_threat(attacker, kThreatFive);
            continue;
        }
        const VctTable::Entry& e = table.slot(node_key(table, b, true));
        move = e.key == node_key(table, b, true) && e.depth == kWon ? e.move : -1;
    }
    while (played-- > 0) b.undo();
    return whole;
}

}  // namespace

bool find_vct(Board& b, VctTable& table, int max_threes, uint64_t node_cap, Limits& limits,
              std::vector<int>* line, bool* whole_line) {
    VctSearch s(b, table, node_cap, limits);
    for (int threes = 0; threes <= max_threes; ++threes) {
        int move = -1;
        s.set_free_fours(threes == 0);
        if (s.attack(threes, 0, -1, &move)) {
            if (line != nullptr) {
                line->clear();
                const bool whole = read_line(b, table, move, *line);
                if (whole_line != nullptr) *whole_line = whole;
            }
            return true;
        }
        if (s.stopped()) break;
    }
    return false;
}

}  // namespace pg_games::gomoku
