import { createHash } from 'node:crypto';
import { quoteAcceptances, quotes, quoteVersions, withPlatform, withTenant, type Database } from '@scopewright/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import { renderVersionFile } from '../quotes/render-client-pdf';
import { readVersionDocumentInputs } from './client-document';

/**
 * The demo seed (packages/db) cannot render PDFs, so its acceptances start without the signed PDF and with a
 * placeholder hash. After start-up this renders each one once, stores the bytes and their real SHA-256 — the
 * same record a real acceptance writes — so the demo's "the signed PDF hashes to it" is true. Real
 * acceptances always store their PDF when they are made; this finds nothing for them.
 */
export async function completeSeededAcceptances(database: Database, logger: Logger): Promise<number> {
  const pending = await withPlatform({ db: database.db }, (tx) =>
    tx
      .select({ tenantId: quoteAcceptances.tenantId, id: quoteAcceptances.id, versionId: quoteAcceptances.versionId })
      .from(quoteAcceptances)
      .where(isNull(quoteAcceptances.documentPdf)),
  );
  for (const row of pending) {
    const db = { db: database.db, tenantId: row.tenantId };
    const read = await withTenant(db, async (tx) => {
      const [version] = await tx
        .select()
        .from(quoteVersions)
        .where(and(eq(quoteVersions.tenantId, row.tenantId), eq(quoteVersions.id, row.versionId)));
      const [quote] = version
        ? await tx
            .select()
            .from(quotes)
            .where(and(eq(quotes.tenantId, row.tenantId), eq(quotes.id, version.quoteId)))
        : [];
      return quote && version ? readVersionDocumentInputs(tx, quote, version) : null;
    });
    if (!read?.acceptance) continue;
    const file = await renderVersionFile(read.inputs, read.acceptance, {
      format: 'pdf',
      variant: 'client',
      now: new Date(),
    });
    const documentSha256 = createHash('sha256').update(file.body).digest('hex');
    await withTenant(db, (tx) =>
      tx
        .update(quoteAcceptances)
        .set({ documentPdf: file.body, documentSha256 })
        .where(
          and(
            eq(quoteAcceptances.tenantId, row.tenantId),
            eq(quoteAcceptances.id, row.id),
            isNull(quoteAcceptances.documentPdf),
          ),
        ),
    );
  }
  if (pending.length) logger.info({ count: pending.length }, 'seeded acceptances completed with their signed PDF');
  return pending.length;
}
