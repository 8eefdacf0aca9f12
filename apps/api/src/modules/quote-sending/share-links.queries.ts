import { newId, quoteShareLinks, quoteVersions, type Quote, type Tx } from '@scopewright/db';
import { absoluteAppUrl, appLinks, linkExpiryFor, type ShareLinkSummary } from '@scopewright/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { newSecretToken } from '../../platform/secret-token';

/** A new link to one sent version, valid until the quote's validity ends (or 30 days); returns its URL once. */
export async function issueShareLink(
  tx: Tx,
  target: { quote: Quote; versionId: string; createdBy: string | null; appUrl: string; now: Date },
): Promise<{ id: string; url: string; expiresAt: Date }> {
  const { quote, versionId, createdBy, appUrl, now } = target;
  const { token, tokenHash } = newSecretToken();
  const id = newId();
  const expiresAt = linkExpiryFor(quote.validUntil, now);
  await tx
    .insert(quoteShareLinks)
    .values({ id, tenantId: quote.tenantId, quoteId: quote.id, versionId, createdBy, expiresAt, tokenHash });
  return { id, url: absoluteAppUrl(appUrl, appLinks.publicQuote(token)), expiresAt };
}

/** Revokes every live (not revoked, not expired) link of the quote; returns how many. */
export async function revokeLiveShareLinks(tx: Tx, tenantId: string, quoteId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(quoteShareLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(quoteShareLinks.tenantId, tenantId),
        eq(quoteShareLinks.quoteId, quoteId),
        isNull(quoteShareLinks.revokedAt),
        gt(quoteShareLinks.expiresAt, now),
      ),
    )
    .returning({ id: quoteShareLinks.id });
  return rows.length;
}

/** The quote's links, newest first (never the token: only its hash is stored). */
export async function listShareLinkRows(tx: Tx, tenantId: string, quoteId: string, now: Date) {
  const rows = await tx
    .select({
      id: quoteShareLinks.id,
      versionNo: quoteVersions.versionNo,
      createdAt: quoteShareLinks.createdAt,
      createdBy: quoteShareLinks.createdBy,
      expiresAt: quoteShareLinks.expiresAt,
      revokedAt: quoteShareLinks.revokedAt,
      lastViewedAt: quoteShareLinks.lastViewedAt,
    })
    .from(quoteShareLinks)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.tenantId, quoteShareLinks.tenantId), eq(quoteVersions.id, quoteShareLinks.versionId)),
    )
    .where(and(eq(quoteShareLinks.tenantId, tenantId), eq(quoteShareLinks.quoteId, quoteId)))
    .orderBy(desc(quoteShareLinks.createdAt), desc(quoteShareLinks.id))
    .limit(100);
  return rows.map((row): Omit<ShareLinkSummary, 'createdBy'> & { createdBy: string | null } => ({
    id: row.id,
    versionNo: row.versionNo,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    isLive: row.revokedAt === null && row.expiresAt > now,
  }));
}
