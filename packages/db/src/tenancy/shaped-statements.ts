import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { DB_CASING } from '../connection/connect-database';
import { queryPrepared, type PreparedStatement, type Tx } from './with-tenant';

const dialect = new PgDialect({ casing: DB_CASING });

/**
 * A query written with drizzle's `sql` and `sql.placeholder(name)` for every value that varies per request, printed
 * once per shape (which filters, which sort) and run by name afterwards: Postgres parses and plans it once per
 * connection, and Node neither rebuilds the SQL nor maps rows (ADR 0037).
 */
export interface ShapedStatement {
  statement: PreparedStatement;
  /** The printed query's parameters: constants, and placeholders that `queryShaped` fills from its values. */
  params: unknown[];
}

/** Beyond this many shapes a family stops naming new ones (each named statement holds memory per connection). */
const MAX_NAMED_SHAPES = 500;

/**
 * A family of statements of one query (`prefix` names them): `shape(key, build)` prints `build()` the first time a
 * key is seen and returns the same statement afterwards. The key must say everything `build` depends on.
 *
 * `plan: 'per-call'` keeps the printed text but runs it unnamed, so Postgres plans every call for its values. For
 * queries whose best plan depends on them (a search pattern): a named statement switches to one generic plan
 * after five calls, and for a search that plan can walk the whole workspace.
 */
export function shapedStatements(
  prefix: string,
  { plan = 'shared' }: { plan?: 'shared' | 'per-call' } = {},
): (key: string, build: () => SQL) => ShapedStatement {
  const shapes = new Map<string, ShapedStatement>();
  return (key, build) => {
    const known = shapes.get(key);
    if (known) return known;
    const query = dialect.sqlToQuery(build());
    const named = plan === 'shared' && shapes.size < MAX_NAMED_SHAPES;
    const shaped = {
      statement: { name: named ? `${prefix}:${shapes.size}` : undefined, text: query.sql },
      params: query.params,
    };
    if (shapes.size < MAX_NAMED_SHAPES) shapes.set(key, shaped);
    return shaped;
  };
}

/** Runs a shaped statement in a withTenant transaction, its placeholders filled from `values`; rows as pg parses them. */
export function queryShaped<Row extends pg.QueryResultRow>(
  tx: Tx,
  { statement, params }: ShapedStatement,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return queryPrepared<Row>(tx, statement, fillPlaceholders(params, values));
}
