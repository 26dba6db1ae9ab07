src/core/gomoku/board.o: src/core/gomoku/board.cpp \
 src/core/gomoku/board.h src/core/common/no_postgres.h \
 src/core/gomoku/engine.h src/core/common/error.h src/core/common/stop.h \
 src/core/gomoku/patterns.h src/core/gomoku/eval.h
src/core/gomoku/board.h:
src/core/common/no_postgres.h:
src/core/gomoku/engine.h:
src/core/common/error.h:
src/core/common/stop.h:
src/core/gomoku/patterns.h:
src/core/gomoku/eval.h:
