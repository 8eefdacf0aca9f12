import { withTenant } from '@scopewright/db';
import type { ShareLinkCreated } from '@scopewright/domain';
import { getSentVersionOrThrow } from './current-sent-version';
import type { SendingContext } from './sending-context';
import { issueShareLink } from './share-links.queries';

/** POST /api/quotes/{id}/share-links: "Copy new link" for a sent or viewed version (no email, no activity). */
export function createShareLink(
  ctx: SendingContext,
  input: { id: string },
  now = new Date(),
): Promise<ShareLinkCreated> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const { quote, version } = await getSentVersionOrThrow(tx, ctx.tenantId, input.id);
    const link = await issueShareLink(tx, {
      quote,
      versionId: version.id,
      createdBy: ctx.actor.userId,
      appUrl: ctx.appUrl,
      now,
    });
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  });
}
