// The engine's move on one position under a node budget: the same answer on every machine, so
// that two builds can be compared on the shared test positions without the clock's noise.
#pragma once

// gomoku-bench choose [nodes [score]]: reads a position from standard input (three lines as for
// prove: board size, the stones of the side to move, the other side's, "x,y ..." 1-based) and
// prints the engine's move "x,y" (1-based) found with `nodes` nodes (default 1000000) and no time
// cap short of ten minutes; with "score", the search's score for the side to move after it.
int choose_main(int argc, char** argv);
