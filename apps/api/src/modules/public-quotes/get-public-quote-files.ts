import { branding, withTenant, type Database } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { RenderedFile } from '../quote-documents';
import { AppError } from '../../platform/errors';
import { renderClientPdf } from '../quote-documents';
import { findShareLink, loadLinkedQuote, quoteUnavailable } from './public-quote-link';

async function liveLink(database: Database, token: string) {
  const found = await findShareLink(database, token);
  if (!found) throw quoteUnavailable();
  const db = { db: database.db, tenantId: found.tenantId };
  return { db, linked: await withTenant(db, (tx) => loadLinkedQuote(tx, found, new Date())) };
}

/** GET …/document.pdf: the client PDF of the linked version (signed once accepted); same 404s as the page. */
export async function getPublicQuotePdf(ctx: { database: Database }, input: { token: string }): Promise<RenderedFile> {
  const { linked } = await liveLink(ctx.database, input.token);
  const { quote, version } = linked;
  return renderClientPdf(ctx.database.db, quote.tenantId, { quoteId: quote.id, versionId: version.id });
}

/** GET …/logo.png: the workspace's re-encoded PNG logo for the page header; 404 when it has none. */
export async function getPublicQuoteLogo(ctx: { database: Database }, input: { token: string }): Promise<Buffer> {
  const { db, linked } = await liveLink(ctx.database, input.token);
  const [row] = await withTenant(db, (tx) =>
    tx
      .select({ logo: branding.logo, contentType: branding.logoContentType })
      .from(branding)
      .where(eq(branding.tenantId, linked.quote.tenantId)),
  );
  if (!row?.logo || row.contentType !== 'image/png') throw new AppError('NOT_FOUND');
  return row.logo;
}
