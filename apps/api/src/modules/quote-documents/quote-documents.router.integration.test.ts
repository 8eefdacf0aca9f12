import {
  calculateQuoteTotals,
  formatMoney,
  QuoteContentInput,
  type QuoteActivityEntry,
  type QuoteDetail,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  sampleDocumentContent,
} from '../../../../../packages/domain/src/documents/quote-document.fixture';
import { docxText, pdfText } from '../../testing/document-text';
import { expectJson, member, quoteSuite, workspace, type ErrorJson } from '../../testing/quote-harness';

const suite = quoteSuite();
const squash = (text: string) => text.replace(/\s+/g, ' ');

const newQuote = async (content = sampleDocumentContent(), title = 'Clinic modernisation') =>
  expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', { clientId: suite.ws.client.id, title, content }),
    201,
  );

async function download(id: string, file: 'document.pdf' | 'document.docx', query = '', who = suite.ws.user) {
  const response = await suite.call(who, 'GET', `/api/quotes/${id}/${file}${query}`);
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const content = QuoteContentInput.parse(sampleDocumentContent());
const lines = content.sections.flatMap((s) => s.lines);
const totals = calculateQuoteTotals(content);
const internalNotes = lines.map((l) => l.internalNote).filter(Boolean);

describe('GET /api/quotes/{id}/document.pdf and .docx', () => {
  it('renders a 50-line quote as a client PDF: every task, the totals as money, ≥ 3 pages, nothing internal', async () => {
    const quote = await newQuote();
    const { response, bytes } = await download(quote.id, 'document.pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Q-${quote.number}-v1-Contoso-Dental.pdf"`,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const flat = squash(text);
    expect(flat).toContain('Clinic modernisation');
    expect(flat).toContain('Contoso Dental');
    expect(flat).toContain(`Page 2 of ${pages.length}`);
    for (const line of lines.filter((l) => l.kind === 'labor')) expect(flat).toContain(line.name);
    for (const cents of [totals.oneTime.totalCents, totals.oneTime.taxCents, totals.tcvCents, totals.arrCents]) {
      expect(flat).toContain(formatMoney(cents, quote.currency));
    }
    expect(flat).toContain(formatMoney(totals.mrrCents, quote.currency, { frequency: 'monthly' }));
    for (const leak of [...internalNotes, 'INTERNAL-NOTE', 'Margin', 'Internal']) expect(flat).not.toContain(leak);
  });

  it('the internal PDF adds costs, margins and notes; each export is an "exported" activity entry', async () => {
    const quote = await newQuote();
    const { response, bytes } = await download(quote.id, 'document.pdf', '?variant=internal');
    expect(response.headers.get('content-disposition')).toContain('-internal.pdf"');
    const flat = squash((await pdfText(bytes)).text);
    expect(flat).toContain('INTERNAL-NOTE Run stakeholder interviews');
    expect(flat).toContain(content.internalNotes);
    expect(flat).toContain('Margin');
    const audit = lines.find((l) => l.name === 'Audit the current network')!;
    expect(flat).toContain(`Cost ${formatMoney(totals.lines[audit.id]!.costCents, quote.currency)}`);
    await download(quote.id, 'document.docx');
    const activity = await expectJson<QuoteActivityEntry[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/activity`),
      200,
    );
    const exported = activity.filter((entry) => entry.type === 'exported');
    expect(exported.map((entry) => entry.metadata)).toEqual([
      { format: 'docx', variant: 'client', versionNo: 1 },
      { format: 'pdf', variant: 'internal', versionNo: 1 },
    ]);
    expect(exported[0]!.actor?.id).toBe(suite.ws.user.user.id);
  });

  it('renders the same content as Word: a zip whose document.xml has the tasks and totals, internal only when asked', async () => {
    const quote = await newQuote();
    const { response, bytes } = await download(quote.id, 'document.docx');
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Q-${quote.number}-v1-Contoso-Dental.docx"`,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe('PK');
    const { text, xml } = docxText(bytes);
    expect(text).toContain('Clinic modernisation');
    expect(text).toContain('Contoso Dental');
    for (const line of lines.filter((l) => l.kind !== 'text')) expect(text).toContain(line.name);
    expect(text).toContain(formatMoney(totals.oneTime.totalCents, quote.currency));
    expect(text).toContain(formatMoney(totals.tcvCents, quote.currency));
    expect(xml).toContain('<w:tblHeader/>');
    for (const leak of [...internalNotes, 'INTERNAL-NOTE', 'Margin']) expect(text).not.toContain(leak);
    const internal = docxText((await download(quote.id, 'document.docx', '?variant=internal')).bytes).text;
    expect(internal).toContain('INTERNAL-NOTE Audit the current network');
    expect(internal).toContain('Margin');
  });

  it('prints hostile text as text in both formats and keeps long words inside the page', async () => {
    const [script, img, long, rtl, emoji] = HOSTILE_TEXTS;
    const hostile = sampleDocumentContent();
    hostile.executiveSummary = `${script} ${img} ${long}`;
    hostile.sections![0]!.name = `${img} phase`;
    hostile.sections![0]!.lines[0]!.name = `${rtl} ${emoji}`;
    hostile.sections![0]!.lines[1]!.clientDescription = long;
    const quote = await newQuote(hostile, script);
    const pdf = await pdfText((await download(quote.id, 'document.pdf')).bytes);
    const flat = squash(pdf.text);
    expect(flat).toContain(script);
    expect(flat).toContain(`${img} phase`);
    // The long word is broken into parts (never overflowing); all its letters are still there, in order.
    expect(pdf.text.replace(/[\s-]/g, '')).toContain(long);
    expect(flat).toContain('Rocket ? launch ?');
    const docx = docxText((await download(quote.id, 'document.docx')).bytes);
    expect(docx.xml).not.toContain('<script>');
    expect(docx.xml).toContain('&lt;script&gt;');
    for (const value of [script, img, long, rtl, emoji]) expect(docx.text).toContain(value);
  });

  it('renders an earlier version on ?version=N; unknown versions are 404, bad queries 422 or 400', async () => {
    const quote = await newQuote();
    await expectJson(
      await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/send`, {
        lockVersion: quote.version.lockVersion,
      }),
      200,
    );
    await expectJson(await suite.call(suite.ws.user, 'POST', `/api/quotes/${quote.id}/revisions`), 201);
    const { response } = await download(quote.id, 'document.docx', '?version=1');
    expect(response.headers.get('content-disposition')).toContain('-v1-');
    const current = await download(quote.id, 'document.docx');
    expect(current.response.headers.get('content-disposition')).toContain('-v2-');
    const missing = await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/document.pdf?version=9`);
    expect((await expectJson<ErrorJson>(missing, 404)).error.code).toBe('NOT_FOUND');
    expect((await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/document.pdf?variant=all`)).status).toBe(
      422,
    );
    expect((await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/document.pdf?format=x`)).status).toBe(400);
  });

  it('another workspace gets 404 and records nothing; a pending user 403; nobody signed in 401', async () => {
    const quote = await newQuote();
    const other = await workspace(suite.h);
    for (const file of ['document.pdf', 'document.docx']) {
      const response = await suite.call(other.admin, 'GET', `/api/quotes/${quote.id}/${file}?variant=internal`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    const pending = await member(suite.h, null, 'pending_user');
    expect((await suite.call(pending, 'GET', `/api/quotes/${quote.id}/document.pdf`)).status).toBe(403);
    expect((await suite.call(null, 'GET', `/api/quotes/${quote.id}/document.pdf`)).status).toBe(401);
    const activity = await expectJson<QuoteActivityEntry[]>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes/${quote.id}/activity`),
      200,
    );
    expect(activity.filter((entry) => entry.type === 'exported')).toEqual([]);
  });
});
