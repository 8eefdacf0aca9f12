import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../connection/connect-database';
import { RUNTIME_ROLE } from '../connection/runtime-role';
import { createTestDatabase, createTestOwnerDatabase } from '../testing';
import { findRlsViolations, listTenantTables } from './rls-catalog';

const owner = createTestOwnerDatabase();
const app = createTestDatabase();

afterAll(async () => {
  await Promise.all([owner.close(), app.close()]);
});

describe('row-level security catalog', () => {
  it('finds the tenant tables', async () => {
    const client = await owner.pool.connect();
    try {
      expect(await listTenantTables(client)).toEqual(expect.arrayContaining(['email_logs', 'tenants']));
    } finally {
      client.release();
    }
  });

  it('reports no violation: RLS enabled and forced with a policy, runtime role unprivileged and owning nothing', async () => {
    const client = await owner.pool.connect();
    try {
      expect(await findRlsViolations(client)).toEqual([]);
    } finally {
      client.release();
    }
  });

  it('reports a tenant table added without RLS', async () => {
    const client = await owner.pool.connect();
    try {
      await client.query('begin');
      await client.query('create table public.rls_probe (tenant_id uuid not null, id uuid primary key)');
      expect(await findRlsViolations(client)).toEqual([
        'rls_probe: row level security is not enabled',
        'rls_probe: row level security is not forced',
        'rls_probe: has no policy',
      ]);
      await client.query('alter table public.rls_probe enable row level security');
      await client.query(`create policy p on public.rls_probe using (tenant_id = app_current_tenant())`);
      expect(await findRlsViolations(client)).toEqual(['rls_probe: row level security is not forced']);
      await client.query(`alter table public.rls_probe owner to ${RUNTIME_ROLE}`);
      expect(await findRlsViolations(client)).toContain(`${RUNTIME_ROLE}: owns rls_probe`);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('serves every pooled connection as the runtime role, which is neither superuser nor BYPASSRLS', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        app.pool.query<{ current_user: string; session_user: string; is_super: string; bypass: boolean }>(
          `select current_user, session_user, current_setting('is_superuser') as is_super,
             (select rolbypassrls from pg_roles where rolname = current_user) as bypass`,
        ),
      ),
    );
    for (const { rows } of results) {
      expect(rows[0]).toMatchObject({ current_user: RUNTIME_ROLE, is_super: 'off', bypass: false });
    }
  });

  it('refuses to hand out a connection whose SET ROLE failed', async () => {
    const probe = `sw_probe_${Date.now()}`;
    await owner.pool.query(`create role ${probe} login password 'probe-password'`);
    const url = new URL(owner.pool.options.connectionString ?? '');
    url.username = probe;
    url.password = 'probe-password';
    const outsider = connectDatabase(url.toString());
    try {
      await expect(outsider.pool.query('select current_user')).rejects.toThrow(/permission denied to set role/);
    } finally {
      await outsider.close();
      await owner.pool.query(`drop role ${probe}`);
    }
  });
});
