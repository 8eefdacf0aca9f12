import { createHash } from 'node:crypto';
import { quoteAcceptances, quotes, withPlatform } from '@scopewright/db';
import type { QuoteDetail, QuoteOutcome } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ensureSignedPdf, renderQuoteFile, SIGNED_PDF_QUEUE } from '../quote-documents';
import { expectJson, quoteSuite, sampleContent } from '../../testing/quote-harness';
import { publicCaller, sendWithLink, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

vi.mock('../quote-documents/render/render-quote-file', async (importOriginal) => {
  const actual = await importOriginal<{ renderQuoteFile: typeof renderQuoteFile }>();
  return { ...actual, renderQuoteFile: vi.fn(actual.renderQuoteFile) };
});

const suite = quoteSuite();
const pub = () => publicCaller(suite.h.app);
const renders = vi.mocked(renderQuoteFile);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function acceptedQuote() {
  const detail = await expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Signing',
      content: sampleContent(),
    }),
    201,
  );
  const [row] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, detail.id)),
  );
  const { quote, token } = await sendWithLink(suite.h.owner.db, row!);
  renders.mockClear();
  const started = performance.now();
  await expectJson(await pub()('POST', `/api/public/quotes/${token}/accept`, typedAcceptance()), 200);
  return { quote, token, versionId: quote.currentVersionId!, acceptMs: performance.now() - started };
}

const storedAcceptance = async (quoteId: string) =>
  (
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId)),
    )
  )[0]!;

describe('the signed PDF after the acceptance commits', () => {
  it('accepts without rendering in the request and queues the signing job with the acceptance', async () => {
    const { quote, versionId, acceptMs } = await acceptedQuote();
    expect(renders).not.toHaveBeenCalled();
    expect(acceptMs).toBeLessThan(3_000);
    expect(await storedAcceptance(quote.id)).toMatchObject({ documentPdf: null, documentSha256: null });
    const jobs = await suite.h.owner.db.execute<{ data: { tenantId: string; versionId: string } }>(
      sql`select data from pgboss.job where name = ${SIGNED_PDF_QUEUE} and data->>'versionId' = ${versionId}`,
    );
    expect(jobs.rows.map((job) => job.data)).toEqual([{ tenantId: quote.tenantId, versionId }]);
  });

  it('renders once for concurrent runs and retries, and the stored hash is the SHA-256 of the downloadable bytes', async () => {
    const { quote, token, versionId } = await acceptedQuote();
    const runs = await Promise.all(
      [1, 2, 3].map(() => ensureSignedPdf(suite.h.database.db, quote.tenantId, versionId)),
    );
    await ensureSignedPdf(suite.h.database.db, quote.tenantId, versionId);
    expect(renders).toHaveBeenCalledTimes(1);
    const stored = await storedAcceptance(quote.id);
    expect(new Set(runs.map((run) => run.sha256))).toEqual(new Set([stored.documentSha256]));
    const download = await pub()('GET', `/api/public/quotes/${token}/document.pdf`);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(Buffer.compare(bytes, stored.documentPdf!)).toBe(0);
    expect(sha256(bytes)).toBe(stored.documentSha256);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('gives the firm the hash before the job has run: its read renders and stores the PDF first', async () => {
    const { quote } = await acceptedQuote();
    const outcome = await expectJson<QuoteOutcome & { documentSha256: string }>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/acceptance`),
      200,
    );
    const stored = await storedAcceptance(quote.id);
    expect(outcome.documentSha256).toBe(stored.documentSha256);
    expect(sha256(stored.documentPdf!)).toBe(outcome.documentSha256);
    expect(outcome).not.toHaveProperty('versionId');
  });
});
