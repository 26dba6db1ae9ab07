src/core/nim/nim.o: src/core/nim/nim.cpp src/core/nim/nim.h \
 src/core/common/no_postgres.h src/core/common/error.h
src/core/nim/nim.h:
src/core/common/no_postgres.h:
src/core/common/error.h:
