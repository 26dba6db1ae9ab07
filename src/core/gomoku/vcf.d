src/core/gomoku/vcf.o: src/core/gomoku/vcf.cpp src/core/gomoku/vcf.h \
 src/core/common/no_postgres.h src/core/gomoku/board.h \
 src/core/gomoku/engine.h src/core/common/error.h src/core/common/stop.h \
 src/core/gomoku/patterns.h src/core/gomoku/timeman.h
src/core/gomoku/vcf.h:
src/core/common/no_postgres.h:
src/core/gomoku/board.h:
src/core/gomoku/engine.h:
src/core/common/error.h:
src/core/common/stop.h:
src/core/gomoku/patterns.h:
src/core/gomoku/timeman.h:
