src/core/gomoku/text.o: src/core/gomoku/text.cpp src/core/gomoku/text.h \
 src/core/common/no_postgres.h src/core/gomoku/engine.h \
 src/core/common/error.h src/core/common/stop.h \
 src/core/common/board_text.h
src/core/gomoku/text.h:
src/core/common/no_postgres.h:
src/core/gomoku/engine.h:
src/core/common/error.h:
src/core/common/stop.h:
src/core/common/board_text.h:
