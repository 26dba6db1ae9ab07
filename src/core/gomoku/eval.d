src/core/gomoku/eval.o: src/core/gomoku/eval.cpp src/core/gomoku/eval.h \
 src/core/common/no_postgres.h src/core/gomoku/board.h \
 src/core/gomoku/engine.h src/core/common/error.h src/core/common/stop.h \
 src/core/gomoku/patterns.h
src/core/gomoku/eval.h:
src/core/common/no_postgres.h:
src/core/gomoku/board.h:
src/core/gomoku/engine.h:
src/core/common/error.h:
src/core/common/stop.h:
src/core/gomoku/patterns.h:
