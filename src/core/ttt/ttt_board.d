src/core/ttt/ttt_board.o: src/core/ttt/ttt_board.cpp \
 src/core/ttt/ttt_board.h src/core/common/no_postgres.h \
 src/core/ttt/ttt_geometry.h src/core/common/board_text.h \
 src/core/common/error.h
src/core/ttt/ttt_board.h:
src/core/common/no_postgres.h:
src/core/ttt/ttt_geometry.h:
src/core/common/board_text.h:
src/core/common/error.h:
