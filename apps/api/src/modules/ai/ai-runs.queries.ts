import { aiRuns, laborRoles, type AiRun, type NewAiRun, type Tx } from '@scopewright/db';
import { SCOPE_COPY } from '@scopewright/domain';
import type { RateCardRole } from '@scopewright/scoping';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

/** A run of the workspace, or 404 alike for an unknown id and another workspace's run (docs/security.md#tenant-isolation). */
export async function getAiRunOrThrow(tx: Tx, tenantId: string, id: string, lock = false): Promise<AiRun> {
  const query = tx
    .select()
    .from(aiRuns)
    .where(and(eq(aiRuns.tenantId, tenantId), eq(aiRuns.id, id)));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw new AppError('NOT_FOUND', SCOPE_COPY.runNotFound);
  return run;
}

export async function insertAiRun(tx: Tx, values: NewAiRun): Promise<{ id: string }> {
  const [run] = await tx.insert(aiRuns).values(values).returning({ id: aiRuns.id });
  if (!run) throw new Error('insertAiRun: the insert returned no row');
  return run;
}

/** The rate card's active labour roles in display order: the engines price with these and nothing else. */
export async function listRateCardRoles(tx: Tx, tenantId: string): Promise<RateCardRole[]> {
  return tx
    .select({
      id: laborRoles.id,
      name: laborRoles.name,
      billRateCents: laborRoles.billRateCents,
      costRateCents: laborRoles.costRateCents,
    })
    .from(laborRoles)
    .where(and(eq(laborRoles.tenantId, tenantId), isNull(laborRoles.archivedAt)))
    .orderBy(asc(laborRoles.position), asc(sql`lower(${laborRoles.name})`));
}
