import { activityActor } from '../../platform/access/actor';
import { aiRuns, withTenant } from '@scopewright/db';
import type { AcceptedLinesInput } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getQuoteOrThrow, recordActivity } from '../quotes';
import { AppError } from '../../platform/errors';
import { getAiRunOrThrow } from './ai-runs.queries';

const NOT_A_LINE = 'This line is not part of that suggestion.';

export type AcceptedLinesFields = z.output<typeof AcceptedLinesInput> & { id: string };

/**
 * POST /api/ai/runs/{id}/accepted: which suggested lines the user put on a quote. Keys add up over calls
 * (accept one section now, another later); with a quote of the workspace, its activity log gets an
 * `ai_generated` entry with the number of lines.
 */
export async function recordAcceptedLines(
  ctx: TenantContext,
  input: AcceptedLinesFields,
): Promise<{ runId: string; acceptedLineKeys: string[] }> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const run = await getAiRunOrThrow(tx, tenantId, input.id, true);
    const lineKeys = run.output?.sections.flatMap((section) => section.lines.map((line) => line.key)) ?? [];
    const known = new Set([...lineKeys, ...(run.output?.items ?? []).map((item) => item.key)]);
    const unknown = input.lineKeys.flatMap((key, index) => (known.has(key) ? [] : [index]));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION', undefined, {
        details: unknown.map((index) => ({ path: `lineKeys.${index}`, message: NOT_A_LINE })),
      });
    }
    const quote = input.quoteId ? await getQuoteOrThrow(tx, tenantId, input.quoteId) : null;
    const accepted = [...new Set([...run.acceptedLineKeys, ...input.lineKeys])];
    await tx
      .update(aiRuns)
      .set({ acceptedLineKeys: accepted })
      .where(and(eq(aiRuns.tenantId, tenantId), eq(aiRuns.id, run.id)));
    if (quote) {
      await recordActivity(tx, {
        tenantId,
        quoteId: quote.id,
        versionId: quote.currentVersionId,
        type: 'ai_generated',
        ...activityActor(ctx.actor),
        metadata: { runId: run.id, lines: input.lineKeys.length, source: run.source },
      });
    }
    return { runId: run.id, acceptedLineKeys: accepted };
  });
}
