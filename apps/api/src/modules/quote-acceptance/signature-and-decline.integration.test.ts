import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { emailLogs, quoteAcceptances, quoteActivity, quotes, quoteVersions, withPlatform } from '@scopewright/db';
import { PUBLIC_QUOTE_COPY as COPY, type PublicQuoteView, type QuoteDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeImage } from '../../testing/test-images';
import { expectJson, quoteSuite, sampleContent, type ErrorJson } from '../../testing/quote-harness';
import { publicCaller, sendWithLink, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

const suite = quoteSuite();
const pub = () => publicCaller(suite.h.app);
const HOSTILE = `<img src=x onerror=alert(1)>\r\nBcc: evil@example.com "'&`;

async function sentQuote() {
  const detail = await expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Backup',
      content: sampleContent(),
    }),
    201,
  );
  const [quote] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, detail.id)),
  );
  return sendWithLink(suite.h.owner.db, quote!);
}

const rows = (quoteId: string) =>
  withPlatform({ db: suite.h.owner.db }, async (tx) => {
    const quote = (await tx.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!;
    return {
      quote,
      version: (await tx.select().from(quoteVersions).where(eq(quoteVersions.id, quote.currentVersionId!)))[0]!,
      acceptance: (await tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId)))[0],
      activity: await tx.select().from(quoteActivity).where(eq(quoteActivity.quoteId, quoteId)),
      emails: (await tx.select().from(emailLogs)).filter((log) => log.metadata.quoteId === quoteId),
    };
  });

/** A signature as signature_pad draws it: dark strokes on a transparent canvas, as a PNG data URL. */
async function drawnSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 120 20, 180 20, 240 140 S 380 60, 560 120" stroke="#111827" stroke-width="6" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().withMetadata().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const drawn = (imagePng: string) => typedAcceptance({ signature: { kind: 'drawn', imagePng } });

describe('drawn signatures', () => {
  it('stores a fresh PNG (never the uploaded bytes) and prints it in the signed PDF', async () => {
    const { quote, token } = await sentQuote();
    const upload = await drawnSignature();
    await expectJson<PublicQuoteView>(await pub()('POST', `/api/public/quotes/${token}/accept`, drawn(upload)), 200);
    const { acceptance } = await rows(quote.id);
    expect(acceptance).toMatchObject({ signatureKind: 'drawn', signatureText: null });
    const stored = acceptance!.signatureImage!;
    expect(stored.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(stored.equals(Buffer.from(upload.split(',')[1]!, 'base64'))).toBe(false);
    expect((await sharp(stored).metadata()).format).toBe('png');
    const pdf = await pub()('GET', `/api/public/quotes/${token}/document.pdf`);
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.includes(Buffer.from('/Subtype /Image'))).toBe(true);
    if (process.env.SIGNED_PDF_OUT) await writeFile(process.env.SIGNED_PDF_OUT, bytes);
  });

  it.each([
    [
      'a JPEG dressed as a PNG',
      async () => `data:image/png;base64,${(await makeImage('jpeg', 20, 20)).toString('base64')}`,
      COPY.signatureUnreadable,
    ],
    [
      'random bytes',
      async () => `data:image/png;base64,${randomBytes(300).toString('base64')}`,
      COPY.signatureUnreadable,
    ],
    [
      'a PNG wider than the cap',
      async () => `data:image/png;base64,${(await makeImage('png', 2100, 10)).toString('base64')}`,
      COPY.signatureTooLarge,
    ],
    [
      'a PNG over 200 KB',
      async () =>
        `data:image/png;base64,${Buffer.concat([await makeImage('png', 10, 10), randomBytes(210_000)]).toString('base64')}`,
      COPY.signatureTooLarge,
    ],
  ])('refuses %s with a precise message', async (_name, make, message) => {
    const { quote, token } = await sentQuote();
    const error = await expectJson<ErrorJson>(
      await pub()('POST', `/api/public/quotes/${token}/accept`, drawn(await make())),
      422,
    );
    expect(JSON.stringify(error.error)).toContain(message);
    expect((await rows(quote.id)).acceptance).toBeUndefined();
  });
});

describe('POST /api/public/quotes/{token}/decline', () => {
  it('records the reason as text, marks the quote declined, logs it and tells the owner', async () => {
    const { quote, token } = await sentQuote();
    const view = await expectJson<PublicQuoteView>(
      await pub()('POST', `/api/public/quotes/${token}/decline`, { reason: HOSTILE }),
      200,
    );
    expect(view).toMatchObject({ state: 'declined', decline: { reason: HOSTILE.trim() } });
    const after = await rows(quote.id);
    expect(after.version).toMatchObject({ status: 'declined', declineReason: HOSTILE.trim() });
    expect(after.quote.status).toBe('declined');
    expect(after.activity.find((a) => a.type === 'declined')?.metadata).toMatchObject({ reason: HOSTILE.trim() });
    expect(after.emails.map((e) => [e.templateName, e.recipientEmail])).toEqual([
      ['quote_declined', suite.ws.user.user.email],
    ]);
    expect(after.emails[0]!.subject).not.toMatch(/[\r\n]/);
    // Declined is final: the page shows it, and neither accept nor decline works any more.
    expect((await expectJson<PublicQuoteView>(await pub()('GET', `/api/public/quotes/${token}`), 200)).state).toBe(
      'declined',
    );
    const again = await expectJson<ErrorJson>(
      await pub()('POST', `/api/public/quotes/${token}/accept`, typedAcceptance()),
      409,
    );
    expect(again.error.message).toBe(COPY.alreadyDeclined);
  });

  it('needs a reason', async () => {
    const { token } = await sentQuote();
    const error = await expectJson<ErrorJson>(
      await pub()('POST', `/api/public/quotes/${token}/decline`, { reason: ' ' }),
      422,
    );
    expect(JSON.stringify(error.error)).toContain(COPY.declineReasonRequired);
  });
});
