/**
 * The server project's PGlite databases, kept by each long-lived test worker (ADR 051) and reset
 * between uses instead of loaded anew. Why: loading the migrated snapshot into a new PGlite cost
 * 1.7 to 2.3 s of CPU per test file (and `clone()` as much), about as much as the files' own tests;
 * emptying the tables of one already loaded costs a small fraction of that (ADR 059).
 *
 * What a file gets is the same as a fresh load, and that is checked rather than assumed: after the
 * reset, a fingerprint of everything a test could have changed besides the emptied tables (the
 * schema, functions, triggers, roles, settings, sequences and the seeded tables' rows) must equal
 * the one taken when the instance was loaded. If it differs, the instance is closed and the next
 * file gets a freshly loaded one.
 *
 * A lease hands out a proxy of the client: once the lease is closed, its calls fail as a closed
 * PGlite's would, so a test that closes its database to cut the app off still sees that, and a
 * later file cannot be reached through an app left running.
 */
import { PGlite } from '@electric-sql/pglite';
import { givePgliteTurns } from '../db/pglite-turns';

interface Pooled {
  client: PGlite;
  fingerprint: string;
  /** Every table: emptied on reset. */
  tables: string[];
  /** The rows of those that held any when loaded (the templates, the migrations' journal), as
   *  JSON, put back after the reset. */
  seeded: { table: string; rows: string }[];
  /** Sequences' positions when loaded, set again after the reset. */
  sequences: { name: string; value: string }[];
}

interface Pool {
  idle: Pooled[];
}

/** Held on the worker's global object: our modules are evaluated anew for each file. */
const POOL = Symbol.for('formloom.test.pglitePool');
/** At most this many idle instances per worker: most files hold one database at a time. */
const MAX_IDLE = 2;

/** How many reset instances wait in this worker (for pglite-pool.test.ts). */
export function idlePglites(): number {
  return pool().idle.length;
}

function pool(): Pool {
  const holder = globalThis as { [POOL]?: Pool };
  holder[POOL] ??= { idle: [] };
  return holder[POOL];
}

// Everything outside the emptied tables that a test could change. Tables and indexes by name,
// kind and column count; columns with their types, defaults and nullability; constraints,
// functions (with their source), triggers, roles, database settings and sequences' positions.
const FINGERPRINT_SQL = `
with user_ns as (
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'
)
select md5(coalesce(string_agg(item, '|' order by item), '')) as fingerprint from (
  select 'class:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts as item
    from pg_class c join user_ns n on n.oid = c.relnamespace
  union all
  select 'column:' || a.attrelid::regclass::text || '.' || a.attname || ':' ||
         format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':' || a.attisdropped || ':' ||
         coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join user_ns n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0
  union all
  select 'constraint:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace in (select oid from user_ns)
  union all
  select 'function:' || p.oid::regprocedure::text || ':' || md5(coalesce(p.prosrc, ''))
    from pg_proc p join user_ns n on n.oid = p.pronamespace
  union all
  select 'trigger:' || tgrelid::regclass::text || '.' || tgname || ':' || tgenabled::text
    from pg_trigger where not tgisinternal
  union all
  select 'role:' || rolname || ':' || rolsuper || ':' || rolcanlogin from pg_roles
  union all
  select 'setting:' || setdatabase || ':' || setrole || ':' || array_to_string(setconfig, ',')
    from pg_db_role_setting
  union all
  select 'sequence:' || schemaname || '.' || sequencename || ':' || coalesce(last_value::text, '-')
    from pg_sequences
) items`;

const quoted = (schema: string, table: string) =>
  `"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`;

async function userTables(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and n.nspname not like 'pg_temp%'
      order by 1, 2`,
  );
  return rows.map((r) => quoted(r.schema, r.table));
}

/** The fingerprint, with a checksum of the seeded tables' rows: the reset must put them back whole. */
async function fingerprint({ client, seeded }: Pick<Pooled, 'client' | 'seeded'>): Promise<string> {
  const parts = [
    (await client.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows[0]!.fingerprint,
  ];
  for (const { table } of seeded) {
    const { rows } = await client.query<{ sum: string }>(
      `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${table} t`,
    );
    parts.push(`${table}:${rows[0]!.sum}`);
  }
  return parts.join('\n');
}

async function load(snapshot: () => Blob): Promise<Pooled> {
  const client = new PGlite({ loadDataDir: snapshot() });
  await client.waitReady;
  // Wrapped here, on the real client, once: openDatabase's own call then finds it wrapped, and no
  // lease's proxy ends up inside the wrapper.
  givePgliteTurns(client);
  const tables = await userTables(client);
  const seeded: Pooled['seeded'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table} t`,
    );
    if (rows[0]!.rows !== null) seeded.push({ table, rows: rows[0]!.rows });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
       from pg_sequences where last_value is not null`,
  );
  const pooled = { client, tables, seeded, sequences, fingerprint: '' };
  pooled.fingerprint = await fingerprint(pooled);
  return pooled;
}

/**
 * Empties what the lease wrote, puts the seeded rows back, and checks the rest is as loaded.
 * Answers false when the instance cannot be given out again (the test changed the schema or a
 * setting, or closed PGlite itself).
 */
async function reset(pooled: Pooled): Promise<boolean> {
  const { client } = pooled;
  if (client.closed) return false;
  try {
    // A test that failed inside a transaction may have left it open; session state (settings,
    // prepared statements, temporary tables, listeners, advisory locks) ends with DISCARD ALL.
    await client.exec('rollback');
    await client.exec('discard all');
    // Tables a test created are caught by the fingerprint below, not emptied here.
    await client.transaction(async (tx) => {
      await tx.exec(`truncate ${pooled.tables.join(', ')} restart identity cascade`);
      for (const { table, rows } of pooled.seeded) {
        await tx.query(
          `insert into ${table} select * from json_populate_recordset(null::${table}, $1)`,
          [rows],
        );
      }
      for (const { name, value } of pooled.sequences) {
        await tx.query('select setval($1, $2::bigint)', [name, value]);
      }
    });
    return (await fingerprint(pooled)) === pooled.fingerprint;
  } catch {
    return false;
  }
}

/**
 * A migrated, seeded PGlite as the snapshot holds it, and a `release` that gives it back to the
 * worker's pool. `snapshot` is read only when no idle instance is left.
 */
export async function leasePglite(snapshot: () => Blob): Promise<PGlite> {
  const pooled = pool().idle.pop() ?? (await load(snapshot));
  let released = false;
  const wrapped = new Map<PropertyKey, unknown>();

  const release = async () => {
    if (released) return;
    released = true;
    if (pool().idle.length < MAX_IDLE && (await reset(pooled))) {
      pool().idle.push(pooled);
    } else if (!pooled.client.closed) {
      await pooled.client.close();
    }
  };

  return new Proxy(pooled.client, {
    get(target, property) {
      if (property === 'close') return release;
      if (property === 'closed') return released || target.closed;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      // Bound to the real client (PGlite's methods use private fields), and refused once released.
      if (!wrapped.has(property)) {
        wrapped.set(property, (...args: unknown[]) => {
          if (released) return Promise.reject(new Error('PGlite is closed'));
          return (Reflect.get(target, property, target) as (...a: unknown[]) => unknown).apply(
            target,
            args,
          );
        });
      }
      return wrapped.get(property);
    },
    set(target, property, value) {
      // On the real client, as the reads above are: a setter there may use private fields.
      return Reflect.set(target, property, value, target);
    },
  });
}
