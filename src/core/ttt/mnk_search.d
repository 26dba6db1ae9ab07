src/core/ttt/mnk_search.o: src/core/ttt/mnk_search.cpp \
 src/core/ttt/mnk_search.h src/core/common/no_postgres.h \
 src/core/common/stop.h src/core/common/error.h src/core/ttt/ttt_board.h \
 src/core/ttt/ttt_geometry.h
src/core/ttt/mnk_search.h:
src/core/common/no_postgres.h:
src/core/common/stop.h:
src/core/common/error.h:
src/core/ttt/ttt_board.h:
src/core/ttt/ttt_geometry.h:
