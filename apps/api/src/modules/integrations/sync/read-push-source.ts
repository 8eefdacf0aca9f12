import { clients, opportunities, quoteAcceptances, quotes, quoteVersions, type Tx } from '@scopewright/db';
import { and, eq } from 'drizzle-orm';
import { readVersionContent, totalsOf } from '../../quotes';
import type { PushSource } from './build-push-plan';

export interface PushQuote extends PushSource {
  quoteId: string;
  versionId: string;
  client: { id: string; name: string; website: string | null; phone: string | null };
}

const domainOf = (website: string | null) =>
  website
    ? website
        .trim()
        .toLowerCase()
        .replace(/^[a-z]+:\/\//, '')
        .replace(/^www\./, '')
        .split(/[/?#]/)[0] || null
    : null;

/** The client's web domain ("acme.com") from its website, for matching PSA companies. */
export const clientDomain = domainOf;

/** The accepted version `versionNo` of a quote with its content, accepted totals, client and deal stage. */
export async function readPushSource(
  tx: Tx,
  tenantId: string,
  quoteId: string,
  versionNo: number,
): Promise<PushQuote | null> {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, quoteId)));
  if (!quote) return null;
  const [version] = await tx
    .select()
    .from(quoteVersions)
    .where(
      and(
        eq(quoteVersions.tenantId, tenantId),
        eq(quoteVersions.quoteId, quoteId),
        eq(quoteVersions.versionNo, versionNo),
      ),
    );
  if (!version || version.status !== 'accepted') return null;
  const [client] = await tx
    .select({ id: clients.id, name: clients.name, website: clients.website, phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.tenantId, tenantId), eq(clients.id, quote.clientId)));
  if (!client) return null;
  const [deal] = quote.opportunityId
    ? await tx
        .select({ stageId: opportunities.stageId })
        .from(opportunities)
        .where(and(eq(opportunities.tenantId, tenantId), eq(opportunities.id, quote.opportunityId)))
    : [];
  const [acceptance] = await tx
    .select({ acceptedAt: quoteAcceptances.acceptedAt })
    .from(quoteAcceptances)
    .where(and(eq(quoteAcceptances.tenantId, tenantId), eq(quoteAcceptances.versionId, version.id)));
  const content = await readVersionContent(tx, tenantId, version);
  return {
    quoteId,
    versionId: version.id,
    quote: { number: quote.number, title: quote.title, currency: quote.currency },
    clientName: client.name,
    client,
    stageId: deal?.stageId ?? null,
    version: {
      versionNo,
      acceptedAt: acceptance?.acceptedAt ?? version.acceptedAt ?? quote.acceptedAt ?? new Date(),
      content,
      totals: totalsOf(version, content),
    },
  };
}
