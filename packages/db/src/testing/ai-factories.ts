import type { DbClient } from '../connection/connect-database';
import { aiRuns, type AiRun, type AiRunOutput, type NewAiRun } from '../schema/ai';
import { withTenant } from '../tenancy/with-tenant';
import { addAiGeneration } from '../usage/ai-usage-counters';

export const EMPTY_AI_OUTPUT: AiRunOutput = {
  quantities: [],
  sections: [],
  totalHours: 0,
  totalPriceCents: 0,
  message: null,
  notUnderstood: [],
  questions: [],
  serviceIds: [],
  items: [],
};

export const SAMPLE_AI_LINE_KEY = 'sample-migration:migrate-mailboxes';

/** One section with one priced line (key SAMPLE_AI_LINE_KEY): what a small built-in run returns. */
export const SAMPLE_AI_OUTPUT: AiRunOutput = {
  ...EMPTY_AI_OUTPUT,
  quantities: [{ value: 45, unit: 'users', text: '45 users' }],
  sections: [
    {
      name: 'Migration',
      confidence: 0.9,
      confidenceLevel: 'high',
      lines: [
        {
          key: SAMPLE_AI_LINE_KEY,
          name: 'Migrate mailboxes',
          description: 'Migrate mail, calendars and contacts.',
          role: 'Systems Engineer',
          roleId: null,
          hours: 22.5,
          billRateCents: 0,
          costRateCents: 0,
          priceCents: 0,
          deliverables: [],
          assumptions: [],
          outOfScope: [],
          customerResponsibilities: [],
          rationale: '45 users × 0.5 h per mailbox',
          serviceId: null,
        },
      ],
    },
  ],
  totalHours: 22.5,
};

/** A succeeded built-in run, counted as one AI generation of its month as the API counts it (ADR 0043). */
export async function createAiRun(
  db: DbClient,
  tenantId: string,
  overrides: Partial<Omit<NewAiRun, 'tenantId'>> = {},
): Promise<AiRun> {
  const [run] = await withTenant({ db, tenantId }, async (tx) => {
    const rows = await tx
      .insert(aiRuns)
      .values({
        description: 'Migrate 45 users from Google Workspace to Microsoft 365',
        source: 'builtin',
        provider: 'builtin',
        promptVersion: 'builtin',
        status: 'succeeded',
        output: SAMPLE_AI_OUTPUT,
        latencyMs: 3,
        ...overrides,
        tenantId,
      })
      .returning();
    const created = rows[0];
    if (created?.status === 'succeeded') {
      await addAiGeneration(tx, { tenantId, now: created.createdAt, limit: 'unlimited' });
    }
    return rows;
  });
  if (!run) throw new Error('createAiRun: insert returned no row');
  return run;
}
