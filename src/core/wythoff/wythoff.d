src/core/wythoff/wythoff.o: src/core/wythoff/wythoff.cpp \
 src/core/wythoff/wythoff.h src/core/common/no_postgres.h \
 src/core/wythoff/big_unsigned.h src/core/wythoff/moves.h \
 src/core/wythoff/beatty.h src/core/common/error.h \
 src/core/wythoff/big_beatty.h
src/core/wythoff/wythoff.h:
src/core/common/no_postgres.h:
src/core/wythoff/big_unsigned.h:
src/core/wythoff/moves.h:
src/core/wythoff/beatty.h:
src/core/common/error.h:
src/core/wythoff/big_beatty.h:
