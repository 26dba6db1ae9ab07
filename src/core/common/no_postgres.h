// Included first by every core header: the engines must build and test without PostgreSQL.
// (The CMake build has no PostgreSQL include path at all; this catches the PGXS build.)
#pragma once

#if defined(PGG_CORE_BUILD) && defined(POSTGRES_H)
#error "src/core must not include PostgreSQL headers; put PostgreSQL code in src/pg"
#endif
