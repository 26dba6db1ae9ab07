# pg_games: the PostgreSQL extension, built with PGXS.
#   make && make install && make installcheck
# Every .cpp under src/core/<game>/ and src/pg/ is part of the module; the install script is
# assembled from sql/install/*.sql; every sql/<test>.sql is a pg_regress test.

EXTENSION   = pg_games
EXTVERSION  = 1.0
MODULE_big  = pg_games

CORE_SRCS   = $(sort $(wildcard src/core/*/*.cpp))
GLUE_SRCS   = $(sort $(wildcard src/pg/*.cpp))
OBJS        = $(CORE_SRCS:.cpp=.o) $(GLUE_SRCS:.cpp=.o)

DATA_built  = $(EXTENSION)--$(EXTVERSION).sql
# Word lists derived at set-up (scripts/data/*.sh), installed next to the install script.
DATA        = $(wildcard data/generated/balda_*.txt)
INSTALL_PARTS = $(sort $(wildcard sql/install/*.sql))

REGRESS     = $(sort $(basename $(notdir $(wildcard sql/*.sql))))
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -I$(srcdir)/src
# -MMD -MP: rebuild objects when a header they include changes.
PG_CXXFLAGS = -std=c++17 -MMD -MP -Wno-register -Wno-missing-field-initializers
SHLIB_LINK += -lstdc++
EXTRA_CLEAN = $(OBJS:.o=.d)

# The LLVM bitcode pass would compile the C++ sources without our flags; JIT inlining of game
# engines buys nothing.
override with_llvm = no

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# Core objects are compiled as such, so that a PostgreSQL header reaching them fails the build.
$(CORE_SRCS:.cpp=.o): PG_CPPFLAGS += -DPGG_CORE_BUILD

$(EXTENSION)--$(EXTVERSION).sql: $(INSTALL_PARTS)
	cat $^ > $@

-include $(OBJS:.o=.d)
