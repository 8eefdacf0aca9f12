import { quotes, withTenant } from '@scopewright/db';
import { formatQuoteNumber } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { getQuoteOrThrow } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

/**
 * DELETE /api/quotes/{id} (admins): the quote with its versions, lines and activity (docs/product-rules.md#live-access-rules). Its number is not
 * reused, and the slot it took under maxQuotes is free again. The audit log keeps which quote it was.
 */
export async function deleteQuote(ctx: TenantContext, input: { id: string }): Promise<void> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id, true);
    await tx.delete(quotes).where(and(eq(quotes.tenantId, ctx.tenantId), eq(quotes.id, quote.id)));
    await recordAudit(tx, ctx, {
      action: 'quote.deleted',
      tenantId: ctx.tenantId,
      target: { type: 'quote', id: quote.id, label: `${formatQuoteNumber(quote.number)} · ${quote.title}` },
      metadata: {
        number: quote.number,
        status: quote.status,
        clientId: quote.clientId,
        versionNo: quote.currentVersionNo,
        tcvCents: quote.tcvCents,
      },
    });
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
