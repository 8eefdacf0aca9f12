import { findRlsViolations, listTenantTables } from '@scopewright/db';
import { VALIDATION_COPY as COPY } from '@scopewright/domain';
import type { ValidationCheckRunner } from './check-context';

const ISOLATION_POLICY = 'tenant_isolation';

/**
 * Security promise 4 (docs/security.md): every tenant table forces row-level security and carries the
 * tenant_isolation policy; the runtime role is no superuser, has no BYPASSRLS and owns nothing. Platform findings.
 */
export const checkRls: ValidationCheckRunner = async ({ database, findings }) => {
  const client = await database.pool.connect();
  try {
    const tables = await listTenantTables(client);
    const problems = await findRlsViolations(client);
    const { rows: unguarded } = await client.query<{ table: string }>(
      `select t.name as table from unnest($1::text[]) as t(name)
       where not exists (select 1 from pg_policies p
         where p.schemaname = 'public' and p.tablename = t.name and p.policyname = $2)
       order by 1`,
      [tables, ISOLATION_POLICY],
    );
    for (const problem of problems) {
      const subject = /^([a-z0-9_]+):/.exec(problem)?.[1] ?? 'database';
      await findings.add({
        tenantId: null,
        severity: 'error',
        subjectType: 'table',
        subjectId: subject,
        message: COPY.rlsProblem(problem),
        fixPath: null,
      });
    }
    for (const { table } of unguarded) {
      // findRlsViolations already says when a table has no policy at all.
      if (problems.includes(`${table}: has no policy`)) continue;
      await findings.add({
        tenantId: null,
        severity: 'error',
        subjectType: 'table',
        subjectId: table,
        message: COPY.rlsNoIsolationPolicy(table),
        fixPath: null,
      });
    }
    return tables.length;
  } finally {
    client.release();
  }
};
