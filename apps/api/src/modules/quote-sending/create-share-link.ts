import { withTenant } from '@scopewright/db';
import { linkExpiryFor, type ShareLinkCreated } from '@scopewright/domain';
import { getSentVersionOrThrow } from './current-sent-version';
import type { SendingContext } from './sending-context';
import { insertShareLink, shareLinkUrl } from './share-links.queries';

/** POST /api/quotes/{id}/share-links: "Copy new link" for a sent or viewed version (no email, no activity). */
export function createShareLink(
  ctx: SendingContext,
  input: { id: string },
  now = new Date(),
): Promise<ShareLinkCreated> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const { quote, version } = await getSentVersionOrThrow(tx, ctx.tenantId, input.id);
    const expiresAt = linkExpiryFor(quote.validUntil, now);
    const link = await insertShareLink(tx, {
      tenantId: ctx.tenantId,
      quoteId: quote.id,
      versionId: version.id,
      createdBy: ctx.actor.userId,
      expiresAt,
    });
    return { url: shareLinkUrl(ctx.appUrl, link.token), expiresAt: expiresAt.toISOString() };
  });
}
