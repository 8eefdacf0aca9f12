import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

export function tenantIsolationPolicy(tenantColumn = 'tenant_id') {
  // Sub-selects: evaluated once per statement (an init plan), not once per row.
  const rule = sql.raw(`${tenantColumn} = (select app_current_tenant()) or (select app_is_platform())`);
  return pgPolicy('tenant_isolation', { as: 'permissive', for: 'all', to: 'public', using: rule, withCheck: rule });
}

/** SQL for the custom migration that drizzle-kit cannot generate. */
export function forceRowLevelSecuritySql(tableName: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(tableName)) throw new Error(`Not a plain table name: ${tableName}`);
  return `ALTER TABLE "${tableName}" FORCE ROW LEVEL SECURITY;`;
}
