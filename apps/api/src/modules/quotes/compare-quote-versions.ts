import { withTenant } from '@scopewright/db';
import { compareQuoteContent, QUOTE_API_COPY, type QuoteComparison } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readVersionContent } from './quote-content.queries';
import { summarizeVersions } from './quote-versions.queries';
import { getQuoteOrThrow, getVersionByNoOrThrow } from './quote.queries';

/** GET /api/quotes/{id}/compare?from=&to=: added, removed and changed lines (by stable id) and the totals. */
export function compareQuoteVersions(
  ctx: TenantContext,
  input: { id: string; from: number; to: number },
): Promise<QuoteComparison> {
  if (input.from === input.to) {
    throw new AppError('VALIDATION', QUOTE_API_COPY.compareSameVersion, {
      details: [{ path: 'to', message: QUOTE_API_COPY.compareSameVersion }],
    });
  }
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    const from = await getVersionByNoOrThrow(tx, quote, input.from);
    const to = await getVersionByNoOrThrow(tx, quote, input.to);
    const [before, after] = [
      await readVersionContent(tx, ctx.tenantId, from),
      await readVersionContent(tx, ctx.tenantId, to),
    ];
    const comparison = compareQuoteContent(before, after);
    const [fromSummary, toSummary] = await summarizeVersions(tx, [from, to]);
    return { from: fromSummary!, to: toSummary!, lines: comparison.lines, totals: comparison.totals };
  });
}
