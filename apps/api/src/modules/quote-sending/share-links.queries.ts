import { createHash, randomBytes } from 'node:crypto';
import { newId, quoteShareLinks, quoteVersions, type Tx } from '@scopewright/db';
import { shareLinkPath, type ShareLinkSummary } from '@scopewright/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';

export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const shareLinkUrl = (appUrl: string, token: string) => `${appUrl}${shareLinkPath(token)}`;

/** A new link to one sent version: 256 random bits in the URL, only the SHA-256 stored (security #5). */
export async function insertShareLink(
  tx: Tx,
  values: { tenantId: string; quoteId: string; versionId: string; createdBy: string | null; expiresAt: Date },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = newId();
  await tx.insert(quoteShareLinks).values({ ...values, id, tokenHash: hashShareToken(token) });
  return { id, token };
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
