src/core/wythoff/big_unsigned.o: src/core/wythoff/big_unsigned.cpp \
 src/core/wythoff/big_unsigned.h src/core/common/no_postgres.h
src/core/wythoff/big_unsigned.h:
src/core/common/no_postgres.h:
