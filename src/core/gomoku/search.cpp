// Iterative deepening PVS over the incremental board, with the threat searches at the root.
#include "core/gomoku/search.h"

#include <algorithm>
#include <cmath>

#include "core/gomoku/eval.h"
#include "core/gomoku/movegen.h"
#include "core/gomoku/vcf.h"
#include "core/gomoku/vct_pn.h"

namespace pg_games::gomoku {
namespace {

constexpr int kInfinity = kWinScore + 1000;
// A fall of the best score this large between iterations (about an open three) asks for time.
constexpr int kScoreDrop = 60;
// The length reported for a root threat search's win whose line branches (the defender has a
// choice of defences).
constexpr int kVctPlies = 21;

// Proven scores are stored relative to the node, so that they stay right at any ply.
int to_tt(int s, int ply) {
    if (s >= kProvenThreshold) return s + ply;
    if (s <= -kProvenThreshold) return s - ply;
    return s;
}
int from_tt(int s, int ply) {
    if (s >= kProvenThreshold) return s - ply;
    if (s <= -kProvenThreshold) return s + ply;
    return s;
}

// How many of the ordered moves a node searches (forced replies are searched in full). With the
// fitted order a deeper search's move is in the first 9, 12 and 16 about as often as it was in
// the first 11, 15 and 20 by the evaluation's values (bench/gomoku/TUNING.md).
size_t move_limit(int depth, int ply) {
    if (ply == 0) return 28;
    if (depth >= 5) return 16;
    if (depth >= 3) return 12;
    return 9;
}

// Late-move reductions in plies by depth and move number, 0.5 + ln(depth) ln(move) / 0.75: with
// the two depth rules of negamax() they turned 14 plies in 1 s into 15.7 and won over 3,200
// games at 300 ms a move (bench/gomoku/ENGINE_RESULTS.md).
struct Reductions {
    int8_t plies[64][64];
    Reductions() {
        for (int d = 0; d < 64; ++d)
            for (int i = 0; i < 64; ++i)
                plies[d][i] = static_cast<int8_t>(
                    d < 1 || i < 1 ? 0 : 0.5 + std::log(d) * std::log(i) / 0.75);
    }
};
const Reductions kReductions;

}  // namespace

Searcher::Searcher(Board& b, Limits& limits, TranspositionTable& tt, VctTable& vct_table,
                   const SearchParams& params)
    : b_(b), limits_(limits), tt_(tt), params_(params), vct_table_(vct_table),
      history_(kMaxCells, 0) {
    std::fill(std::begin(excluded_), std::end(excluded_), -1);
    line_steps_offset_ = kSteps * (b.width() + 1);
    line_steps_.assign(2 * static_cast<size_t>(line_steps_offset_) + 1, kNoLine);
    for (int d = 0; d < 4; ++d)
        for (int k = -kSteps; k <= kSteps; ++k)
            line_steps_[static_cast<size_t>(line_steps_offset_ + k * b.dir(d))] =
                static_cast<uint8_t>(k == 0 ? kSameCell : (d << 4) + k + kSteps);
    for (auto& m : moves_) m.reserve(128);
    for (auto& k : move_keys_) k.reserve(128);
    keys_.reserve(1024);
}

// The static evaluation, with a small seeded variation when the caller asked for one.
int Searcher::leaf_eval() const {
    int v = evaluate(b_);
    if (params_.seed != 0) {
        uint64_t h = (b_.hash() ^ params_.seed) * 0x9E3779B97F4A7C15ULL;
        v += static_cast<int>(h >> 60);
    }
    return v;
}

// The keys of the move order (pick_move): the hash move first, then the rest by order value plus
// history (killer moves ahead of the fitted order played worse: bench/gomoku/ENGINE_RESULTS.md).
void Searcher::order_keys(const std::vector<int>& moves, int tt_move, std::vector<int64_t>& keys) {
    constexpr int64_t kTop = int64_t{1} << 44;
    move_keys(moves, keys, [&](int m) -> int64_t {
        if (m == tt_move) return kTop;
        return static_cast<int64_t>(order_value(b_, m, params_.aggression_x16)) * 64 +
               std::min(history_[m], 1 << 20);
    });
}

// Whether the opponent still has an open four to make after the side to move plays `move` (not a
// four of its own): a blocking stone makes no new one (gomoku_patterns_test), so one of those
// it has now must stay; each is looked up with the stone added to its line's code.
bool Searcher::unanswered(int move, const std::vector<int>& open_fours) const {
    const int opp = 1 - b_.side_to_move();
    for (int cell : open_fours) {
        const int at = move - cell + line_steps_offset_;
        const uint8_t e = at < 0 || at >= static_cast<int>(line_steps_.size())
                              ? kNoLine
                              : line_steps_[static_cast<size_t>(at)];
        if (e == kSameCell) continue;
        if (e == kNoLine) return true;  // the stone is off every line of the cell's codes
        if (b_.threat_if_blocked(opp, cell, e >> 4, (e & 0xF) - kSteps) >= kThreatFlex4)
            return true;
    }
    return false;
}

// Remembers a move that caused a beta cutoff.
void Searcher::note_cutoff(int move, int depth) { history_[move] += depth * depth; }

int Searcher::negamax(int depth, int alpha, int beta, int ply) {
    if (limits_.tick()) return 0;
    const int me = b_.side_to_move(), opp = 1 - me;
    if (b_.threat_count(me, kThreatFive)) return win_in(ply + 1);
    const int opp_fives = b_.threat_count(opp, kThreatFive);
    if (opp_fives >= 2) return -win_in(ply + 2);
    if (b_.empties() == 0) return 0;
    if (ply >= kMaxPly - 2) return leaf_eval();
    if (opp_fives == 1) {  // the one reply: searched without using up depth
        int block = b_.find_threat(opp, kThreatFive);
        if (block < 0) return leaf_eval();  // cannot happen with consistent counts
        b_.play(block);
        int s = -negamax(depth - (ply >= 24 ? 1 : 0), -beta, -alpha, ply + 1);
        b_.undo();
        return s;
    }
    if (b_.threat_count(me, kThreatFlex4)) return win_in(ply + 3);

    const int excluded = excluded_[ply];
    int tt_move = -1, tt_score = 0, tt_depth = -1;
    Bound tt_bound = Bound::Upper;
    if (const TTEntry* e = tt_.probe(b_.hash())) {
        tt_move = e->move;
        tt_score = from_tt(e->score, ply);
        tt_depth = e->depth;
        tt_bound = e->bound;
        if (e->depth >= depth && excluded < 0 &&
            (e->bound == Bound::Exact || (e->bound == Bound::Lower && tt_score >= beta) ||
             (e->bound == Bound::Upper && tt_score <= alpha)))
            return tt_score;
    }
    // At the horizon an open three of the opponent, or a four-three it can make, is answered one
    // ply further: the static value cannot tell a threat that is met from one that is not.
    const bool answer_threat =
        depth == 0 && b_.threat_count(opp, kThreatFlex4) + b_.threat_count(opp, kThreat43) > 0;
    if (depth <= 0 && !answer_threat) {
        // A static value at or above beta fails high with or without the probe, which could only
        // raise it to a win: 7 probes in 10 were of such leaves (54.5% +- 2.3 over 800 games at
        // 300 ms without them).
        const int stand = leaf_eval();
        if (stand >= beta || b_.threat_count(me, kThreatFour) + b_.threat_count(me, kThreat43) == 0)
            return stand;
        // The VCF probe, by connected fours (the full probe took most of a search's nodes and
        // time): its answer is kept for transpositions (a win is a proof, good at any depth),
        // unless this position's entry holds a deeper search's hash move (an exact store would
        // replace it).
        const bool wins = find_vcf(b_, 6, 300, limits_, nullptr, &scratch_, true);
        if (limits_.aborted()) return 0;
        const int v = wins ? win_in(ply + 11) : stand;
        if (tt_move < 0) tt_.store(b_.hash(), to_tt(v, ply), -1, wins ? kMaxPly : 0, Bound::Exact);
        return v;
    }

    // No hash move this deep: the node was not searched before and is likely off the line that
    // matters, so it is searched one ply shallower (internal iterative reduction).
    if (tt_move < 0 && depth >= 4) --depth;
    // Singular extension: a hash move whose bound no other move comes near in a search of half
    // the depth is searched one ply deeper, at most 3 plies on a line (53.2% +- 2.3 over 1,040
    // games at 300 ms, and forced wins 74 of 75 at 1 s against 72). Only at null-window nodes:
    // on the principal variation it cost 1.5 plies of nominal depth and won nothing (50.3% over
    // 1,200 games without it there).
    const bool null_window = beta - alpha == 1;
    int extend_move = -1;
    if (null_window && depth >= 8 && ply + depth < root_depth_ + 3 && excluded < 0 &&
        tt_move >= 0 && tt_depth >= depth - 3 && tt_bound != Bound::Upper &&
        tt_score > -kProvenThreshold && tt_score < kProvenThreshold) {
        const int singular_beta = tt_score - 3 * depth;
        excluded_[ply] = tt_move;
        const int v = negamax(depth / 2, singular_beta - 1, singular_beta, ply);
        excluded_[ply] = -1;
        if (limits_.aborted()) return 0;
        if (v < singular_beta) extend_move = tt_move;
    }
    std::vector<int>& moves = moves_[ply];
    bool forced = generate_moves(b_, params_.aggression_x16, false, moves, false);
    size_t limit = forced ? moves.size() : move_limit(depth, ply);
    std::vector<int64_t>& keys = move_keys_[ply];
    order_keys(moves, tt_move, keys);
    // Forced by an open four the opponent can make: the cells where it makes one.
    std::vector<int>& open_fours = open_fours_[ply];
    open_fours.clear();
    if (forced && ply + 1 < kMaxPly - 2 && !params_.play_unanswered)
        for (int m : moves)
            if (b_.threat(opp, m) >= kThreatFlex4) open_fours.push_back(m);
    int best = -kInfinity, best_move = -1;
    Bound bound = Bound::Upper;
    for (size_t i = 0; i < keys.size() && i < limit; ++i) {
        const int m = pick_move(keys, i, limit);
        if (m == excluded) continue;
        // Any move but a four of our own may be reduced (blocks of threes and threes too); at a
        // node that must answer an open three the blocks are searched in full and our own
        // fours, which only delay the answer, may be reduced.
        const Threat own = b_.threat(me, m);
        const bool reducible = forced ? makes_four(own) : own < kThreatFour;
        int s;
        if (own < kThreatFour && unanswered(m, open_fours)) {
            // The opponent makes its open four next and wins: the value the child's search
            // would return at once, without the stone's update and undo.
            s = -win_in(ply + 4);
        } else {
            tt_.prefetch(b_.hash() ^ zobrist(me, m));
            b_.play(m);
            if (m == extend_move) {
                s = -negamax(depth, -beta, -alpha, ply + 1);
            } else if (i == 0) {
                s = -negamax(depth - 1, -beta, -alpha, ply + 1);
            } else {
                int r = 0;
                if (reducible && i >= 3 && depth >= 3) {
                    // The table's plies (two or more from depth 3, move 3), one more off the
                    // principal variation, never below depth 1.
                    const bool pv = beta - alpha > 1;
                    r = kReductions.plies[std::min(depth, 63)][std::min<size_t>(i, 63)] +
                        (pv ? 0 : 1);
                    r = std::min(r, depth - 2);
                }
                s = -negamax(depth - 1 - r, -alpha - 1, -alpha, ply + 1);
                if (s > alpha && !limits_.aborted() && (r > 0 || s < beta))
                    s = -negamax(depth - 1, -beta, -alpha, ply + 1);
            }
            b_.undo();
            if (limits_.aborted()) return 0;
        }
        if (s > best) {
            best = s;
            best_move = m;
            if (s > alpha) {
                alpha = s;
                bound = Bound::Exact;
                if (s >= beta) {
                    bound = Bound::Lower;
                    note_cutoff(m, depth);
                    break;
                }
            }
        }
        // Every move within the limit lost: the rest are searched too, for a loss is proven only
        // when no move holds (without them every root move of forced win 103 was a false loss,
        // the winning one too).
        if (i + 1 == limit && limit < keys.size() && best <= -kProvenThreshold) {
            std::sort(keys.begin() + static_cast<std::ptrdiff_t>(limit), keys.end(),
                      [](int64_t a, int64_t c) { return a > c; });
            limit = keys.size();
        }
    }
    if (best == -kInfinity) return leaf_eval();
    if (excluded < 0) tt_.store(b_.hash(), to_tt(best, ply), best_move, depth, bound);
    return best;
}

int Searcher::value(int depth) { return negamax(depth, -kInfinity, kInfinity, 0); }

// The principal variation: the root move, then hash moves while they are legal.
void Searcher::principal_variation(int first, std::vector<Point>& pv) {
    pv.clear();
    pv.push_back(b_.point(first));
    b_.play(first);
    int played = 1;
    while (played < 12) {
        const TTEntry* e = tt_.probe(b_.hash());
        if (e == nullptr || e->move < 0 || !b_.empty(e->move)) break;
        if (b_.threat_count(0, kThreatFive) + b_.threat_count(1, kThreatFive) > 0 &&
            b_.threat(b_.side_to_move(), e->move) != kThreatFive &&
            b_.threat(1 - b_.side_to_move(), e->move) != kThreatFive)
            break;
        pv.push_back(b_.point(e->move));
        b_.play(e->move);
        ++played;
    }
    while (played-- > 0) b_.undo();
}

SearchResult Searcher::finish(int move, int score, int depth, bool win, bool loss,
                              const std::vector<int>& line) {
    SearchResult r{};
    r.move = b_.point(move);
    r.score = score;
    r.depth = depth;
    r.forced_win = win;
    r.forced_loss = loss;
    if (!line.empty() && line.front() == move) {
        for (int m : line) r.principal_variation.push_back(b_.point(m));
    } else {
        principal_variation(move, r.principal_variation);
    }
    r.nodes = limits_.nodes();
    r.elapsed_ms = limits_.elapsed_ms();
    return r;
}

// A VCT for the side to move within `cap` nodes: a VCF with fours anywhere (depth-first, its
// proven wins kept in the table), else threes and fours by proof numbers.
bool Searcher::threat_win(uint64_t cap, std::vector<int>* line, bool* whole) {
    const uint64_t start = limits_.nodes();
    if (find_vct(b_, vct_table_, 0, cap, limits_, line, whole)) return true;
    const uint64_t used = limits_.nodes() - start;
    return used < cap && !limits_.aborted() && !limits_.phase_over() &&
           find_vct_pn(b_, cap - used, limits_, line, whole);
}

// Whether the opponent has a VCT (found within `cap` nodes) after the side to move plays `move`.
bool Searcher::opponent_wins_after(int move, uint64_t cap) {
    b_.play(move);
    const bool wins = threat_win(cap, nullptr, nullptr);
    b_.undo();
    return wins;
}

// Whether the opponent, to move, has a VCT within `cap` nodes: Loses when one is found, Holds when
// the search ended without one, Unknown when it ran out of nodes or time.
Searcher::Defence Searcher::opponent_threat(uint64_t cap) {
    const uint64_t start = limits_.nodes();
    if (threat_win(cap, nullptr, nullptr)) return Defence::Loses;
    const bool ended = limits_.nodes() - start < cap && !limits_.aborted() && !limits_.phase_over();
    return ended ? Defence::Holds : Defence::Unknown;
}

// Whether `move` of the side to move holds against the opponent's VCT (each search within `cap`
// nodes). A four or an open three of ours only delays the threat: the opponent's search stops at
// the answer it must play. So each answer (the block of the four; for a three, every cell where
// we would make a four) is played and the opponent searched with our next move passed; the move
// holds only when no answer leaves the opponent a VCT, else it is undecided.
Searcher::Defence Searcher::check_defence(int move, uint64_t cap) {
    const int me = b_.side_to_move();
    b_.play(move);
    const int fives = b_.threat_count(me, kThreatFive);
    std::vector<int> answers;
    if (fives == 1)
        answers.push_back(b_.find_threat(me, kThreatFive));
    else if (fives == 0 && b_.threat_count(me, kThreatFlex4) > 0)
        b_.collect_threats(me, kThreatFour, answers);
    // Two fives to make (an open or double four) win; with no threat of ours, search at once.
    Defence d = fives == 0 && answers.empty() ? opponent_threat(cap) : Defence::Holds;
    for (int a : answers) {
        b_.play(a);
        b_.pass();
        const Defence after = opponent_threat(cap);
        b_.pass();
        b_.undo();
        if (after != Defence::Holds) {
            d = Defence::Unknown;
            break;
        }
    }
    b_.undo();
    return d;
}

// When the opponent has a VCT, keeps the root moves that hold against it: the root moves in order
// and the side to move's own fours are checked within `cap` nodes each, the undecided ones again
// with `deep_cap` when none holds. The root becomes the moves that hold and then our undecided
// threes and fours (they may be attacks), or, when none holds, the moves not known to lose;
// true when it changed.
bool Searcher::keep_safe_moves(std::vector<int>& root, uint64_t cap, uint64_t deep_cap) {
    const int me = b_.side_to_move();
    // Every root move, while the phase lasts: a holding move may rank far down the order (the
    // 56th of 71 in must-defend 29; with the first 24 only, 15 of 19 held at 1 s). Under a node
    // budget the phase (by time) hardly binds, so there they stop after a quarter of the budget.
    std::vector<int> tries = root;
    const uint64_t start = limits_.nodes(), share = limits_.budget() / 4;
    std::vector<int> fours;
    b_.collect_threats(me, kThreatFour, fours);
    for (int m : fours)
        if (makes_four(b_.threat(me, m)) && std::find(tries.begin(), tries.end(), m) == tries.end())
            tries.push_back(m);
    std::vector<int> holds, unknown;
    size_t checked = 0, lost = 0;
    for (; checked < tries.size() && limits_.nodes() - start < share; ++checked) {
        const Defence d = check_defence(tries[checked], cap);
        if (limits_.aborted()) return false;
        if (limits_.phase_over()) break;  // the moves not checked stay, after the others
        if (d == Defence::Loses) ++lost;
        else (d == Defence::Holds ? holds : unknown).push_back(tries[checked]);
    }
    // None known to hold: the undecided moves once more with more nodes, until 40% of the time.
    std::vector<int> undecided;
    size_t rechecked = 0;
    if (holds.empty() && checked == tries.size()) {
        limits_.end_phase();
        limits_.begin_phase(0.4);
        for (; rechecked < unknown.size(); ++rechecked) {
            const Defence d = check_defence(unknown[rechecked], deep_cap);
            if (limits_.aborted()) return false;
            if (limits_.phase_over()) break;
            if (d == Defence::Loses) ++lost;
            else (d == Defence::Holds ? holds : undecided).push_back(unknown[rechecked]);
        }
    }
    undecided.insert(undecided.end(), unknown.begin() + rechecked, unknown.end());
    undecided.insert(undecided.end(), tries.begin() + checked, tries.end());
    if (!holds.empty()) {
        // Our own threes not known to hold stay after the moves that hold: they may be attacks
        // (must-defend 7 and 8 hold only with one). A plain four does not: the opponent's VCT
        // outlives its block, so it only spends the four (must-defend 30).
        for (int m : undecided) {
            const Threat t = b_.threat(me, m);
            if (t >= kThreatThree && t != kThreatFour) holds.push_back(m);
        }
        root = holds;
        return true;
    }
    if (lost == 0 || undecided.empty()) return false;  // nothing to drop, or every move loses
    root = undecided;
    return true;
}

SearchResult Searcher::run() {
    const int me = b_.side_to_move(), opp = 1 - me;
    std::vector<int> line;
    if (b_.threat_count(me, kThreatFive)) {
        int m = b_.find_threat(me, kThreatFive);
        return finish(m, win_in(1), 1, true, false, {m});
    }
    if (b_.threat_count(opp, kThreatFive)) {
        int m = b_.find_threat(opp, kThreatFive);
        if (b_.threat_count(opp, kThreatFive) >= 2)
            return finish(m, -win_in(2), 1, false, true, {});
    }
    if (!b_.threat_count(opp, kThreatFive) && b_.threat_count(me, kThreatFlex4)) {
        int m = b_.find_threat(me, kThreatFlex4);
        return finish(m, win_in(3), 1, true, false, {});
    }
    std::vector<int> root;
    bool forced = generate_moves(b_, params_.aggression_x16, false, root, false);
    sort_moves(root, keys_, [&](int m) {
        return static_cast<int64_t>(order_value(b_, m, params_.aggression_x16));
    });
    if (root.size() == 1) {
        return finish(root.front(), leaf_eval(), 0, false, false, {});
    }
    // Shares of the node budget for the root threat searches (capped: their yield flattens).
    const uint64_t budget = limits_.budget();
    const uint64_t vct_cap = std::min<uint64_t>(budget / 5, 300000);
    const uint64_t opp_cap = std::min<uint64_t>(budget / 8, 200000);
    // A win by fours, or by threes and fours: a proof (every defence refuted), played at once.
    limits_.begin_phase(0.1);
    bool whole = false;
    const bool vct = threat_win(vct_cap, &line, &whole) && !line.empty();
    limits_.end_phase();
    if (vct) {
        const int plies = whole ? static_cast<int>(line.size()) : kVctPlies;
        return finish(line.front(), win_in(plies), 1, true, false, line);
    }

    // Threats of the opponent: keep only the moves after which it has no VCT, when some exist.
    if (!forced) {
        limits_.begin_phase(0.15);
        b_.pass();
        const bool opp_vct = threat_win(opp_cap, nullptr, nullptr);
        b_.pass();
        limits_.end_phase();
        if (opp_vct) {
            limits_.begin_phase(0.25);
            if (keep_safe_moves(root, opp_cap / 20, opp_cap / 2)) forced = true;
            limits_.end_phase();
        }
    }
    // The first move of the short threat search (find_threat_hint): searched first, and played
    // unless the search proves that it loses.
    int hint = -1;
    if (!forced) {
        limits_.begin_phase(0.35);
        if (find_threat_hint(b_, 4, vct_cap, limits_, &line) && !line.empty()) hint = line.front();
        limits_.end_phase();
    }
    if (!forced && root.size() > move_limit(0, 0)) root.resize(move_limit(0, 0));
    if (hint >= 0 && std::find(root.begin(), root.end(), hint) == root.end())
        root.insert(root.begin(), hint);

    std::vector<int> scores(root.size(), 0);
    int best_move = root.front(), best_score = leaf_eval(), done = 0;
    // With a target: how far past it this move may run, grown while the search is unsure.
    double stretch = 1.0;
    if (limits_.has_target()) limits_.set_deadline_ms(limits_.planned_ms() * 2);
    for (int depth = 1;; ++depth) {
        if (params_.max_depth > 0 && depth > params_.max_depth) break;
        if (depth > b_.empties() || depth >= kMaxPly - 8) break;
        root_depth_ = depth;
        int alpha = -kInfinity, iter_best = -1, iter_score = -kInfinity;
        bool complete = true;
        for (size_t i = 0; i < root.size(); ++i) {
            b_.play(root[i]);
            int s;
            if (i == 0) {
                s = -negamax(depth - 1, -kInfinity, kInfinity, 1);
            } else {
                s = -negamax(depth - 1, -alpha - 1, -alpha, 1);
                if (s > alpha && !limits_.aborted()) s = -negamax(depth - 1, -kInfinity, -alpha, 1);
            }
            b_.undo();
            if (limits_.aborted()) {
                complete = false;
                break;
            }
            scores[i] = s;
            if (s > iter_score) {
                iter_score = s;
                iter_best = static_cast<int>(i);
                alpha = std::max(alpha, s);
            }
        }
        if (!complete) {
            // Moves that beat the previous best in the unfinished iteration are still better.
            if (iter_best > 0) {
                best_move = root[iter_best];
                best_score = iter_score;
            }
            break;
        }
        if (done > 0 && limits_.has_target()) {
            if (root[iter_best] != best_move) stretch = std::min(stretch * 1.5, 3.0);
            if (iter_score < best_score - kScoreDrop) stretch = std::min(stretch * 1.25, 3.0);
            limits_.set_deadline_ms(limits_.planned_ms() * stretch * 2);
        }
        done = depth;
        best_move = root[iter_best];
        best_score = iter_score;
        // The best move first, the rest by their scores of this iteration.
        std::vector<size_t> idx(root.size());
        for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
        std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t c) {
            if (a == static_cast<size_t>(iter_best)) return c != a;
            if (c == static_cast<size_t>(iter_best)) return false;
            return scores[a] > scores[c];
        });
        std::vector<int> r2, s2;
        for (size_t i : idx) {
            r2.push_back(root[i]);
            s2.push_back(scores[i]);
        }
        root.swap(r2);
        scores.swap(s2);
        if (best_score >= kProvenThreshold || best_score <= -kProvenThreshold) break;
        // With a turn limit alone, no iteration starts after 90% of the cap: time left unused
        // is lost, and the moves of an unfinished iteration that beat the best still count
        // (from 60%: 52.2% +- 1.6 over 1,600 games at 300 ms a move).
        if (limits_.has_target() ? limits_.elapsed_ms() >= limits_.planned_ms() * stretch * 0.5
                                 : limits_.time_nearly_up(0.1))
            break;
    }
    bool win = best_score >= kProvenThreshold, loss = best_score <= -kProvenThreshold;
    if (hint >= 0 && !win && best_move != hint) {
        auto it = std::find(root.begin(), root.end(), hint);
        if (it != root.end() &&
            scores[static_cast<size_t>(it - root.begin())] > -kProvenThreshold) {
            best_move = hint;
            loss = false;
        }
    }
    if (!win && !loss)
        best_move = checked_choice(root, scores, best_move, std::min<uint64_t>(budget / 8, 150000));
    return finish(best_move, best_score, done, win, loss, {});
}

// The chosen move, checked once more against the opponent's VCT with a larger share than the
// root's first checks: a move that loses gives way to the best-scored one not known to lose (at
// most three checks, within 90% of the planned time).
int Searcher::checked_choice(const std::vector<int>& root, const std::vector<int>& scores,
                             int chosen, uint64_t cap) {
    limits_.begin_phase(0.9);
    std::vector<int> lost;
    int move = chosen;
    for (int checks = 0; checks < 3; ++checks) {
        const bool loses = opponent_wins_after(move, cap);
        if (!loses || limits_.phase_over() || limits_.aborted()) break;
        lost.push_back(move);
        int next = -1, next_score = -kInfinity;
        for (size_t i = 0; i < root.size(); ++i)
            if (scores[i] > next_score &&
                std::find(lost.begin(), lost.end(), root[i]) == lost.end()) {
                next = root[i];
                next_score = scores[i];
            }
        if (next < 0) {  // every move loses: the search's choice resists longest
            move = chosen;
            break;
        }
        move = next;
    }
    limits_.end_phase();
    return move;
}

}  // namespace pg_games::gomoku
