// The two threat-space searches side by side on the same positions, under the same node cap.
#pragma once

// gomoku-bench threats [nodes=300000]: reads positions from standard input, three lines each
// (board size, the side to move's stones, the other side's stones, as for `prove`), and prints
// one line a position for each search: "<search> win x,y <nodes> <ms>" or "<search> none - ...",
// where <search> is "dfs" (find_vct, by threes, vct.h) or "pn" (find_vct_pn, vct_pn.h).
int threats_main(int argc, char** argv);
