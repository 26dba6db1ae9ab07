// Argument readers and result builders shared by every game's glue.
#include <string>
#include <vector>

#include "pg/args.h"
#include "pg/boundary.h"

namespace pg_games::pg {

void require_not_null(FunctionCallInfo fcinfo, int n, const char* name) {
    if (PG_ARGISNULL(n))
        ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                        errmsg("argument \"%s\" must not be null", name)));
}

std::string text_arg(FunctionCallInfo fcinfo, int n) {
    text* value = nullptr;
    pg_call([&] { value = PG_GETARG_TEXT_PP(n); });
    return std::string(VARDATA_ANY(value), VARSIZE_ANY_EXHDR(value));
}

ArrayElements array_arg(FunctionCallInfo fcinfo, int n, const char* name, Oid element_type) {
    ArrayElements out{nullptr, 0};
    bool* nulls = nullptr;
    pg_call([&] {
        ArrayType* array = PG_GETARG_ARRAYTYPE_P(n);
        if (ARR_NDIM(array) > 1)
            ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                            errmsg("argument \"%s\" must be a one-dimensional array", name)));
        int16 length;
        bool by_value;
        char align;
        get_typlenbyvalalign(element_type, &length, &by_value, &align);
        deconstruct_array(array, element_type, length, by_value, align, &out.values, &nulls,
                          &out.count);
        for (int i = 0; i < out.count; ++i) {
            if (nulls[i])
                ereport(ERROR, (errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
                                errmsg("argument \"%s\" must not contain nulls", name),
                                errdetail("Element %d is null.", i + 1)));
        }
    });
    return out;
}

std::vector<int64_t> int8_array_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    const ArrayElements elements = array_arg(fcinfo, n, name, INT8OID);
    std::vector<int64_t> values(static_cast<size_t>(elements.count));
    for (int i = 0; i < elements.count; ++i) values[i] = DatumGetInt64(elements.values[i]);
    return values;
}

std::vector<std::string> text_array_arg(FunctionCallInfo fcinfo, int n, const char* name) {
    const ArrayElements elements = array_arg(fcinfo, n, name, TEXTOID);
    std::vector<std::string> values;
    values.reserve(static_cast<size_t>(elements.count));
    for (int i = 0; i < elements.count; ++i) {
        const text* value = reinterpret_cast<const text*>(DatumGetPointer(elements.values[i]));
        values.emplace_back(VARDATA_ANY(value), VARSIZE_ANY_EXHDR(value));
    }
    return values;
}

text* make_text(const std::string& value) {
    text* result = nullptr;
    pg_call([&] { result = cstring_to_text_with_len(value.data(), static_cast<int>(value.size())); });
    return result;
}

ArrayType* make_text_array(const std::vector<std::string>& values) {
    ArrayType* result = nullptr;
    Datum* elements = nullptr;
    pg_call([&] { elements = static_cast<Datum*>(palloc(sizeof(Datum) * (values.size() + 1))); });
    for (size_t i = 0; i < values.size(); ++i) elements[i] = PointerGetDatum(make_text(values[i]));
    pg_call([&] {
        result = construct_array(elements, static_cast<int>(values.size()), TEXTOID, -1, false,
                                 TYPALIGN_INT);
    });
    return result;
}

namespace {

// The function's result row descriptor, blessed (in the current memory context); ereports when
// the call cannot return a row. Clean frame.
TupleDesc result_descriptor(FunctionCallInfo fcinfo) {
    TupleDesc desc;
    if (get_call_result_type(fcinfo, nullptr, &desc) != TYPEFUNC_COMPOSITE)
        ereport(ERROR, (errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("function returning a record called in a context that cannot "
                               "accept a record")));
    return BlessTupleDesc(desc);
}

Datum form_row(TupleDesc desc, const Datum* values, const bool* nulls) {
    return HeapTupleGetDatum(
        heap_form_tuple(desc, const_cast<Datum*>(values), const_cast<bool*>(nulls)));
}

}  // namespace

Datum composite_result(FunctionCallInfo fcinfo, const Datum* values, const bool* nulls) {
    return form_row(result_descriptor(fcinfo), values, nulls);
}

Datum composite_result_cached(FunctionCallInfo fcinfo, const Datum* values, const bool* nulls) {
    if (fcinfo->flinfo->fn_extra == nullptr) {
        // Kept for the life of the call site (the query), in its memory context.
        MemoryContext old = MemoryContextSwitchTo(fcinfo->flinfo->fn_mcxt);
        fcinfo->flinfo->fn_extra = result_descriptor(fcinfo);
        MemoryContextSwitchTo(old);
    }
    return form_row(static_cast<TupleDesc>(fcinfo->flinfo->fn_extra), values, nulls);
}

}  // namespace pg_games::pg
