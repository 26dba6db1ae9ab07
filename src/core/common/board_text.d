src/core/common/board_text.o: src/core/common/board_text.cpp \
 src/core/common/board_text.h src/core/common/no_postgres.h \
 src/core/common/error.h
src/core/common/board_text.h:
src/core/common/no_postgres.h:
src/core/common/error.h:
