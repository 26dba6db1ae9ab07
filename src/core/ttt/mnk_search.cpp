// The alpha-beta m,n,k solver and the functions built on it.
#include "core/ttt/mnk_search.h"

#include <algorithm>

#include "core/ttt/threats.h"

namespace pg_games::ttt {
namespace {

constexpr int kMateBound = kWinScore / 2;
constexpr uint8_t kExact = 1, kLower = 2, kUpper = 3;

// Win and loss scores are stored relative to the node, so they stay true in transpositions.
int to_table(int score, int ply) {
    return score > kMateBound ? score + ply : score < -kMateBound ? score - ply : score;
}
int from_table(int score, int ply) {
    return score > kMateBound ? score - ply : score < -kMateBound ? score + ply : score;
}

int popcount(Bits b) { return __builtin_popcountll(b); }

int lowest_cell(Bits b) { return __builtin_ctzll(b); }

// Converts a root score (side to move's view) of position p into an outcome.
Outcome outcome_of(const Geometry& g, const Position& p, int score) {
    Outcome out;
    out.solved = true;
    const bool x_to_move = p.x_to_move();
    if (score == 0) {
        out.value = Value::Draw;
        out.plies = g.area - p.stones();  // a drawn game ends on a full board
    } else {
        const bool mover_wins = score > 0;
        out.value = mover_wins == x_to_move ? Value::XWins : Value::OWins;
        out.plies = kWinScore - (score > 0 ? score : -score);
    }
    return out;
}

}  // namespace

Solver::Solver(const Geometry& g, StopCheck& stop, int max_empties, uint64_t node_limit)
    : g_(g),
      stop_(stop),
      node_limit_(node_limit),
      table_(positions_bound(max_empties), stop),
      pairing_(g) {
    syms_ = static_cast<int>(g.sym.size());
    inverse_.resize(g.sym.size());
    for (size_t s = 0; s < g.sym.size(); ++s)
        for (int cell = 0; cell < g.area; ++cell) inverse_[s][g.sym[s][cell]] = static_cast<uint8_t>(cell);
}

void Solver::set_up(const Position& p) {
    board_[0] = board_[1] = 0;
    for (auto& side : sym_board_)
        for (Bits& b : side) b = 0;
    root_side_ = 0;
    for (Bits rest = p.x; rest != 0; rest &= rest - 1) place(0, lowest_cell(rest));
    for (Bits rest = p.o; rest != 0; rest &= rest - 1) place(1, lowest_cell(rest));
    root_side_ = p.x_to_move() ? 0 : 1;
}

int Solver::solve(const Position& p, int alpha, int beta) {
    set_up(p);
    return search(0, alpha, beta);
}

int Solver::table_move(const Position& p) {
    set_up(p);
    Bits key_x, key_o;
    const int sym = canonical(key_x, key_o);
    const TranspositionTable::Entry* e = table_.probe(key_x, key_o);
    return e == nullptr ? -1 : inverse_[sym][e->move];
}

void Solver::place(int side, int cell) {
    board_[side] |= cell_bit(cell);
    for (int s = 0; s < syms_; ++s) sym_board_[side][s] |= cell_bit(g_.sym[s][cell]);
}

void Solver::remove(int side, int cell) {
    board_[side] &= ~cell_bit(cell);
    for (int s = 0; s < syms_; ++s) sym_board_[side][s] &= ~cell_bit(g_.sym[s][cell]);
}

// Picks the least image of the position among its symmetries; returns which symmetry it was.
int Solver::canonical(Bits& x, Bits& o) const {
    int best = 0;
    x = sym_board_[0][0];
    o = sym_board_[1][0];
    for (int s = 1; s < syms_; ++s) {
        const Bits sx = sym_board_[0][s], so = sym_board_[1][s];
        if (sx < x || (sx == x && so < o)) x = sx, o = so, best = s;
    }
    return best;
}

int Solver::search(int ply, int alpha, int beta) {
    if (++nodes_ == node_limit_) throw NodeLimitReached();
    stop_.throw_if_cancelled();

    const int side = (root_side_ + ply) & 1;
    const Bits me = board_[side], opp = board_[side ^ 1];
    const Bits empty = g_.full & ~(me | opp);
    if (empty == 0) return 0;

    // One pass over the windows: immediate wins, the opponent's threats, open lines.
    Bits my_wins = 0, opp_wins = 0;
    bool me_open = false, opp_open = false;
    const int k1 = g_.k - 1;
    for (Bits w : g_.windows) {
        const Bits wm = w & me, wo = w & opp;
        if (wo == 0) {
            me_open = true;
            if (popcount(wm) == k1) my_wins |= w & ~me;
        }
        if (wm == 0) {
            opp_open = true;
            if (popcount(wo) == k1) opp_wins |= w & ~opp;
        }
    }
    if (my_wins != 0) return kWinScore - (ply + 1);
    if (!me_open && !opp_open) return 0;  // nobody can complete a line any more
    if (popcount(opp_wins) >= 2) return -(kWinScore - (ply + 2));
    // A side without an open line cannot win: the value is at most (at least) a draw.
    if (!me_open && alpha >= 0) return 0;
    if (!opp_open && beta <= 0) return 0;

    Bits key_x, key_o;
    const int sym = canonical(key_x, key_o);
    int tt_move = -1;
    if (const TranspositionTable::Entry* e = table_.probe(key_x, key_o)) {
        const int score = from_table(e->score, ply);
        if (e->bound == kExact) return score;
        if (e->bound == kLower && score >= beta) return score;
        if (e->bound == kUpper && score <= alpha) return score;
        tt_move = inverse_[sym][e->move];
    }

    // A win by continuous threats, when a win would decide the node.
    if (threat_budget_ > 0 && me_open && beta > 0) {
        int budget = threat_budget_, first = -1;
        const int plies = threat_win(g_, me, opp, popcount(empty), budget, &first);
        if (plies > 0 && kWinScore - (ply + plies) >= beta) {
            const int score = kWinScore - (ply + plies);
            table_.store({key_x, key_o, static_cast<int16_t>(to_table(score, ply)), kLower,
                          g_.sym[sym][first], static_cast<uint8_t>(popcount(empty))},
                         stop_);
            return score;
        }
    }

    // Pairing strategies prove that a side cannot win; tried only where that decides the node.
    if (pairing_budget_ > 0) {
        const uint8_t empties = static_cast<uint8_t>(popcount(empty));
        if (me_open && alpha >= 0 && pairing_.blocks(opp, empty, pairing_budget_)) {
            table_.store({key_x, key_o, 0, kUpper, 0, empties}, stop_);
            return 0;
        }
        if (opp_open && beta <= 0 && opp_wins == 0) {
            // Does some move of mine leave a pairing against the opponent? (The move itself
            // is stored as the position's best.)
            const int found =
                pairing_.blocking_move(me, empty, pairing_budget_, lookahead_tries_);
            if (found >= 0) {
                table_.store({key_x, key_o, 0, kLower, g_.sym[sym][found], empties}, stop_);
                return 0;
            }
        }
    }

    int a = alpha, b = beta;
    if (!me_open) b = std::min(b, 0);
    if (!opp_open) a = std::max(a, 0);

    // The moves: the forced block, or every empty cell, most promising first.
    int moves[kMaxArea];
    int count = 0;
    if (opp_wins != 0) {
        moves[count++] = lowest_cell(opp_wins);
    } else {
        int score[kMaxArea] = {0};
        for (Bits w : g_.windows) {
            const int cm = popcount(w & me), co = popcount(w & opp);
            int value;
            if (co == 0)
                value = (cm == 0) ? 1 : (1 << (2 * cm)) + 1;
            else if (cm == 0)
                value = 1 << (2 * co);
            else
                continue;
            for (Bits cells = w & empty; cells != 0; cells &= cells - 1)
                score[lowest_cell(cells)] += value;
        }
        if (tt_move >= 0 && (empty & cell_bit(tt_move))) score[tt_move] += 1 << 24;
        for (Bits cells = empty; cells != 0; cells &= cells - 1) {
            const int cell = lowest_cell(cells);
            int i = count++;
            while (i > 0 && score[moves[i - 1]] < score[cell]) {
                moves[i] = moves[i - 1];
                --i;
            }
            moves[i] = cell;
        }
    }

    int best = -kWinScore - 1, best_move = moves[0];
    for (int i = 0; i < count; ++i) {
        place(side, moves[i]);
        const int v = -search(ply + 1, -b, -a);
        remove(side, moves[i]);
        if (v > best) {
            best = v;
            best_move = moves[i];
            if (v > a) {
                a = v;
                if (a >= b) break;
            }
        }
    }
    // What is known without search bounds the result.
    if (!me_open && best > 0) best = 0;
    if (!opp_open && best < 0) best = 0;
    // Classify against the window actually searched.
    const int lo = opp_open ? alpha : std::max(alpha, 0);
    const int hi = me_open ? beta : std::min(beta, 0);
    uint8_t bound;
    if (best <= lo)
        bound = (!opp_open && best == 0) ? kExact : kUpper;
    else if (best >= hi)
        bound = (!me_open && best == 0) ? kExact : kLower;
    else
        bound = kExact;
    table_.store({key_x, key_o, static_cast<int16_t>(to_table(best, ply)), bound,
                  g_.sym[sym][best_move], static_cast<uint8_t>(popcount(empty))},
                 stop_);
    return best;
}

Outcome mnk_value(int rows, int cols, int k, StopCheck& stop, uint64_t node_limit) {
    const Geometry g = make_geometry(rows, cols, k);
    Solver solver(g, stop, g.area, node_limit);
    Outcome out;
    try {
        // By strategy stealing the first player never loses from the empty board (an extra
        // stone never hurts in these games), so only "does X win?" is searched.
        const int score = solver.solve(Position{}, 0, 1);
        out.solved = true;
        out.value = score > 0 ? Value::XWins : Value::Draw;
    } catch (const NodeLimitReached&) {
        out.solved = false;
    }
    out.nodes = solver.nodes();
    return out;
}

Outcome solve_position(const Geometry& g, const Position& p, StopCheck& stop) {
    if (is_terminal(g, p)) {
        Outcome out;
        out.solved = true;
        out.value = terminal_value(g, p);
        out.plies = 0;
        return out;
    }
    Solver solver(g, stop, g.area - p.stones());
    Outcome out = outcome_of(g, p, solver.solve(p, -kWinScore - 1, kWinScore + 1));
    out.nodes = solver.nodes();
    return out;
}

std::vector<MoveOutcome> solve_moves(const Geometry& g, const Position& p, StopCheck& stop) {
    std::vector<MoveOutcome> moves;
    if (is_terminal(g, p)) return moves;
    const bool x_to_move = p.x_to_move();
    Solver solver(g, stop, g.area - p.stones());
    for (int cell = 0; cell < g.area; ++cell) {
        if (p.occupied() & cell_bit(cell)) continue;
        MoveOutcome m;
        m.cell = cell;
        m.after = p;
        (x_to_move ? m.after.x : m.after.o) |= cell_bit(cell);
        Outcome o;
        if (is_terminal(g, m.after)) {
            o.value = terminal_value(g, m.after);
            o.plies = 0;
        } else {
            o = outcome_of(g, m.after, solver.solve(m.after, -kWinScore - 1, kWinScore + 1));
        }
        m.value = o.value;
        m.plies = o.plies;
        m.mover_wins = o.value == (x_to_move ? Value::XWins : Value::OWins);
        m.mover_loses = o.value == (x_to_move ? Value::OWins : Value::XWins);
        moves.push_back(m);
    }
    return moves;
}

int best_move_index(const std::vector<MoveOutcome>& moves) {
    int best = -1, best_rank = 0;
    for (size_t i = 0; i < moves.size(); ++i) {
        const MoveOutcome& m = moves[i];
        const int rank = m.mover_wins ? 1000 - m.plies : m.mover_loses ? -1000 + m.plies : 0;
        if (best < 0 || rank > best_rank) best = static_cast<int>(i), best_rank = rank;
    }
    return best;
}

namespace {

// The value of a non-terminal position by `solver` (X's view); strategy stealing settles the
// empty board's lower bound (the first player never loses there).
Value value_by(Solver& solver, const Position& p) {
    if (p.stones() == 0) return solver.solve(p, 0, 1) > 0 ? Value::XWins : Value::Draw;
    const int score = solver.solve(p, -1, 1);
    if (score == 0) return Value::Draw;
    return (score > 0) == p.x_to_move() ? Value::XWins : Value::OWins;
}

}  // namespace

Outcome position_value(const Geometry& g, const Position& p, StopCheck& stop,
                       uint64_t node_limit) {
    Outcome out;
    if (is_terminal(g, p)) {
        out.solved = true;
        out.value = terminal_value(g, p);
        out.plies = 0;
        return out;
    }
    Solver solver(g, stop, g.area - p.stones(), node_limit);
    try {
        out.value = value_by(solver, p);
        out.solved = true;
    } catch (const NodeLimitReached&) {
        out.solved = false;
    }
    out.nodes = solver.nodes();
    return out;
}

ValueMove mnk_best_move(const Geometry& g, const Position& p, StopCheck& stop,
                        uint64_t node_limit) {
    ValueMove out;
    if (is_terminal(g, p)) {
        out.solved = true;
        out.value = terminal_value(g, p);
        return out;
    }
    Solver solver(g, stop, g.area - p.stones(), node_limit);
    const bool x_to_move = p.x_to_move();
    try {
        out.value = value_by(solver, p);
        // The table's move first, then every other empty cell in order.
        const Bits empty = g.full & ~p.occupied();
        int order[kMaxArea];
        int count = 0;
        const int hint = solver.table_move(p);
        if (hint >= 0 && hint < g.area && (empty & cell_bit(hint))) order[count++] = hint;
        const int first = count > 0 ? order[0] : -1;
        for (int cell = 0; cell < g.area; ++cell)
            if ((empty & cell_bit(cell)) && cell != first) order[count++] = cell;
        const Value lost = x_to_move ? Value::OWins : Value::XWins;
        for (int i = 0; i < count && !out.found; ++i) {
            Position after = p;
            (x_to_move ? after.x : after.o) |= cell_bit(order[i]);
            // In a lost position every move keeps the value: the first one will do.
            const Value v = out.value == lost      ? lost
                            : is_terminal(g, after) ? terminal_value(g, after)
                                                    : value_by(solver, after);
            if (v == out.value) {
                out.found = true;
                out.cell = order[i];
                out.after = after;
            }
        }
        if (!out.found) throw Error(ErrorKind::Internal, "no move keeps the value of the position");
        out.solved = true;
    } catch (const NodeLimitReached&) {
        out.solved = false;
        out.found = false;
    }
    out.nodes = solver.nodes();
    return out;
}

}  // namespace pg_games::ttt
