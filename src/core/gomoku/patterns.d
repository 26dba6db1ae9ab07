src/core/gomoku/patterns.o: src/core/gomoku/patterns.cpp \
 src/core/gomoku/patterns.h src/core/common/no_postgres.h \
 src/core/gomoku/engine.h src/core/common/error.h src/core/common/stop.h
src/core/gomoku/patterns.h:
src/core/common/no_postgres.h:
src/core/gomoku/engine.h:
src/core/common/error.h:
src/core/common/stop.h:
