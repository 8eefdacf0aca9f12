import type { ClientBase } from 'pg';
import { RUNTIME_ROLE } from '../connection/runtime-role';

/** Public tables that hold tenant data: a `tenant_id` column, or the tenants table itself. */
export async function listTenantTables(client: ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ table: string }>(`
    select c.relname as table
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and (c.relname = 'tenants' or exists (
        select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped))
    order by 1`);
  return rows.map((row) => row.table);
}

/** Every way the security promise #4 can be broken, as readable sentences; empty when all is well. */
export async function findRlsViolations(client: ClientBase): Promise<string[]> {
  const problems: string[] = [];
  const { rows: tables } = await client.query<{ table: string; enabled: boolean; forced: boolean; policies: number }>(
    `
    select c.relname as table, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
      (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = any($1::text[])`,
    [await listTenantTables(client)],
  );
  for (const t of tables) {
    if (!t.enabled) problems.push(`${t.table}: row level security is not enabled`);
    if (!t.forced) problems.push(`${t.table}: row level security is not forced`);
    if (t.policies === 0) problems.push(`${t.table}: has no policy`);
  }
  const { rows: roles } = await client.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
    'select rolsuper, rolbypassrls from pg_roles where rolname = $1',
    [RUNTIME_ROLE],
  );
  const role = roles[0];
  if (!role) problems.push(`${RUNTIME_ROLE}: role does not exist`);
  if (role?.rolsuper) problems.push(`${RUNTIME_ROLE}: is a superuser`);
  if (role?.rolbypassrls) problems.push(`${RUNTIME_ROLE}: has BYPASSRLS`);
  const { rows: owned } = await client.query<{ name: string }>(
    `
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and pg_get_userbyid(c.relowner) = $1
    union all
    select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and pg_get_userbyid(p.proowner) = $1
    union all
    select 'schema ' || nspname from pg_namespace where nspname = 'public' and pg_get_userbyid(nspowner) = $1`,
    [RUNTIME_ROLE],
  );
  for (const o of owned) problems.push(`${RUNTIME_ROLE}: owns ${o.name}`);
  return problems;
}
