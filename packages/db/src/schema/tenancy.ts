import { foreignKey, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from '../ids';
import { tenants } from './tenants';

/*
 * Tenant table pattern (docs/decisions/0002-tenancy.md):
 *   export const quotes = pgTable('quotes', { ...tenantColumns(), title: text().notNull() },
 *     (t) => [tenantPrimaryKey(t), tenantIsolationPolicy()]);
 * then `npm run db:generate`, and a `drizzle-kit generate --custom` migration holding the output of
 * `node --import tsx packages/db/src/cli/rls-sql.ts quotes` (FORCE ROW LEVEL SECURITY).
 * Foreign keys between tenant tables use tenantForeignKey() so they include tenant_id.
 */
export function tenantColumns() {
  return {
    tenantId: uuid()
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid().notNull().$defaultFn(newId),
  };
}

/**
 * The columns of a child row that reaches its tenant through a composite foreign key to its parent (which
 * holds the tenants reference): no foreign key of its own to tenants, so a bulk insert checks one key per row,
 * not two. Deleting the tenant still removes the row, through the parent's cascade.
 */
export function childTenantColumns() {
  return {
    tenantId: uuid().notNull(),
    id: uuid().notNull().$defaultFn(newId),
  };
}

export function tenantPrimaryKey(table: { tenantId: AnyPgColumn; id: AnyPgColumn }) {
  return primaryKey({ columns: [table.tenantId, table.id] });
}

export function tenantForeignKey(
  name: string,
  from: { tenantId: AnyPgColumn; column: AnyPgColumn },
  to: { tenantId: AnyPgColumn; id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [from.tenantId, from.column], foreignColumns: [to.tenantId, to.id] });
}
