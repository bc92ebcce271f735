import type { SqlExecutor } from '../db/client.ts';

/** A column of a table in the `public` schema as the catalogue describes it. */
interface Column {
  table: string;
  column: string;
  /** As `format_type` writes it, with length and precision: `character varying(50)`, `numeric(12,2)`. */
  type: string;
  typname: string;
  notNull: boolean;
  /** Filled by the database itself: serial, identity or generated. */
  automatic: boolean;
}

interface ForeignKey {
  table: string;
  parent: string;
  columns: string[];
  parentColumns: string[];
}

export type Row = Record<string, unknown>;

const columnsQuery = `
  select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
    t.typname as "typname", a.attnotnull as "notNull",
    (a.attidentity <> '' or a.attgenerated <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%')
      as "automatic"
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const keyColumns = (keys: string, relation: string) => `array(
    select a.attname::text from unnest(c.${keys}) with ordinality as k(num, ord)
    join pg_attribute a on a.attrelid = c.${relation} and a.attnum = k.num order by k.ord)`;

const constraintsQuery = (type: 'f' | 'p') => `
  select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as "parent",
    ${keyColumns('conkey', 'conrelid')} as "columns", ${keyColumns('confkey', 'confrelid')} as "parentColumns"
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where n.nspname = 'public' and c.contype = '${type}'`;

export async function tableColumns(sql: SqlExecutor): Promise<Column[]> {
  return (await sql(columnsQuery)).rows as Column[];
}

export async function primaryKeys(sql: SqlExecutor): Promise<Map<string, string[]>> {
  const rows = (await sql(constraintsQuery('p'))).rows as ForeignKey[];
  return new Map(rows.map((row) => [row.table, row.columns]));
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A value of the column's type, different for each `n`, as SQL; undefined for a type the filler does not know. */
function valueFor(column: Column, n: number): string | undefined {
  const cast = (text: string) => `${quote(text)}::${column.type}`;
  if (column.typname.startsWith('_')) return cast('{}');
  switch (column.typname) {
    case 'text':
    case 'varchar':
    case 'bpchar':
      return cast(`${column.column} ${n}`);
    case 'uuid':
      return 'gen_random_uuid()';
    case 'int2':
    case 'int4':
    case 'int8':
      return String(n);
    case 'numeric':
    case 'float4':
    case 'float8':
      return cast(`${n}.5`);
    case 'bool':
      return 'true';
    case 'timestamptz':
    case 'timestamp':
      return cast(`2026-01-${String(10 + (n % 18)).padStart(2, '0')}T10:00:00Z`);
    case 'date':
      return cast('2026-01-15');
    case 'json':
    case 'jsonb':
      return cast('{}');
    default:
      return undefined;
  }
}

/** A value read back through `to_jsonb`, as a SQL literal of `type`. */
export function literal(value: unknown, type: string): string {
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  return `${quote(text)}::${type}`;
}

/**
 * Puts one row into every table of the `public` schema, parents before children: each column gets a value of
 * its type (the database fills serial and identity columns), each foreign key the key of the row put into the
 * parent table. A nullable key to a table filled later (a cycle) stays empty. Answers the rows as stored.
 */
export async function fillEveryTable(sql: SqlExecutor, n: number): Promise<Map<string, Row>> {
  const columns = await tableColumns(sql);
  const keys = (await sql(constraintsQuery('f'))).rows as ForeignKey[];
  const tables = [...new Set(columns.map((column) => column.table))];
  const filled = new Map<string, Row>();
  const required = (table: string) =>
    keys.filter(
      (key) =>
        key.table === table &&
        key.parent !== table &&
        key.columns.some((name) => columns.find((c) => c.table === table && c.column === name)?.notNull),
    );
  while (filled.size < tables.length) {
    const ready = tables.find(
      (table) => !filled.has(table) && required(table).every((key) => filled.has(key.parent)),
    );
    if (!ready) throw new Error(`no table can be filled first among ${tables.filter((t) => !filled.has(t))}`);
    const values = new Map<string, string>();
    for (const column of columns.filter((c) => c.table === ready && !c.automatic)) {
      const value = valueFor(column, n);
      if (value) values.set(column.column, value);
      else if (column.notNull) throw new Error(`the filler has no value of type ${column.type} (${ready})`);
    }
    for (const key of keys.filter((k) => k.table === ready)) {
      const parentRow = filled.get(key.parent);
      key.columns.forEach((name, index) => {
        const type = columns.find((c) => c.table === ready && c.column === name)?.type ?? 'text';
        const parentValue = parentRow?.[key.parentColumns[index] ?? ''];
        values.set(name, parentRow ? literal(parentValue, type) : 'null');
      });
    }
    const names = [...values.keys()].map((name) => `"${name}"`).join(', ');
    const insert =
      values.size === 0
        ? `insert into "${ready}" default values`
        : `insert into "${ready}" (${names}) values (${[...values.values()].join(', ')})`;
    const { rows } = await sql(`${insert} returning to_jsonb("${ready}".*) as "row"`);
    filled.set(ready, (rows[0] as { row: Row }).row);
  }
  return filled;
}

/**
 * The `public` schema as sorted lines (columns with type, nullability and default; indexes; constraints), so
 * two databases compare as equal when their schemas are.
 */
export async function schemaFingerprint(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql(`
    select format('column %s.%s %s%s default %s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
        case when a.attnotnull then ' not null' else '' end, coalesce(pg_get_expr(d.adbin, d.adrelid), '-')) as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
    union all
    select format('index %s', indexdef) from pg_indexes where schemaname = 'public'
    union all
    select format('constraint %s %s %s', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    union all
    select format('extension %s', extname) from pg_extension`);
  return (rows as { line: string }[]).map((row) => row.line).toSorted();
}
