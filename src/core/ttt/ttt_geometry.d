src/core/ttt/ttt_geometry.o: src/core/ttt/ttt_geometry.cpp \
 src/core/ttt/ttt_geometry.h src/core/common/no_postgres.h \
 src/core/common/error.h
src/core/ttt/ttt_geometry.h:
src/core/common/no_postgres.h:
src/core/common/error.h:
