import {
  quoteShareLinks,
  quotes,
  quoteVersions,
  withPlatform,
  type Database,
  type Quote,
  type QuoteShareLink,
  type QuoteVersion,
  type Tx,
} from '@scopewright/db';
import {
  type ErrorReason,
  PUBLIC_QUOTE_COPY as COPY,
  publicQuoteState,
  SHARE_TOKEN_PATTERN,
  type PublicQuoteState,
  type PublicQuoteUnavailable,
} from '@scopewright/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { hashSecretToken } from '../../platform/secret-token';

/** Random, tampered, expired, revoked, superseded: one 404 (plus the newer-version hint where it applies). */
export function quoteUnavailable(newerVersionSent = false): AppError {
  const details = { newerVersionSent } satisfies PublicQuoteUnavailable;
  return new AppError('NOT_FOUND', newerVersionSent ? COPY.newerVersionSent : COPY.unavailableBody, { details });
}

/** Platform scope, by the token's hash only: which workspace and link it names (null for anything unknown). */
export async function findShareLink(
  database: Database,
  token: string,
): Promise<{ id: string; tenantId: string } | null> {
  if (!SHARE_TOKEN_PATTERN.test(token)) return null;
  const [row] = await withPlatform(database, (tx) =>
    tx
      .select({ id: quoteShareLinks.id, tenantId: quoteShareLinks.tenantId })
      .from(quoteShareLinks)
      .where(eq(quoteShareLinks.tokenHash, hashSecretToken(token)))
      .limit(1),
  );
  return row ?? null;
}

export interface LinkedQuote {
  link: QuoteShareLink;
  quote: Quote;
  version: QuoteVersion;
  state: PublicQuoteState;
}

async function hasNewerLiveLink(tx: Tx, quote: Quote, version: QuoteVersion, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: quoteShareLinks.id })
    .from(quoteShareLinks)
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.tenantId, quoteShareLinks.tenantId), eq(quoteVersions.id, quoteShareLinks.versionId)),
    )
    .where(
      and(
        eq(quoteShareLinks.tenantId, quote.tenantId),
        eq(quoteShareLinks.quoteId, quote.id),
        isNull(quoteShareLinks.revokedAt),
        gt(quoteShareLinks.expiresAt, now),
        sql`${quoteVersions.versionNo} > ${version.versionNo}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Inside the link's workspace: the live link, its quote and version, and what the page shows. For accept and
 * decline (`write`) a superseded version is 409, so the client is told why they were refused; `lock` takes the
 * quote row, then the version row, for update (the order every quote write takes).
 */
export async function loadLinkedQuote(
  tx: Tx,
  found: { id: string; tenantId: string },
  now: Date,
  options: { write?: boolean; lock?: boolean } = {},
): Promise<LinkedQuote> {
  const { lock = false, write = lock } = options;
  const { tenantId } = found;
  const [link] = await tx
    .select()
    .from(quoteShareLinks)
    .where(and(eq(quoteShareLinks.tenantId, tenantId), eq(quoteShareLinks.id, found.id)));
  if (!link || link.revokedAt || link.expiresAt <= now) throw quoteUnavailable();
  const quoteQuery = tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, link.quoteId)));
  const [quote] = lock ? await quoteQuery.for('update') : await quoteQuery;
  const versionQuery = tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, link.versionId)));
  const [version] = lock ? await versionQuery.for('update') : await versionQuery;
  if (!quote || !version || quote.archivedAt) throw quoteUnavailable();
  if (quote.currentVersionId !== version.id || version.status === 'superseded') {
    const newerVersionSent = await hasNewerLiveLink(tx, quote, version, now);
    if (write) throw new AppError('CONFLICT', COPY.superseded, { reason: 'superseded', details: { newerVersionSent } });
    throw quoteUnavailable(newerVersionSent);
  }
  const state = publicQuoteState(version.status, quote.validUntil, now);
  if (!state) throw quoteUnavailable();
  return { link, quote, version, state };
}

const NOT_OPEN: Record<Exclude<PublicQuoteState, 'open'>, { reason: ErrorReason<'CONFLICT'>; message: string }> = {
  accepted: { reason: 'accepted', message: COPY.alreadyAccepted },
  declined: { reason: 'declined', message: COPY.alreadyDeclined },
  expired: { reason: 'expired', message: COPY.expired },
};

/** Accept and decline need an open quote: sent or viewed, current, not past its valid-until date. */
export function assertOpen(linked: LinkedQuote): void {
  if (linked.state === 'open') return;
  const { reason, message } = NOT_OPEN[linked.state];
  throw new AppError('CONFLICT', message, { reason });
}
