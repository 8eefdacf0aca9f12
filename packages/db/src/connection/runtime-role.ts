import type { ClientBase } from 'pg';

export const RUNTIME_ROLE = 'scopewright_app';

/** Tables the runtime role may read and change but never delete from. */
const NO_DELETE_TABLES = ['email_templates'];
/** Tables the runtime role may only add to and read (the audit log; docs/product-rules.md#audit-log). */
const APPEND_ONLY_TABLES = ['audit_events'];

export async function ensureRuntimeRole(client: ClientBase): Promise<void> {
  await client.query(`
    DO $$
    BEGIN
      CREATE ROLE ${RUNTIME_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`);
  const { rows } = await client.query<{ member: boolean }>(
    `select rolsuper or pg_has_role(current_user, $1, 'MEMBER') as member from pg_roles where rolname = current_user`,
    [RUNTIME_ROLE],
  );
  if (!rows[0]?.member) await client.query(`GRANT ${RUNTIME_ROLE} TO CURRENT_USER`);
}

/** Grants are per database; re-applied after every migration so they converge. */
export async function applyRuntimeGrants(client: ClientBase): Promise<void> {
  const statements = [
    `GRANT USAGE ON SCHEMA public TO ${RUNTIME_ROLE}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${RUNTIME_ROLE}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${RUNTIME_ROLE}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${RUNTIME_ROLE}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${RUNTIME_ROLE}`,
    ...NO_DELETE_TABLES.map((table) => `REVOKE DELETE ON public.${table} FROM ${RUNTIME_ROLE}`),
    ...APPEND_ONLY_TABLES.map((table) => `REVOKE UPDATE, DELETE, TRUNCATE ON public.${table} FROM ${RUNTIME_ROLE}`),
  ];
  for (const statement of statements) await client.query(statement);
}
