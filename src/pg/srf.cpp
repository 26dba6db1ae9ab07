// Materialized set-returning function helpers.
#include "pg/srf.h"
#include "pg/boundary.h"

// PostgreSQL 15.0-15.1 named InitMaterializedSRF SetSingleFuncCall.
#ifndef MAT_SRF_USE_EXPECTED_DESC
#define InitMaterializedSRF SetSingleFuncCall
#define MAT_SRF_USE_EXPECTED_DESC SRF_SINGLE_USE_EXPECTED
#endif

namespace pg_games::pg {

ReturnSetInfo* begin_materialized_srf(FunctionCallInfo fcinfo, bool scalar) {
    InitMaterializedSRF(fcinfo, scalar ? MAT_SRF_USE_EXPECTED_DESC : 0);
    return reinterpret_cast<ReturnSetInfo*>(fcinfo->resultinfo);
}

void put_row(ReturnSetInfo* rsinfo, const Datum* values, const bool* nulls) {
    pg_call([&] {
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, const_cast<Datum*>(values),
                             const_cast<bool*>(nulls));
    });
}

}  // namespace pg_games::pg
