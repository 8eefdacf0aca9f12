import { quoteAcceptances, withPlatform, type Database } from '@scopewright/db';
import { isNull } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import { ensureSignedPdf } from './signed-pdf';

/**
 * After start-up, every acceptance still without its signed PDF gets it: the demo seed's (packages/db cannot
 * render PDFs, so they start with a placeholder hash) and any real one whose signing job ran out of retries.
 * Each is rendered and stored once, the same record the signing job writes.
 */
export async function completeSeededAcceptances(database: Database, logger: Logger): Promise<number> {
  const pending = await withPlatform({ db: database.db }, (tx) =>
    tx
      .select({ tenantId: quoteAcceptances.tenantId, versionId: quoteAcceptances.versionId })
      .from(quoteAcceptances)
      .where(isNull(quoteAcceptances.documentPdf)),
  );
  for (const row of pending) {
    await ensureSignedPdf(database.db, row.tenantId, row.versionId).catch((err: unknown) =>
      logger.warn({ err, versionId: row.versionId }, 'could not complete an acceptance with its signed PDF'),
    );
  }
  if (pending.length) logger.info({ count: pending.length }, 'acceptances completed with their signed PDF');
  return pending.length;
}
