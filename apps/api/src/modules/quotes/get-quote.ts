import { withTenant, type Quote, type QuoteVersion, type Tx } from '@scopewright/db';
import type { QuoteDetail } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { readVersionContent } from './quote-content.queries';
import { isFrozen, listVersionRows, toVersionSummary, totalsOf } from './quote-versions.queries';
import { getCurrentVersion, getQuoteOrThrow, type Person } from './quote.queries';

/** GET /api/quotes/{id}: the quote, its current version's content with authoritative totals, and its history. */
export function getQuote(ctx: TenantContext, input: { id: string }): Promise<QuoteDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    // The history holds the current version: one query fewer on the wizard's most frequent read.
    const versions = await listVersionRows(tx, quote.tenantId, quote.id);
    const current = versions.find((version) => version.id === quote.currentVersionId);
    return buildQuoteDetail(tx, quote, current ?? (await getCurrentVersion(tx, quote)), versions);
  });
}

/** The quote's client and the people it names, in one round trip. */
async function findClientAndPeople(tx: Tx, quote: Quote, personIds: readonly (string | null)[]) {
  const ids = [...new Set(personIds.filter((id): id is string => id !== null))];
  const result = await tx.execute<{ client: QuoteDetail['client'] | null; people: Person[] }>(sql`select
    (select json_build_object('id', c.id, 'name', c.name, 'currency', c.currency)
       from clients c where c.tenant_id = ${quote.tenantId} and c.id = ${quote.clientId}) as client,
    (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email)), '[]'::json)
       from users u where u.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])) as people`);
  const row = result.rows[0];
  return { client: row?.client ?? null, people: new Map((row?.people ?? []).map((p) => [p.id, p])) };
}

export async function buildQuoteDetail(
  tx: Tx,
  quote: Quote,
  version: QuoteVersion,
  knownVersions?: QuoteVersion[],
): Promise<QuoteDetail> {
  const content = await readVersionContent(tx, quote.tenantId, version);
  const versions = knownVersions ?? (await listVersionRows(tx, quote.tenantId, quote.id));
  const { client, people } = await findClientAndPeople(tx, quote, [
    quote.ownerId,
    version.updatedBy,
    ...versions.map((v) => v.createdBy),
  ]);
  const person = (id: string | null) => (id && people.get(id)) || null;
  return {
    id: quote.id,
    number: quote.number,
    title: quote.title,
    status: quote.status,
    client: client ?? { id: quote.clientId, name: '', currency: quote.currency },
    contactId: quote.contactId,
    owner: person(quote.ownerId),
    currency: quote.currency,
    validUntil: quote.validUntil,
    archivedAt: quote.archivedAt?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    version: {
      id: version.id,
      versionNo: version.versionNo,
      status: version.status,
      lockVersion: version.lockVersion,
      isFrozen: isFrozen(version),
      updatedAt: version.updatedAt.toISOString(),
      updatedBy: person(version.updatedBy),
      content,
      totals: totalsOf(version, content),
    },
    versions: versions.map((v) => toVersionSummary(v, people)),
  };
}
