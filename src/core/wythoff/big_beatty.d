src/core/wythoff/big_beatty.o: src/core/wythoff/big_beatty.cpp \
 src/core/wythoff/big_beatty.h src/core/common/no_postgres.h \
 src/core/wythoff/big_unsigned.h
src/core/wythoff/big_beatty.h:
src/core/common/no_postgres.h:
src/core/wythoff/big_unsigned.h:
