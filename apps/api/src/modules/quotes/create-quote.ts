import { tenants, withTenant, type Tx } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import { QUOTE_API_COPY, QuoteContentInput, type CreateQuoteInput, type QuoteDetail } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { findDefaultTerms } from '../branding';
import { readQuoteDetail } from './quote-detail.queries';
import { insertQuote } from './insert-quote.queries';
import { getClientForQuoteOrThrow } from './quote.queries';
import { invalidateQuoteCounts } from './quote-count-cache';

export type CreateQuoteFields = z.output<typeof CreateQuoteInput>;

async function defaultTaxRateOf(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ taxRateBps: tenants.defaultTaxRateBps })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.taxRateBps ?? 0;
}

/** POST /api/quotes: a new quote (v1 draft) for a client of the workspace, in the client's currency by default. */
export async function createQuote(ctx: TenantContext, input: CreateQuoteFields): Promise<QuoteDetail> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const client = await getClientForQuoteOrThrow(tx, ctx.tenantId, input.clientId, input.contactId);
    if (client.archivedAt) {
      throw new AppError('VALIDATION', QUOTE_API_COPY.clientArchived, {
        details: [{ path: 'clientId', message: QUOTE_API_COPY.clientArchived }],
      });
    }
    const { quote, version } = await insertQuote(tx, ctx, {
      clientId: client.id,
      contactId: input.contactId ?? null,
      title: input.title,
      validUntil: input.validUntil ?? null,
      currency: input.currency ?? client.currency,
      // A blank quote starts from the workspace's default tax rate (Settings → Company) and terms (→ Branding).
      content:
        input.content ??
        QuoteContentInput.parse({
          taxRateBps: await defaultTaxRateOf(tx, ctx.tenantId),
          terms: await findDefaultTerms(tx, ctx.tenantId),
        }),
      createdFrom: 'blank',
    });
    return readQuoteDetail(tx, ctx.tenantId, quote.id, version.id);
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
