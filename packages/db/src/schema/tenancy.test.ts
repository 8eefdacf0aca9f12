import { getTableConfig, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { forceRowLevelSecuritySql, tenantIsolationPolicy } from './rls';
import { tenantColumns, tenantForeignKey, tenantPrimaryKey } from './tenancy';

const clients = pgTable('clients', { ...tenantColumns(), name: text().notNull() }, (t) => [
  tenantPrimaryKey(t),
  tenantIsolationPolicy(),
]);
const contacts = pgTable('contacts', { ...tenantColumns(), clientId: uuid().notNull() }, (t) => [
  tenantPrimaryKey(t),
  tenantForeignKey('contacts_client_fk', { tenantId: t.tenantId, column: t.clientId }, clients),
  tenantIsolationPolicy(),
]);

describe('tenant table helpers', () => {
  it('key tenant tables by (tenant_id, id) and protect them with the tenant policy', () => {
    const config = getTableConfig(clients);
    expect(config.primaryKeys[0]?.columns.map((column) => column.name)).toEqual(['tenantId', 'id']);
    expect(config.policies.map((policy) => policy.name)).toEqual(['tenant_isolation']);
    expect(config.foreignKeys[0]?.reference().foreignTable).toBeDefined();
  });

  it('make foreign keys between tenant tables include tenant_id', () => {
    const reference = getTableConfig(contacts)
      .foreignKeys.find((fk) => fk.getName() === 'contacts_client_fk')
      ?.reference();
    expect(reference?.columns.map((column) => column.name)).toEqual(['tenantId', 'clientId']);
    expect(reference?.foreignColumns.map((column) => column.name)).toEqual(['tenantId', 'id']);
  });

  it('writes the FORCE statement and refuses anything but a plain table name', () => {
    expect(forceRowLevelSecuritySql('quotes')).toBe('ALTER TABLE "quotes" FORCE ROW LEVEL SECURITY;');
    expect(() => forceRowLevelSecuritySql('quotes; drop table x')).toThrow();
  });
});
