-- Every object of the installed pg_games, one canonical line each (no OIDs), so that two
-- databases can be compared with diff: a fresh install against an updated one.
WITH ext AS (SELECT oid, extconfig, extcondition FROM pg_extension WHERE extname = 'pg_games'),
members AS (
    SELECT d.classid, d.objid FROM pg_depend d, ext
    WHERE d.refclassid = 'pg_extension'::regclass AND d.refobjid = ext.oid AND d.deptype = 'e'
),
lines AS (
    -- What each member is, and its comment.
    SELECT pg_describe_object(m.classid, m.objid, 0) || ' | comment: ' ||
           coalesce(obj_description(m.objid, m.classid::regclass::text), '-') AS line
    FROM members m
    UNION ALL
    -- Functions and aggregates: definition (incl. volatility, strictness, parallel label,
    -- settings), privileges.
    SELECT 'function ' || p.oid::regprocedure || ' | ' ||
           CASE WHEN p.prokind = 'a' THEN 'aggregate' ELSE pg_get_functiondef(p.oid) END ||
           ' | volatile ' || p.provolatile::text || ' strict ' || p.proisstrict ||
           ' parallel ' || p.proparallel::text || ' config ' || coalesce(p.proconfig::text, '-') ||
           ' rows ' || p.prorows || ' acl ' || coalesce(p.proacl::text, '-')
    FROM members m JOIN pg_proc p ON m.classid = 'pg_proc'::regclass AND p.oid = m.objid
    UNION ALL
    SELECT 'aggregate ' || a.aggfnoid::regprocedure || ' | sfunc ' || a.aggtransfn::regprocedure ||
           ' final ' || a.aggfinalfn::regprocedure || ' combine ' || a.aggcombinefn::regprocedure ||
           ' serial ' || a.aggserialfn::regprocedure || ' deserial ' || a.aggdeserialfn::regprocedure ||
           ' stype ' || a.aggtranstype::regtype || ' sspace ' || a.aggtransspace ||
           ' finalmodify ' || a.aggfinalmodify::text
    FROM members m JOIN pg_aggregate a ON m.classid = 'pg_proc'::regclass AND a.aggfnoid = m.objid
    UNION ALL
    -- Types: their attributes.
    SELECT 'type ' || t.oid::regtype || ' | ' ||
           (SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' ORDER BY a.attnum)
            FROM pg_attribute a WHERE a.attrelid = t.typrelid AND a.attnum > 0 AND NOT a.attisdropped)
    FROM members m JOIN pg_type t ON m.classid = 'pg_type'::regclass AND t.oid = m.objid
    UNION ALL
    -- Tables and sequences: columns, defaults, constraints, triggers, privileges, dump filters.
    SELECT 'relation ' || c.oid::regclass || ' ' || c.relkind::text || ' | columns ' ||
           coalesce((SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
                                       CASE WHEN a.attnotnull THEN ' not null' ELSE '' END ||
                                       coalesce(' default ' || pg_get_expr(ad.adbin, ad.adrelid), ''),
                                       ', ' ORDER BY a.attnum)
                     FROM pg_attribute a LEFT JOIN pg_attrdef ad
                          ON ad.adrelid = a.attrelid AND ad.adnum = a.attnum
                     WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '-') ||
           ' | constraints ' ||
           coalesce((SELECT string_agg(co.conname || ' ' || pg_get_constraintdef(co.oid), ', ' ORDER BY co.conname)
                     FROM pg_constraint co WHERE co.conrelid = c.oid), '-') ||
           ' | triggers ' ||
           coalesce((SELECT string_agg(pg_get_triggerdef(tg.oid), ', ' ORDER BY tg.tgname)
                     FROM pg_trigger tg WHERE tg.tgrelid = c.oid AND NOT tg.tgisinternal), '-') ||
           ' | acl ' || coalesce(c.relacl::text, '-') ||
           ' | dumped ' || coalesce((SELECT ext.extcondition[i] FROM ext,
                                     generate_subscripts(ext.extconfig, 1) i
                                     WHERE ext.extconfig[i] = c.oid), 'no')
    FROM members m JOIN pg_class c ON m.classid = 'pg_class'::regclass AND c.oid = m.objid
)
SELECT line FROM lines ORDER BY line COLLATE "C";
