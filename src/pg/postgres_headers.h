// The PostgreSQL headers the glue uses, in C linkage. Include after all C++ standard headers:
// PostgreSQL's port.h redefines printf-family names that <cstdio> and <iostream> declare.
#pragma once

#ifdef PGG_CORE_BUILD
#error "src/core must not include PostgreSQL headers; put PostgreSQL code in src/pg"
#endif

extern "C" {
#include "postgres.h"

#include "access/htup_details.h"
#include "catalog/pg_type.h"
#include "fmgr.h"
#include "funcapi.h"
#include "miscadmin.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/lsyscache.h"
#include "utils/memutils.h"
}

// Declares a function callable from SQL: C linkage, version-1 calling convention.
#define PGG_FUNCTION(name)          \
    extern "C" {                    \
    PG_FUNCTION_INFO_V1(name);      \
    }                               \
    extern "C" Datum name(PG_FUNCTION_ARGS)
