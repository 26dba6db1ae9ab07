src/pg/boundary.o: src/pg/boundary.cpp src/pg/boundary.h \
 src/core/common/stop.h src/core/common/no_postgres.h \
 src/core/common/error.h src/pg/postgres_headers.h \
 /usr/include/postgresql/15/server/postgres.h \
 /usr/include/postgresql/15/server/c.h \
 /usr/include/postgresql/15/server/postgres_ext.h \
 /usr/include/postgresql/15/server/pg_config_ext.h \
 /usr/include/postgresql/15/server/pg_config.h \
 /usr/include/postgresql/15/server/pg_config_manual.h \
 /usr/include/postgresql/15/server/pg_config_os.h \
 /usr/include/postgresql/15/server/port.h \
 /usr/include/postgresql/15/server/utils/elog.h \
 /usr/include/postgresql/15/server/utils/errcodes.h \
 /usr/include/postgresql/15/server/utils/palloc.h \
 /usr/include/postgresql/15/server/access/htup_details.h \
 /usr/include/postgresql/15/server/access/htup.h \
 /usr/include/postgresql/15/server/storage/itemptr.h \
 /usr/include/postgresql/15/server/storage/block.h \
 /usr/include/postgresql/15/server/storage/off.h \
 /usr/include/postgresql/15/server/storage/itemid.h \
 /usr/include/postgresql/15/server/access/transam.h \
 /usr/include/postgresql/15/server/access/xlogdefs.h \
 /usr/include/postgresql/15/server/access/tupdesc.h \
 /usr/include/postgresql/15/server/access/attnum.h \
 /usr/include/postgresql/15/server/catalog/pg_attribute.h \
 /usr/include/postgresql/15/server/catalog/genbki.h \
 /usr/include/postgresql/15/server/catalog/pg_attribute_d.h \
 /usr/include/postgresql/15/server/nodes/pg_list.h \
 /usr/include/postgresql/15/server/nodes/nodes.h \
 /usr/include/postgresql/15/server/access/tupmacs.h \
 /usr/include/postgresql/15/server/catalog/pg_type_d.h \
 /usr/include/postgresql/15/server/common/int.h \
 /usr/include/postgresql/15/server/storage/bufpage.h \
 /usr/include/postgresql/15/server/storage/item.h \
 /usr/include/postgresql/15/server/catalog/pg_type.h \
 /usr/include/postgresql/15/server/catalog/objectaddress.h \
 /usr/include/postgresql/15/server/nodes/parsenodes.h \
 /usr/include/postgresql/15/server/nodes/bitmapset.h \
 /usr/include/postgresql/15/server/nodes/lockoptions.h \
 /usr/include/postgresql/15/server/nodes/primnodes.h \
 /usr/include/postgresql/15/server/nodes/value.h \
 /usr/include/postgresql/15/server/partitioning/partdefs.h \
 /usr/include/postgresql/15/server/storage/lockdefs.h \
 /usr/include/postgresql/15/server/utils/relcache.h \
 /usr/include/postgresql/15/server/fmgr.h \
 /usr/include/postgresql/15/server/funcapi.h \
 /usr/include/postgresql/15/server/access/tupdesc.h \
 /usr/include/postgresql/15/server/executor/executor.h \
 /usr/include/postgresql/15/server/executor/execdesc.h \
 /usr/include/postgresql/15/server/nodes/execnodes.h \
 /usr/include/postgresql/15/server/access/tupconvert.h \
 /usr/include/postgresql/15/server/access/attmap.h \
 /usr/include/postgresql/15/server/executor/tuptable.h \
 /usr/include/postgresql/15/server/access/sysattr.h \
 /usr/include/postgresql/15/server/storage/buf.h \
 /usr/include/postgresql/15/server/executor/instrument.h \
 /usr/include/postgresql/15/server/portability/instr_time.h \
 /usr/include/postgresql/15/server/lib/ilist.h \
 /usr/include/postgresql/15/server/lib/pairingheap.h \
 /usr/include/postgresql/15/server/lib/stringinfo.h \
 /usr/include/postgresql/15/server/nodes/params.h \
 /usr/include/postgresql/15/server/nodes/plannodes.h \
 /usr/include/postgresql/15/server/access/sdir.h \
 /usr/include/postgresql/15/server/access/stratnum.h \
 /usr/include/postgresql/15/server/nodes/tidbitmap.h \
 /usr/include/postgresql/15/server/utils/dsa.h \
 /usr/include/postgresql/15/server/port/atomics.h \
 /usr/include/postgresql/15/server/port/atomics/arch-x86.h \
 /usr/include/postgresql/15/server/port/atomics/generic-gcc.h \
 /usr/include/postgresql/15/server/port/atomics/fallback.h \
 /usr/include/postgresql/15/server/port/atomics/generic.h \
 /usr/include/postgresql/15/server/storage/dsm.h \
 /usr/include/postgresql/15/server/storage/dsm_impl.h \
 /usr/include/postgresql/15/server/storage/condition_variable.h \
 /usr/include/postgresql/15/server/storage/proclist_types.h \
 /usr/include/postgresql/15/server/storage/spin.h \
 /usr/include/postgresql/15/server/storage/s_lock.h \
 /usr/include/postgresql/15/server/utils/hsearch.h \
 /usr/include/postgresql/15/server/utils/queryenvironment.h \
 /usr/include/postgresql/15/server/utils/reltrigger.h \
 /usr/include/postgresql/15/server/utils/sharedtuplestore.h \
 /usr/include/postgresql/15/server/storage/fd.h \
 /usr/include/postgresql/15/server/storage/sharedfileset.h \
 /usr/include/postgresql/15/server/storage/fileset.h \
 /usr/include/postgresql/15/server/utils/snapshot.h \
 /usr/include/postgresql/15/server/datatype/timestamp.h \
 /usr/include/postgresql/15/server/utils/sortsupport.h \
 /usr/include/postgresql/15/server/utils/tuplesort.h \
 /usr/include/postgresql/15/server/access/itup.h \
 /usr/include/postgresql/15/server/utils/tuplestore.h \
 /usr/include/postgresql/15/server/lib/simplehash.h \
 /usr/include/postgresql/15/server/port/pg_bitutils.h \
 /usr/include/postgresql/15/server/tcop/dest.h \
 /usr/include/postgresql/15/server/tcop/cmdtag.h \
 /usr/include/postgresql/15/server/tcop/cmdtaglist.h \
 /usr/include/postgresql/15/server/utils/memutils.h \
 /usr/include/postgresql/15/server/nodes/memnodes.h \
 /usr/include/postgresql/15/server/executor/tuptable.h \
 /usr/include/postgresql/15/server/fmgr.h \
 /usr/include/postgresql/15/server/miscadmin.h \
 /usr/include/postgresql/15/server/datatype/timestamp.h \
 /usr/include/postgresql/15/server/pgtime.h \
 /usr/include/postgresql/15/server/utils/array.h \
 /usr/include/postgresql/15/server/utils/expandeddatum.h \
 /usr/include/postgresql/15/server/utils/builtins.h \
 /usr/include/postgresql/15/server/utils/fmgrprotos.h \
 /usr/include/postgresql/15/server/utils/lsyscache.h
src/pg/boundary.h:
src/core/common/stop.h:
src/core/common/no_postgres.h:
src/core/common/error.h:
src/pg/postgres_headers.h:
/usr/include/postgresql/15/server/postgres.h:
/usr/include/postgresql/15/server/c.h:
/usr/include/postgresql/15/server/postgres_ext.h:
/usr/include/postgresql/15/server/pg_config_ext.h:
/usr/include/postgresql/15/server/pg_config.h:
/usr/include/postgresql/15/server/pg_config_manual.h:
/usr/include/postgresql/15/server/pg_config_os.h:
/usr/include/postgresql/15/server/port.h:
/usr/include/postgresql/15/server/utils/elog.h:
/usr/include/postgresql/15/server/utils/errcodes.h:
/usr/include/postgresql/15/server/utils/palloc.h:
/usr/include/postgresql/15/server/access/htup_details.h:
/usr/include/postgresql/15/server/access/htup.h:
/usr/include/postgresql/15/server/storage/itemptr.h:
/usr/include/postgresql/15/server/storage/block.h:
/usr/include/postgresql/15/server/storage/off.h:
/usr/include/postgresql/15/server/storage/itemid.h:
/usr/include/postgresql/15/server/access/transam.h:
/usr/include/postgresql/15/server/access/xlogdefs.h:
/usr/include/postgresql/15/server/access/tupdesc.h:
/usr/include/postgresql/15/server/access/attnum.h:
/usr/include/postgresql/15/server/catalog/pg_attribute.h:
/usr/include/postgresql/15/server/catalog/genbki.h:
/usr/include/postgresql/15/server/catalog/pg_attribute_d.h:
/usr/include/postgresql/15/server/nodes/pg_list.h:
/usr/include/postgresql/15/server/nodes/nodes.h:
/usr/include/postgresql/15/server/access/tupmacs.h:
/usr/include/postgresql/15/server/catalog/pg_type_d.h:
/usr/include/postgresql/15/server/common/int.h:
/usr/include/postgresql/15/server/storage/bufpage.h:
/usr/include/postgresql/15/server/storage/item.h:
/usr/include/postgresql/15/server/catalog/pg_type.h:
/usr/include/postgresql/15/server/catalog/objectaddress.h:
/usr/include/postgresql/15/server/nodes/parsenodes.h:
/usr/include/postgresql/15/server/nodes/bitmapset.h:
/usr/include/postgresql/15/server/nodes/lockoptions.h:
/usr/include/postgresql/15/server/nodes/primnodes.h:
/usr/include/postgresql/15/server/nodes/value.h:
/usr/include/postgresql/15/server/partitioning/partdefs.h:
/usr/include/postgresql/15/server/storage/lockdefs.h:
/usr/include/postgresql/15/server/utils/relcache.h:
/usr/include/postgresql/15/server/fmgr.h:
/usr/include/postgresql/15/server/funcapi.h:
/usr/include/postgresql/15/server/access/tupdesc.h:
/usr/include/postgresql/15/server/executor/executor.h:
/usr/include/postgresql/15/server/executor/execdesc.h:
/usr/include/postgresql/15/server/nodes/execnodes.h:
/usr/include/postgresql/15/server/access/tupconvert.h:
/usr/include/postgresql/15/server/access/attmap.h:
/usr/include/postgresql/15/server/executor/tuptable.h:
/usr/include/postgresql/15/server/access/sysattr.h:
/usr/include/postgresql/15/server/storage/buf.h:
/usr/include/postgresql/15/server/executor/instrument.h:
/usr/include/postgresql/15/server/portability/instr_time.h:
/usr/include/postgresql/15/server/lib/ilist.h:
/usr/include/postgresql/15/server/lib/pairingheap.h:
/usr/include/postgresql/15/server/lib/stringinfo.h:
/usr/include/postgresql/15/server/nodes/params.h:
/usr/include/postgresql/15/server/nodes/plannodes.h:
/usr/include/postgresql/15/server/access/sdir.h:
/usr/include/postgresql/15/server/access/stratnum.h:
/usr/include/postgresql/15/server/nodes/tidbitmap.h:
/usr/include/postgresql/15/server/utils/dsa.h:
/usr/include/postgresql/15/server/port/atomics.h:
/usr/include/postgresql/15/server/port/atomics/arch-x86.h:
/usr/include/postgresql/15/server/port/atomics/generic-gcc.h:
/usr/include/postgresql/15/server/port/atomics/fallback.h:
/usr/include/postgresql/15/server/port/atomics/generic.h:
/usr/include/postgresql/15/server/storage/dsm.h:
/usr/include/postgresql/15/server/storage/dsm_impl.h:
/usr/include/postgresql/15/server/storage/condition_variable.h:
/usr/include/postgresql/15/server/storage/proclist_types.h:
/usr/include/postgresql/15/server/storage/spin.h:
/usr/include/postgresql/15/server/storage/s_lock.h:
/usr/include/postgresql/15/server/utils/hsearch.h:
/usr/include/postgresql/15/server/utils/queryenvironment.h:
/usr/include/postgresql/15/server/utils/reltrigger.h:
/usr/include/postgresql/15/server/utils/sharedtuplestore.h:
/usr/include/postgresql/15/server/storage/fd.h:
/usr/include/postgresql/15/server/storage/sharedfileset.h:
/usr/include/postgresql/15/server/storage/fileset.h:
/usr/include/postgresql/15/server/utils/snapshot.h:
/usr/include/postgresql/15/server/datatype/timestamp.h:
/usr/include/postgresql/15/server/utils/sortsupport.h:
/usr/include/postgresql/15/server/utils/tuplesort.h:
/usr/include/postgresql/15/server/access/itup.h:
/usr/include/postgresql/15/server/utils/tuplestore.h:
/usr/include/postgresql/15/server/lib/simplehash.h:
/usr/include/postgresql/15/server/port/pg_bitutils.h:
/usr/include/postgresql/15/server/tcop/dest.h:
/usr/include/postgresql/15/server/tcop/cmdtag.h:
/usr/include/postgresql/15/server/tcop/cmdtaglist.h:
/usr/include/postgresql/15/server/utils/memutils.h:
/usr/include/postgresql/15/server/nodes/memnodes.h:
/usr/include/postgresql/15/server/executor/tuptable.h:
/usr/include/postgresql/15/server/fmgr.h:
/usr/include/postgresql/15/server/miscadmin.h:
/usr/include/postgresql/15/server/datatype/timestamp.h:
/usr/include/postgresql/15/server/pgtime.h:
/usr/include/postgresql/15/server/utils/array.h:
/usr/include/postgresql/15/server/utils/expandeddatum.h:
/usr/include/postgresql/15/server/utils/builtins.h:
/usr/include/postgresql/15/server/utils/fmgrprotos.h:
/usr/include/postgresql/15/server/utils/lsyscache.h:
