import { createHash, randomBytes } from 'node:crypto';
import { linkExpiryFor, listFiguresOf } from '@scopewright/domain';
import { newId } from '../ids';
import type { NewQuoteActivity } from '../schema/quotes';
import { quoteAcceptances, quoteShareLinks, quoteViews } from '../schema/quote-sharing';
import type { Tx } from '../tenancy/with-tenant';
import type { BuiltQuote, BuiltVersion } from './demo-quotes-build';

/** The client's person who signs demo quotes (the client's signer contact, else its primary one). */
export interface DemoSigner {
  name: string;
  title: string;
  email: string;
}

interface DemoSharingInput {
  tenantId: string;
  quoteId: string;
  number: number;
  ownerId: string | null;
  versionIds: string[];
  built: BuiltQuote;
  signer: DemoSigner | null;
  now: Date;
}

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
];

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');

/** The optional items the version prints as included: what the client picked when accepting. */
const selectionOf = (version: BuiltVersion) => ({
  selectedSectionIds: version.content.sections.filter((s) => s.isOptional && s.isSelected).map((s) => s.id),
  selectedLineIds: version.content.sections.flatMap((s) =>
    s.lines.filter((line) => line.isOptional && line.isSelected).map((line) => line.id),
  ),
});

/**
 * Demo data: a share link per sent version (random token, thrown away), one quote_views row per
 * recorded view, and an acceptance record (typed signature) per accepted version (docs/decisions/0019-public-quote-acceptance.md). The document hash is the
 * SHA-256 of a placeholder, not of a rendered PDF (the seed cannot render one): the demo's signed PDF download
 * will not hash to it. Also the accepted activity metadata the app writes, keyed by version id.
 */
export function demoSharingRows(input: DemoSharingInput) {
  const { tenantId, quoteId, built } = input;
  const ip = `203.0.113.${(input.number % 200) + 10}`;
  const userAgent = USER_AGENTS[input.number % USER_AGENTS.length]!;
  const links: (typeof quoteShareLinks.$inferInsert)[] = [];
  const views: (typeof quoteViews.$inferInsert)[] = [];
  const acceptances: (typeof quoteAcceptances.$inferInsert)[] = [];
  const acceptedMeta = new Map<string, NewQuoteActivity['metadata']>();

  for (const [index, version] of built.versions.entries()) {
    if (!version.sentAt) continue;
    const versionId = input.versionIds[index]!;
    const isCurrent = index === built.versions.length - 1;
    const linkId = newId();
    const lastView = version.acceptedAt ?? version.declinedAt ?? built.versions[index + 1]?.createdAt ?? input.now;
    links.push({
      id: linkId,
      tenantId,
      quoteId,
      versionId,
      tokenHash: sha256(randomBytes(32)),
      createdBy: input.ownerId,
      createdAt: version.sentAt,
      expiresAt: linkExpiryFor(isCurrent ? built.validUntil : null, version.sentAt),
      lastViewedAt: version.firstViewedAt ? lastView : null,
    });
    if (version.firstViewedAt) {
      const first = version.firstViewedAt.getTime();
      const gap = Math.max(0, lastView.getTime() - first) / Math.max(1, version.viewCount);
      for (let n = 0; n < version.viewCount; n += 1) {
        const viewedAt = new Date(first + Math.round(n * gap));
        views.push({ tenantId, quoteId, versionId, shareLinkId: linkId, viewedAt, ip, userAgent });
      }
    }
    if (version.acceptedAt && input.signer) {
      const selection = selectionOf(version);
      acceptances.push({
        tenantId,
        quoteId,
        versionId,
        shareLinkId: linkId,
        signerName: input.signer.name,
        signerTitle: input.signer.title,
        signerEmail: input.signer.email,
        signatureKind: 'typed',
        signatureText: input.signer.name,
        ...selection,
        acceptedAt: version.acceptedAt,
        ip,
        userAgent,
        documentSha256: sha256(`demo-signed-quote:${input.number}:v${version.versionNo}`),
      });
      acceptedMeta.set(versionId, {
        signerName: input.signer.name,
        signerTitle: input.signer.title,
        selectedCount: selection.selectedLineIds.length + selection.selectedSectionIds.length,
        oneTimeTotalCents: listFiguresOf(version.totals).oneTimeTotalCents,
        mrrCents: version.totals.mrrCents,
        tcvCents: version.totals.tcvCents,
      });
    }
  }
  return { links, views, acceptances, acceptedMeta };
}

export type DemoSharingRows = ReturnType<typeof demoSharingRows>;

/** One insert per table for the whole demo workspace (after its quotes and versions): keeps seeding fast. */
export async function insertDemoSharing(tx: Tx, all: DemoSharingRows[]): Promise<void> {
  const links = all.flatMap((rows) => rows.links);
  const views = all.flatMap((rows) => rows.views);
  const acceptances = all.flatMap((rows) => rows.acceptances);
  if (links.length > 0) await tx.insert(quoteShareLinks).values(links);
  if (views.length > 0) await tx.insert(quoteViews).values(views);
  if (acceptances.length > 0) await tx.insert(quoteAcceptances).values(acceptances);
}
