src/core/gomoku/tt.o: src/core/gomoku/tt.cpp src/core/gomoku/tt.h \
 src/core/common/no_postgres.h
src/core/gomoku/tt.h:
src/core/common/no_postgres.h:
