import { tenants, withTenant, type Tx } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import {
  CreateOpportunityInput,
  QUOTE_API_COPY,
  QuoteContentInput,
  type CreateQuoteInput,
  type QuoteContent,
  type QuoteDetail,
} from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { findDefaultTerms } from '../branding';
import { insertOpportunity, linkQuoteToOpportunity } from '../opportunities';
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

/** Where a new quote's content comes from when it is not blank: a template, or a whole AI suggestion. */
export interface QuoteOrigin {
  createdFrom: 'template' | 'ai';
  template: { id: string; version: number } | null;
  /** The draft's document options (ADR 0022), or null to follow the workspace. */
  brandingSnapshot: Record<string, unknown> | null;
  /** The content, from the workspace's defaults (tax rate and terms). */
  content: (defaults: { taxRateBps: number; terms: string }) => QuoteContent;
}

/** A new quote in the caller's transaction: the client checked, the workspace's defaults, v1 and its totals. */
/** The deal a new quote opens for itself: named after it, for its client and contact, in the first open stage. */
const dealForQuote = (title: string, clientId: string, contactId: string | null) =>
  CreateOpportunityInput.parse({ name: title, clientId, contactId });

export async function createQuoteIn(
  tx: Tx,
  ctx: TenantContext,
  input: CreateQuoteFields,
  origin?: QuoteOrigin,
): Promise<QuoteDetail> {
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
    content: input.content ?? (await startingContent(tx, ctx.tenantId, origin)),
    createdFrom: origin?.createdFrom ?? 'blank',
    template: origin?.template ?? null,
    brandingSnapshot: origin?.brandingSnapshot ?? null,
  });
  const opportunityId =
    input.opportunityId ??
    (input.newOpportunity
      ? (await insertOpportunity(tx, ctx, dealForQuote(input.title, client.id, input.contactId ?? null))).id
      : null);
  if (opportunityId) {
    const link = { id: quote.id, clientId: client.id, opportunityId: null };
    await linkQuoteToOpportunity(tx, ctx.tenantId, link, opportunityId);
  }
  return readQuoteDetail(tx, ctx.tenantId, quote.id, version.id);
}

async function startingContent(tx: Tx, tenantId: string, origin: QuoteOrigin | undefined): Promise<QuoteContent> {
  const defaults = { taxRateBps: await defaultTaxRateOf(tx, tenantId), terms: await findDefaultTerms(tx, tenantId) };
  return origin ? origin.content(defaults) : QuoteContentInput.parse(defaults);
}

/** POST /api/quotes: a new quote (v1 draft) for a client of the workspace, in the client's currency by default. */
export async function createQuote(ctx: TenantContext, input: CreateQuoteFields): Promise<QuoteDetail> {
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    createQuoteIn(tx, ctx, input),
  );
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
