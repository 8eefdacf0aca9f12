import { createHash, randomUUID } from 'node:crypto';
import { emailLogs, quoteAcceptances, quoteActivity, quotes, quoteVersions, withPlatform } from '@scopewright/db';
import {
  applyOptionalSelection,
  calculateQuoteTotals,
  formatMoney,
  PUBLIC_QUOTE_COPY as COPY,
  QuoteContentInput,
  QUOTE_API_COPY,
  QUOTE_COPY,
  type PublicQuoteView,
  type QuoteDetail,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Jobs } from '../../platform/jobs';
import type { OutgoingEmail } from '../../platform/mail/mail-transport';
import { deliverEmail } from '../../platform/mail/send-email-worker';
import { pdfText } from '../../testing/document-text';
import { renderQuoteAttachment } from '../quote-documents';
import {
  draftOf,
  expectJson,
  labourLine,
  productLine,
  quoteSuite,
  sampleContent,
  type ErrorJson,
} from '../../testing/quote-harness';
import { publicCaller, sendWithLink, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

const suite = quoteSuite();
const pub = () => publicCaller(suite.h.app);

/** sampleContent plus an optional line (ticked when sent) and an optional section (not ticked). */
function contentWithOptions() {
  const content = sampleContent();
  const spare = productLine({ name: 'Spare unit', isOptional: true, isSelected: true, unitPriceCents: 10_000 });
  const training = {
    id: randomUUID(),
    name: 'Training',
    isOptional: true,
    isSelected: false,
    lines: [labourLine({ name: 'Admin training' })],
  };
  content.sections![1]!.lines!.push(spare);
  content.sections!.push(training);
  return { content, spareId: spare.id, trainingId: training.id };
}

async function sentQuote(content: QuoteContentInput = contentWithOptions().content, validUntil?: string) {
  const detail = await expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Firewall refresh',
      content,
    }),
    201,
  );
  const [quote] = await withPlatform({ db: suite.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, detail.id)),
  );
  return sendWithLink(suite.h.owner.db, quote!, validUntil);
}

const stateOf = (quoteId: string) =>
  withPlatform({ db: suite.h.owner.db }, async (tx) => {
    const quote = (await tx.select().from(quotes).where(eq(quotes.id, quoteId)))[0]!;
    return {
      quote,
      version: (await tx.select().from(quoteVersions).where(eq(quoteVersions.id, quote.currentVersionId!)))[0]!,
      acceptances: await tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, quoteId)),
      activity: await tx.select().from(quoteActivity).where(eq(quoteActivity.quoteId, quoteId)),
      emails: (await tx.select().from(emailLogs)).filter((log) => log.metadata.quoteId === quoteId),
    };
  });

const accept = (token: string, body: unknown = typedAcceptance(), ip?: string) =>
  pub()('POST', `/api/public/quotes/${token}/accept`, body, ip);

describe('POST /api/public/quotes/{token}/accept', () => {
  it('records the signer, selection, time, address, user agent and the hash of the signed PDF, and freezes the quote', async () => {
    const { content, trainingId } = contentWithOptions();
    const { quote, token, link } = await sentQuote(content);
    const before = Date.now();
    const view = await expectJson<PublicQuoteView>(
      await accept(token, typedAcceptance({ selectedSectionIds: [trainingId] }), '10.55.0.7'),
      200,
    );
    expect(view).toMatchObject({
      state: 'accepted',
      acceptance: { signerName: 'Dana Client', signerTitle: 'Office Manager' },
    });

    const after = await stateOf(quote.id);
    const [row] = after.acceptances;
    expect(row).toMatchObject({
      shareLinkId: link.id,
      signerEmail: 'dana@client.example',
      signatureKind: 'typed',
      signatureText: 'Dana Client',
      selectedLineIds: [],
      selectedSectionIds: [trainingId],
      ip: '10.55.0.7',
      userAgent: 'Mozilla/5.0 (TestPhone)',
    });
    expect(row!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(after.version).toMatchObject({ status: 'accepted', acceptedAt: row!.acceptedAt });
    expect(after.quote).toMatchObject({ status: 'accepted', acceptedAt: row!.acceptedAt });
    // The spare unit was ticked when sent but not by the signer; the training was added.
    const parsed = QuoteContentInput.parse(content);
    const expected = calculateQuoteTotals(applyOptionalSelection(parsed, { lineIds: [], sectionIds: [trainingId] }));
    expect(expected.oneTime.totalCents).not.toBe(calculateQuoteTotals(parsed).oneTime.totalCents);
    // The list column is one-time before tax (ADR 0026), the same figure as the client summary's "One-time (excl. tax)".
    expect(after.quote.oneTimeTotalCents).toBe(expected.oneTime.revenueCents);
    const frozen = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}`),
      200,
    );
    const selected = frozen.version.content.sections.flatMap((s) => [
      [s.name, s.isSelected],
      ...s.lines.filter((l) => l.isOptional).map((l) => [l.name, l.isSelected]),
    ]);
    expect(selected).toEqual(
      expect.arrayContaining([
        ['Spare unit', false],
        ['Training', true],
      ]),
    );
    const accepted = after.activity.find((a) => a.type === 'accepted');
    expect(accepted?.metadata).toMatchObject({
      signerName: 'Dana Client',
      selectedCount: 1,
      oneTimeTotalCents: after.quote.oneTimeTotalCents,
    });
    expect(after.emails.map((e) => [e.templateName, e.recipientEmail]).toSorted()).toEqual(
      [
        ['quote_accepted', suite.ws.user.user.email],
        ['quote_signed', 'dana@client.example'],
      ].toSorted(),
    );
    for (const email of after.emails) {
      // The amounts are the client summary's (ADR 0026): labelled with their tax treatment, no $0.00/mo.
      const summary = (email.metadata.template_data as { totals_summary: string }).totals_summary;
      expect(summary).toContain(
        `Due on acceptance (incl. tax): ${formatMoney(expected.oneTime.totalCents, after.quote.currency)}`,
      );
      expect(summary).not.toContain('$0.00/mo');
      expect(email.metadata.attachments).toEqual([
        { kind: 'quote_pdf', quoteId: quote.id, versionId: quote.currentVersionId },
      ]);
    }

    // The signed PDF is rendered after the commit: the first download renders and stores it, and hashes to it.
    expect(row).toMatchObject({ documentPdf: null, documentSha256: null });
    const pdf = await pub()('GET', `/api/public/quotes/${token}/document.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Disposition')).toMatch(/^attachment; filename="Q-\d+-v1-Contoso-Dental\.pdf"$/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const [stored] = (await stateOf(quote.id)).acceptances;
    expect(stored!.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(stored!.documentSha256);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Dana Client');
    expect(text).toContain('Office Manager');
    expect(text).toContain('Admin training');
    expect(text).toMatch(/UTC/);
  });

  it('emails the signed PDF (the bytes of the stored hash, rendered by the first email if the job has not) to the signer and the owner', async () => {
    const { quote, token } = await sentQuote();
    await expectJson(await accept(token), 200);
    const { emails, acceptances } = await stateOf(quote.id);
    const sent: OutgoingEmail[] = [];
    const transport = { kind: 'smtp' as const, send: async (m: OutgoingEmail) => (sent.push(m), {}), close: () => {} };
    const deps = {
      database: suite.h.database,
      jobs: {} as Jobs,
      transport,
      logger: suite.h.log.logger,
      renderAttachment: renderQuoteAttachment(suite.h.database),
    };
    expect(acceptances[0]!.documentPdf).toBeNull();
    await Promise.all(emails.map((email) => deliverEmail(deps, email.id)));
    expect(sent.map((m) => m.to).toSorted()).toEqual(['dana@client.example', suite.ws.user.user.email].toSorted());
    const [stored] = (await stateOf(quote.id)).acceptances;
    expect(stored!.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    for (const message of sent) {
      const [file] = message.attachments ?? [];
      expect(file?.filename).toMatch(/^Q-\d+-v1-Contoso-Dental\.pdf$/);
      expect(Buffer.compare(file!.content as Buffer, stored!.documentPdf!)).toBe(0);
      expect(createHash('sha256').update(file!.content).digest('hex')).toBe(stored!.documentSha256);
    }
    expect(sent.find((m) => m.to === 'dana@client.example')?.subject).toMatch(/^Your signed copy of Q-\d+ from /);
  });

  it('lets exactly one of 20 concurrent acceptances win; the rest get 409', async () => {
    const { quote, token } = await sentQuote();
    const responses = await Promise.all(Array.from({ length: 20 }, () => accept(token)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const conflict = (await responses.find((r) => r.status === 409)!.json()) as ErrorJson;
    expect(conflict.error.message).toBe(COPY.alreadyAccepted);
    const after = await stateOf(quote.id);
    expect(after.acceptances).toHaveLength(1);
    expect(after.activity.filter((a) => a.type === 'accepted')).toHaveLength(1);
    expect(after.emails).toHaveLength(2);
  }, 60_000);

  it('refuses options that are not optional items of this version, changing nothing', async () => {
    const { quote, token } = await sentQuote();
    const detail = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}`),
      200,
    );
    const requiredLine = detail.version.content.sections[0]!.lines[0]!.id;
    for (const body of [
      typedAcceptance({ selectedLineIds: [requiredLine] }),
      typedAcceptance({ selectedLineIds: [randomUUID()] }),
    ]) {
      const error = await expectJson<ErrorJson>(await accept(token, body), 422);
      expect(error.error.message).toBe(COPY.invalidSelection);
    }
    expect((await stateOf(quote.id)).acceptances).toHaveLength(0);
  });

  it.each([
    ['no agreement', { agreed: false }, 422, COPY.agreementRequired],
    ['no name', { signerName: '  ' }, 422, COPY.signerNameRequired],
    ['a bad email', { signerEmail: 'dana' }, 422, COPY.signerEmailInvalid],
    ['a status', { status: 'accepted' }, 400, null],
    ['a document hash', { documentSha256: 'a'.repeat(64) }, 400, null],
  ])('refuses %s', async (_name, patch, status, message) => {
    const { quote, token } = await sentQuote();
    const error = await expectJson<ErrorJson & { error: { details: { message: string }[] } }>(
      await accept(token, { ...typedAcceptance(), ...patch }),
      status,
    );
    if (message) expect(error.error.details.map((d) => d.message)).toContain(message);
    expect((await stateOf(quote.id)).acceptances).toHaveLength(0);
  });

  it('refuses a cross-origin post (CSRF)', async () => {
    const { quote, token } = await sentQuote();
    const response = await suite.h.app.request(`/api/public/quotes/${token}/accept`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify(typedAcceptance()),
    });
    expect(response.status).toBe(403);
    expect((await stateOf(quote.id)).acceptances).toHaveLength(0);
  });

  it('refuses a superseded or expired version with 409 and a clear message', async () => {
    const superseded = await sentQuote();
    await expectJson(await suite.call(suite.ws.user, 'POST', `/api/quotes/${superseded.quote.id}/revisions`), 201);
    const error = await expectJson<ErrorJson>(await accept(superseded.token), 409);
    expect(error.error.message).toBe(COPY.superseded);
    const expired = await sentQuote(sampleContent(), '2020-01-31');
    expect((await expectJson<ErrorJson>(await accept(expired.token), 409)).error.message).toBe(COPY.expired);
  });

  it('freezes the quote: editing or revising after acceptance is 409', async () => {
    const { quote, token } = await sentQuote();
    await expectJson(await accept(token), 200);
    const detail = await expectJson<QuoteDetail>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}`),
      200,
    );
    const save = await expectJson<ErrorJson>(
      await suite.call(suite.ws.user, 'PUT', `/api/quotes/${quote.id}/draft`, draftOf(detail, sampleContent())),
      409,
    );
    expect(save.error.message).toBe(QUOTE_COPY.frozenVersion);
    const revise = await expectJson<ErrorJson>(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/revisions`),
      409,
    );
    expect(revise.error.message).toBe(QUOTE_API_COPY.acceptedLocked);
    expect(
      (await expectJson<ErrorJson>(await pub()('POST', `/api/public/quotes/${token}/decline`, { reason: 'x' }), 409))
        .error.message,
    ).toBe(COPY.alreadyAccepted);
  });

  it('limits acceptances per address', async () => {
    const { token } = await sentQuote(sampleContent(), '2020-01-31');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await accept(token, typedAcceptance(), '10.55.9.9')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
    expect(statuses[10]).toBe(429);
  });
});
