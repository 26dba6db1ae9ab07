src/core/ttt/ttt_table.o: src/core/ttt/ttt_table.cpp \
 src/core/ttt/ttt_table.h src/core/common/no_postgres.h \
 src/core/common/stop.h src/core/common/error.h src/core/ttt/ttt_board.h \
 src/core/ttt/ttt_geometry.h
src/core/ttt/ttt_table.h:
src/core/common/no_postgres.h:
src/core/common/stop.h:
src/core/common/error.h:
src/core/ttt/ttt_board.h:
src/core/ttt/ttt_geometry.h:
