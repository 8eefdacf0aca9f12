import { createHash, randomUUID } from 'node:crypto';
import { branding, quoteAcceptances, quotes, withPlatform } from '@scopewright/db';
import {
  FIGURE_LABELS,
  formatMoney,
  QUOTE_OUTCOME_COPY as COPY,
  type QuoteAcceptanceRecord,
  type QuoteDeclineRecord,
  type QuoteDetail,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { docxText, pdfText } from '../../testing/document-text';
import {
  expectJson,
  labourLine,
  productLine,
  quoteSuite,
  sampleContent,
  workspace,
  member,
  type ErrorJson,
} from '../../testing/quote-harness';
import { acceptThroughLink, declineThroughLink } from './quote-acceptance.test-helpers';

const suite = quoteSuite();
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const squash = (text: string) => text.replace(/\s+/g, ' ');

async function newQuote(title = 'Firewall refresh') {
  const content = sampleContent();
  const spare = productLine({ name: 'Spare unit', isOptional: true, isSelected: false, unitPriceCents: 10_000 });
  const training = {
    id: randomUUID(),
    name: 'Admin training',
    isOptional: true,
    isSelected: false,
    lines: [labourLine()],
  };
  content.sections![1]!.lines!.push(spare);
  content.sections!.push(training);
  const detail = await expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', { clientId: suite.ws.client.id, title, content }),
    201,
  );
  const [quote] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, detail.id)),
  );
  return { quote: quote!, spareId: spare.id, trainingId: training.id };
}

async function drawnPng() {
  const png = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#00000000' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="100"><path d="M10 80 Q 150 0 290 80" stroke="black" stroke-width="6" fill="none"/></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const get = (path: string, who = suite.ws.user) => suite.call(who, 'GET', path);
const bytesOf = async (response: Response) => {
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
};

describe('GET /api/quotes/{id}/acceptance and the signed downloads', () => {
  it('returns the acceptance record; the client PDF download hashes to it; internal PDF and DOCX are signed too', async () => {
    const { quote, spareId, trainingId } = await newQuote();
    await acceptThroughLink(suite.h.app, suite.h.owner.db, quote, {
      signerName: '<script>alert(1)</script> Dana',
      signature: { kind: 'drawn', imagePng: await drawnPng() },
      selectedLineIds: [spareId],
    });

    const response = await get(`/api/quotes/${quote.id}/acceptance`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const record = await expectJson<QuoteAcceptanceRecord>(response, 200);
    const [row] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quote.id)),
    );
    expect(record).toEqual({
      outcome: 'accepted',
      versionNo: 1,
      signerName: '<script>alert(1)</script> Dana',
      signerTitle: 'Office Manager',
      signerEmail: 'dana@client.example',
      acceptedAt: row!.acceptedAt.toISOString(),
      ip: row!.ip,
      userAgent: 'Mozilla/5.0 (TestPhone)',
      documentSha256: row!.documentSha256,
      selectedOptions: [{ id: spareId, kind: 'line', name: 'Spare unit' }],
      signature: { kind: 'drawn', signatureUrl: `/api/quotes/${quote.id}/acceptance/signature.png?version=1` },
    });
    expect(record.selectedOptions.map((o) => o.id)).not.toContain(trainingId);

    const image = await get(record.signature.kind === 'drawn' ? record.signature.signatureUrl : '');
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await bytesOf(image)).equals(Buffer.from(row!.signatureImage!))).toBe(true);

    // The client PDF from the app is the very document the client accepted, byte for byte.
    const clientPdf = await bytesOf(await get(`/api/quotes/${quote.id}/document.pdf`));
    expect(sha256(clientPdf)).toBe(record.documentSha256);
    expect(sha256(await bytesOf(await get(`/api/quotes/${quote.id}/document.pdf?version=1`)))).toBe(
      record.documentSha256,
    );
    // Re-branding afterwards never alters the signed document: downloads return the bytes stored at acceptance.
    const purple = { primaryColor: '#5b21b6' };
    await withPlatform({ db: suite.h.owner.db }, (tx) =>
      tx
        .insert(branding)
        .values({ tenantId: quote.tenantId, ...purple })
        .onConflictDoUpdate({ target: branding.tenantId, set: purple }),
    );
    expect(sha256(await bytesOf(await get(`/api/quotes/${quote.id}/document.pdf`)))).toBe(record.documentSha256);

    const internal = squash(
      (await pdfText(await bytesOf(await get(`/api/quotes/${quote.id}/document.pdf?variant=internal`)))).text,
    );
    expect(internal).toContain('<script>alert(1)</script> Dana');
    expect(internal).toContain('Office Manager');
    expect(internal).toContain('Spare unit');
    // The totals printed are the accepted ones (the spare unit in, the training section left out).
    const accepted = await expectJson<QuoteDetail>(await get(`/api/quotes/${quote.id}`), 200);
    const oneTime = formatMoney(accepted.version.totals.oneTime.totalCents, accepted.currency);
    expect(internal).toContain(`${FIGURE_LABELS.dueOnAcceptance} ${oneTime}`);
    expect(internal).toContain('Admin training Optional section — not included');
    const docx = squash(docxText(await bytesOf(await get(`/api/quotes/${quote.id}/document.docx`))).text);
    expect(docx).toContain('<script>alert(1)</script> Dana');
    expect(docx).toContain('Office Manager');
    expect(docx).toContain(oneTime);
  });

  it('a typed signature comes back as text and has no image; the version can be named', async () => {
    const { quote } = await newQuote();
    await acceptThroughLink(suite.h.app, suite.h.owner.db, quote, { signature: { kind: 'typed', text: 'D. Client' } });
    const record = await expectJson<QuoteAcceptanceRecord>(
      await get(`/api/quotes/${quote.id}/acceptance?version=1`),
      200,
    );
    expect(record).toMatchObject({
      outcome: 'accepted',
      signature: { kind: 'typed', text: 'D. Client' },
      selectedOptions: [],
    });
    const image = await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance/signature.png`), 404);
    expect(image.error.message).toBe(COPY.noDrawnSignature);
  });

  it('a declined version answers with the reason and time', async () => {
    const { quote } = await newQuote();
    const before = Date.now();
    await declineThroughLink(suite.h.app, suite.h.owner.db, quote, 'Over budget <b>this</b> year.');
    const record = await expectJson<QuoteDeclineRecord>(await get(`/api/quotes/${quote.id}/acceptance`), 200);
    expect(record).toMatchObject({ outcome: 'declined', versionNo: 1, reason: 'Over budget <b>this</b> year.' });
    expect(Date.parse(record.declinedAt)).toBeGreaterThanOrEqual(before - 1000);
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance/signature.png`), 404);
  });

  it('404 for an unanswered version, an unknown version, and another workspace; 422 for a bad version', async () => {
    const { quote } = await newQuote();
    const none = await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance`), 404);
    expect(none.error.message).toBe(COPY.noOutcome);
    await acceptThroughLink(suite.h.app, suite.h.owner.db, quote);
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance?version=7`), 404);
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance?version=zero`), 422);
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance?extra=1`), 400);

    const other = await workspace(suite.h);
    const stranger = await member(suite.h, other.tenant, 'msp_admin');
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance`, stranger), 404);
    await expectJson<ErrorJson>(await get(`/api/quotes/${quote.id}/acceptance/signature.png`, stranger), 404);
  });
});
