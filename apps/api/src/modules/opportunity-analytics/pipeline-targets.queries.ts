import { queryPrepared, type Tx } from '@scopewright/db';

export interface PipelineTarget {
  periodKey: string;
  targetCents: number;
}

/** Every target of the workspace (a few dozen rows at most), months before quarters of a year. */
export async function readPipelineTargets(tx: Tx, tenantId: string): Promise<PipelineTarget[]> {
  const rows = await queryPrepared<{ period_key: string; target_cents: number }>(
    tx,
    {
      name: 'opportunity-analytics:targets',
      text: `select period_key, target_cents::float8 as target_cents
        from pipeline_targets where tenant_id = $1 order by period_key`,
    },
    [tenantId],
  );
  return rows.map((r) => ({ periodKey: r.period_key, targetCents: r.target_cents }));
}
