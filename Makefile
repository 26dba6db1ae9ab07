# pg_games: the PostgreSQL extension, built with PGXS.
#   make && make install && make installcheck
# Every .cpp under src/core/<game>/ and src/pg/ is part of the module; the install script is
# assembled from sql/install/*.sql; every sql/<test>.sql is a pg_regress test.

EXTENSION   = pg_games
# The version comes from the control file; the C++ gets it as PGG_VERSION.
EXTVERSION := $(shell sed -nE "s/^default_version = '([^']+)'/\1/p" $(EXTENSION).control)
MODULE_big  = pg_games

# The engines; the evaluation tuner's code serves tools/gomoku-tune only, not the server.
CORE_SRCS   = $(filter-out src/core/gomoku/tuning%,$(sort $(wildcard src/core/*/*.cpp)))
GLUE_SRCS   = $(sort $(wildcard src/pg/*.cpp))
OBJS        = $(CORE_SRCS:.cpp=.o) $(GLUE_SRCS:.cpp=.o)

DATA_built  = $(EXTENSION)--$(EXTVERSION).sql
# Upgrade scripts from released versions (the released install scripts themselves are kept, frozen,
# in sql/released/ for the upgrade tests, and not installed: ALTER EXTENSION UPDATE reaches the
# current version from them), and the word lists derived at set-up (scripts/data/*.sh).
DATA        = $(wildcard sql/upgrade/$(EXTENSION)--*--*.sql) $(wildcard data/generated/balda_*.txt) \
              data/balda_ru_nouns.LICENSE
INSTALL_PARTS = $(sort $(wildcard sql/install/*.sql))

REGRESS     = $(sort $(basename $(notdir $(wildcard sql/*.sql))))
REGRESS_OPTS = --load-extension=$(EXTENSION)

PG_CPPFLAGS = -I$(srcdir)/src
# -MMD -MP: rebuild objects when a header they include changes.
PG_CXXFLAGS = -std=c++17 -MMD -MP -Wno-register -Wno-missing-field-initializers \
              -DPGG_VERSION='"$(EXTVERSION)"'
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

# A source archive for PGXN (META.json) from the committed tree: make dist.
dist:
	git archive --format zip --prefix=$(EXTENSION)-$(EXTVERSION).0/ -o $(EXTENSION)-$(EXTVERSION).0.zip HEAD
.PHONY: dist
