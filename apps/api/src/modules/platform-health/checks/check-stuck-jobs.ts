import { PLATFORM_DEBUG_PATH, VALIDATION_COPY as COPY } from '@scopewright/domain';
import { countOf, type ValidationCheckRunner } from './check-context';

interface StuckJobRow {
  id: string;
  name: string;
  state: string;
  activeMinutes: number | null;
  lateMinutes: number | null;
}

/**
 * pg-boss jobs no worker is moving (pg-boss 10's `pgboss.job`): active past their expiry (the worker died without
 * failing them, and no supervisor expired them), or created/retry more than an hour past their start. Platform
 * findings, fixed on Debug.
 */
export const checkStuckJobs: ValidationCheckRunner = async ({ database, findings }) => {
  const client = await database.pool.connect();
  try {
    const { rows: exists } = await client.query<{ present: boolean }>(
      `select to_regclass('pgboss.job') is not null as present`,
    );
    if (!exists[0]?.present) return 0;
    const { rows: counted } = await client.query<{ n: string }>(
      `select count(*) as n from pgboss.job where state in ('created', 'retry', 'active')`,
    );
    const { rows } = await client.query<StuckJobRow>(
      `select id, name, state::text as state,
         floor(extract(epoch from now() - started_on) / 60)::int as "activeMinutes",
         floor(extract(epoch from now() - start_after) / 60)::int as "lateMinutes"
       from pgboss.job
       where (state = 'active' and started_on + expire_in < now())
          or (state in ('created', 'retry') and start_after < now() - interval '1 hour')
       order by created_on`,
    );
    for (const job of rows) {
      await findings.add({
        tenantId: null,
        severity: 'warning',
        subjectType: 'job',
        subjectId: job.id,
        message:
          job.state === 'active'
            ? COPY.jobActivePastExpiry(job.name, job.activeMinutes ?? 0)
            : COPY.jobWaitingPastStart(job.name, job.state, job.lateMinutes ?? 0),
        fixPath: PLATFORM_DEBUG_PATH,
        details: { queue: job.name, state: job.state },
      });
    }
    return countOf(counted[0]?.n);
  } finally {
    client.release();
  }
};
