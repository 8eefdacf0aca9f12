import { activityActor } from '../../platform/access/actor';
import { newId, quotes, quoteVersions, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import { calculateQuoteTotals, type QuoteContent, type VersionOrigin } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { countQuotes } from '../billing';
import { quoteEvent, recordWebhookEvent } from '../webhooks';
import { versionHeaderOf, writeVersionContent } from './quote-content.queries';
import { listTotalsOf, nextQuoteNumber, recordActivity } from './quote.queries';

export interface NewQuoteFields {
  clientId: string;
  contactId: string | null;
  title: string;
  validUntil: string | null;
  currency: string;
  content: QuoteContent;
  createdFrom: VersionOrigin;
  basedOnVersionId?: string | null;
  /** The template (and version) the quote starts from. */
  template?: { id: string; version: number } | null;
  /** Document options the draft starts with (a template's branding override). */
  brandingSnapshot?: Record<string, unknown> | null;
  /** Extra facts for the `created` activity entry (a duplicate names its source). */
  activityMetadata?: Record<string, unknown>;
}

/**
 * A new quote with its v1 draft, in the caller's transaction: the maxQuotes limit (tenant row locked, so
 * concurrent creates count each other), the next number, the content and its totals, the `created` activity.
 */
export async function insertQuote(
  tx: Tx,
  ctx: TenantContext,
  fields: NewQuoteFields,
): Promise<{ quote: Quote; version: QuoteVersion }> {
  const { tenantId } = ctx;
  await enforceLimit(tx, { tenantId, limit: 'maxQuotes', countUsed: (t) => countQuotes(t, tenantId) });
  const number = await nextQuoteNumber(tx, tenantId);
  const totals = calculateQuoteTotals(fields.content);
  const quoteId = newId();
  const versionId = newId();
  const userId = ctx.actor.userId;
  const [quote] = await tx
    .insert(quotes)
    .values({
      id: quoteId,
      tenantId,
      number,
      title: fields.title,
      clientId: fields.clientId,
      contactId: fields.contactId,
      ownerId: userId,
      createdBy: userId,
      currentVersionId: versionId,
      currentVersionNo: 1,
      validUntil: fields.validUntil,
      currency: fields.currency,
      ...listTotalsOf(totals),
    })
    .returning();
  const [version] = await tx
    .insert(quoteVersions)
    .values({
      id: versionId,
      tenantId,
      quoteId,
      versionNo: 1,
      createdFrom: fields.createdFrom,
      basedOnVersionId: fields.basedOnVersionId ?? null,
      templateId: fields.template?.id ?? null,
      templateVersion: fields.template?.version ?? null,
      brandingSnapshot: fields.brandingSnapshot ?? null,
      ...versionHeaderOf(fields.content),
      totals: totals as unknown as Record<string, unknown>,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning();
  if (!quote || !version) throw new Error('insertQuote: insert returned no row');
  await writeVersionContent(tx, tenantId, versionId, fields.content, { replace: false });
  await recordActivity(tx, {
    tenantId,
    quoteId,
    versionId,
    type: 'created',
    ...activityActor(ctx.actor),
    metadata: { versionNo: 1, ...fields.activityMetadata },
  });
  await recordWebhookEvent(tx, tenantId, quoteEvent('quote.created', quote));
  return { quote, version };
}
