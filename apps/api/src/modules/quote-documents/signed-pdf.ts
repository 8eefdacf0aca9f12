import { createHash } from 'node:crypto';
import { quoteAcceptances, quotes, quoteVersions, withTenant, type DbClient } from '@scopewright/db';
import { and, eq, isNull } from 'drizzle-orm';
import { renderQuoteFile } from './render/render-quote-file';
import { AppError } from '../../platform/errors';
import { buildClientDocument, readVersionDocumentInputs } from './client-document';

export interface SignedPdf {
  body: Buffer;
  sha256: string;
}

const inFlight = new Map<string, Promise<SignedPdf>>();

const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function readAcceptedVersion(db: DbClient, tenantId: string, versionId: string) {
  return withTenant({ db, tenantId }, async (tx) => {
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.id, versionId)));
    const [quote] = version
      ? await tx
          .select()
          .from(quotes)
          .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, version.quoteId)))
      : [];
    return quote && version ? readVersionDocumentInputs(tx, quote, version) : null;
  });
}

/** First writer wins: the stored bytes and hash are never replaced, so every reader gets the same document. */
async function storeOnce(db: DbClient, tenantId: string, versionId: string, body: Buffer): Promise<SignedPdf> {
  return withTenant({ db, tenantId }, async (tx) => {
    const where = and(eq(quoteAcceptances.tenantId, tenantId), eq(quoteAcceptances.versionId, versionId));
    await tx
      .update(quoteAcceptances)
      .set({ documentPdf: body, documentSha256: sha256Of(body) })
      .where(and(where, isNull(quoteAcceptances.documentPdf)));
    const [row] = await tx
      .select({ pdf: quoteAcceptances.documentPdf, sha256: quoteAcceptances.documentSha256 })
      .from(quoteAcceptances)
      .where(where);
    if (!row?.pdf || !row.sha256) throw new AppError('INTERNAL', 'The signed PDF could not be stored.');
    return { body: Buffer.from(row.pdf), sha256: row.sha256 };
  });
}

async function renderAndStore(db: DbClient, tenantId: string, versionId: string): Promise<SignedPdf> {
  const read = await readAcceptedVersion(db, tenantId, versionId);
  if (!read?.acceptance) throw new AppError('NOT_FOUND');
  const { inputs, acceptance } = read;
  if (acceptance.signedPdf) return { body: acceptance.signedPdf, sha256: sha256Of(acceptance.signedPdf) };
  const file = await renderQuoteFile(buildClientDocument(inputs, acceptance, acceptance.acceptedAt), 'pdf');
  return storeOnce(db, tenantId, versionId, file.body);
}

/**
 * The signed PDF of an accepted version and its SHA-256, rendered and stored on first need (ADR 0019): the
 * signing job right after the acceptance commits, or whichever reader — a download, an email attachment, the
 * firm's acceptance card — comes first. Idempotent across retries and workers; one render per process at a time.
 */
export function ensureSignedPdf(db: DbClient, tenantId: string, versionId: string): Promise<SignedPdf> {
  const key = `${tenantId}:${versionId}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const started = renderAndStore(db, tenantId, versionId).finally(() => inFlight.delete(key));
  inFlight.set(key, started);
  return started;
}
