/**
 * Migrations are hand-written SQL (decision 048); schema.ts is how the code reads the tables.
 * This test is what keeps the two one: on a freshly migrated database, every table and view
 * of schema.ts exists with exactly its columns, types' nullability and nothing else.
 */

import { getTableConfig, getViewConfig, PgTable, PgView } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import * as schema from './schema.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const tables = Object.values(schema).filter((value) => value instanceof PgTable);
const views = Object.values(schema).filter((value) => value instanceof PgView);

describe('schema.ts and the migrations', () => {
  let database: TestDatabase;
  let columns: Map<string, Map<string, boolean>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const rows = await database.prepared<{
      table_name: string;
      column_name: string;
      is_nullable: string;
    }>(
      'schema_columns',
      `select table_name, column_name, is_nullable from information_schema.columns
       where table_schema = 'public'`,
      [],
    );
    columns = new Map();
    // Drizzle's own journal table lives in its own schema; every public table is ours.
    for (const row of rows) {
      const table = columns.get(row.table_name) ?? new Map<string, boolean>();
      table.set(row.column_name, row.is_nullable === 'NO');
      columns.set(row.table_name, table);
    }
  });
  afterAll(() => database?.drop());

  it('reads every table the migrations make, and no other', () => {
    const named = [
      ...tables.map((t) => getTableConfig(t).name),
      ...views.map((v) => getViewConfig(v).name),
    ];
    expect([...columns.keys()].sort()).toEqual(named.sort());
  });

  it.each(tables.map((table) => [getTableConfig(table).name, table] as const))(
    '%s has exactly the columns schema.ts names, with their NOT NULL',
    (name, table) => {
      const expected = Object.fromEntries(
        getTableConfig(table).columns.map((column) => [column.name, column.notNull]),
      );
      expect(Object.fromEntries(columns.get(name) ?? [])).toEqual(expected);
    },
  );

  it.each(views.map((view) => [getViewConfig(view).name, view] as const))(
    'view %s has the columns schema.ts names',
    (name, view) => {
      const expected = Object.keys(getViewConfig(view).selectedFields).length;
      expect(columns.get(name)?.size).toBe(expected);
    },
  );
});
