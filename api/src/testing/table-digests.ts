import type { DatabaseConnection } from '../db/client';

/** A table and its columns, as the database lists them. */
export type TableColumns = { schema: string; table: string; columns: string[] };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table of the database by `schema.table` (`public` ones by their bare name), with its columns in order. */
export async function listTables(connection: DatabaseConnection): Promise<Map<string, TableColumns>> {
  const { rows } = await connection.executeSql(
    `SELECT c.table_schema, c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY c.table_schema, c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, TableColumns>();
  for (const row of rows) {
    const schema = String(row.table_schema);
    const table = String(row.table_name);
    const key = schema === 'public' ? table : `${schema}.${table}`;
    const entry = tables.get(key) ?? { schema, table, columns: [] };
    entry.columns.push(String(row.column_name));
    tables.set(key, entry);
  }
  return tables;
}

/**
 * A table's row count and one digest of the given columns' values, row by row in the order of their
 * text: the same columns digested before and after a migration compare what it left alone, whatever
 * it added beside them.
 */
export async function digestTable(connection: DatabaseConnection, { schema, table, columns }: TableColumns): Promise<{ rows: number; digest: string }> {
  const row = columns.length > 0 ? `ROW(${columns.map(quote).join(', ')})::text` : `''`;
  const { rows } = await connection.executeSql(
    `SELECT count(*)::int AS n, md5(coalesce(string_agg(${row}, E'\\n' ORDER BY ${row}), '')) AS digest FROM ${quote(schema)}.${quote(table)}`,
  );
  return { rows: Number(rows[0]!.n), digest: String(rows[0]!.digest) };
}
