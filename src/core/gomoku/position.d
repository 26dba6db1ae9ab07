src/core/gomoku/position.o: src/core/gomoku/position.cpp \
 src/core/gomoku/engine.h src/core/common/no_postgres.h \
 src/core/common/error.h src/core/common/stop.h
src/core/gomoku/engine.h:
src/core/common/no_postgres.h:
src/core/common/error.h:
src/core/common/stop.h:
