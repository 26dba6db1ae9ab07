// Game records in the Gomocup (Piskvork) .psq format, which gomoku tools read and write:
//
//   Piskvorky 20x20, 11:11, 0      board width x height, the two players' levels, who began
//   10,10,0                        one move per line: x (column), y (row), 1-based, and the
//   11,11,1523                     mover's thinking time in ms; the first mover is black
//   pbrain-a.exe                   in tournament records: the player who began, the other one
//   pbrain-b.exe
//   -1                             and an end code
#pragma once

#include <string>
#include <vector>

namespace pg_games::referee {

struct PsqMove {
    int x;        // 1-based column
    int y;        // 1-based row
    int time_ms;  // the mover's thinking time (0 when unknown or an opening stone)
};

struct PsqGame {
    int size = 20;               // square boards only (the referee plays nothing else)
    std::vector<PsqMove> moves;  // black first, then alternating
    std::string black;           // the first mover's name ("" when the record has none)
    std::string white;
    std::vector<std::string> trailer;  // what follows the names (Piskvork: the end code)
};

// Reads a .psq record: the header as Piskvork reads it ("Piskvorky WxH, L1:L2, F" with F 0 or 1;
// F = 1 means the second named player began), the moves up to the first line that is not one,
// then the names and whatever follows. A blank line, CR LF and a UTF-8 byte order mark are
// accepted. Throws pg_games::Error(InvalidText) naming the line for a malformed header or move,
// a board that is not square or not 5..32, a move off the board or on a taken cell.
PsqGame parse_psq(const std::string& text);

// Writes a record Piskvork and other gomoku tools open: the header with levels 0:0 and black as
// the first mover, the moves, the names (when there are any) and the trailer ("-1" when empty).
std::string write_psq(const PsqGame& game);

}  // namespace pg_games::referee
