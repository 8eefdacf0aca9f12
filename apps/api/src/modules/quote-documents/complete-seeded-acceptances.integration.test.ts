import { createHash } from 'node:crypto';
import { quoteAcceptances, quoteVersions, withPlatform } from '@scopewright/db';
import {
  createQuote,
  createQuoteShareLink,
  createTenant,
  createTestDatabase,
  createTestOwnerDatabase,
} from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../platform/logger';
import { renderClientPdf } from './render-client-pdf';
import { completeSeededAcceptances } from './complete-seeded-acceptances';

const app = createTestDatabase();
const owner = createTestOwnerDatabase();
afterAll(() => Promise.all([app.close(), owner.close()]));

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('completeSeededAcceptances', () => {
  it('gives a seeded acceptance its signed PDF and the real hash, once; downloads then return those bytes', async () => {
    const tenant = await createTenant(app.db);
    const quote = await createQuote(app.db, tenant.id);
    await createQuoteShareLink(app.db, quote, { accepted: true });
    await withPlatform({ db: owner.db }, (tx) =>
      tx.update(quoteVersions).set({ status: 'accepted' }).where(eq(quoteVersions.id, quote.currentVersionId!)),
    );
    const readRow = async () =>
      (
        await withPlatform({ db: owner.db }, (tx) =>
          tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quote.id)),
        )
      )[0]!;
    const placeholder = (await readRow()).documentSha256;
    const logger = createLogger({ level: 'silent' });

    expect(await completeSeededAcceptances(app, logger)).toBeGreaterThanOrEqual(1);
    const row = await readRow();
    expect(row.documentPdf).not.toBeNull();
    expect(row.documentSha256).not.toBe(placeholder);
    expect(sha256(row.documentPdf!)).toBe(row.documentSha256);
    const download = await renderClientPdf(app.db, tenant.id, {
      quoteId: quote.id,
      versionId: quote.currentVersionId!,
    });
    expect(sha256(download.body)).toBe(row.documentSha256);

    // A second start finds nothing of this workspace to do and changes nothing.
    await completeSeededAcceptances(app, logger);
    expect((await readRow()).documentSha256).toBe(row.documentSha256);
  });
});
