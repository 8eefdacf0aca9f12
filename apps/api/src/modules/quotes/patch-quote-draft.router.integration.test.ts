import {
  calculateQuoteTotals,
  QuoteContentInput,
  type PatchQuoteDraftInput,
  type QuoteContentInput as ContentInput,
  type QuoteDetail,
  type SaveQuoteDraftResult,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import {
  expectJson,
  productLine,
  quoteSuite,
  sampleContent,
  workspace,
  type ErrorJson,
} from '../../testing/quote-harness';

const suite = quoteSuite();
const newQuote = async (content: ContentInput = sampleContent()) =>
  expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'Firewall',
      content,
    }),
    201,
  );
const read = async (id: string) =>
  expectJson<QuoteDetail>(await suite.call(suite.ws.user, 'GET', `/api/quotes/${id}`), 200);
const patch = (quote: QuoteDetail, body: Omit<PatchQuoteDraftInput, 'lockVersion'>, lockVersion = 1) =>
  suite.call(suite.ws.user, 'PATCH', `/api/quotes/${quote.id}/draft`, { lockVersion, ...body });

/** The saved document equals `expected` whole, with the pricing engine's totals of it. */
async function expectSaved(quote: QuoteDetail, expected: QuoteDetail['version']['content'], lockVersion = 2) {
  const reloaded = await read(quote.id);
  expect(reloaded.version.content).toEqual(QuoteContentInput.parse(expected));
  expect(reloaded.version.totals).toEqual(calculateQuoteTotals(QuoteContentInput.parse(expected)));
  expect(reloaded.version.lockVersion).toBe(lockVersion);
  return reloaded;
}

describe('PATCH /api/quotes/{id}/draft: happy path', () => {
  it('updates one line: the content and the authoritative totals follow, the lock version moves on', async () => {
    const quote = await newQuote();
    const [implementation] = quote.version.content.sections;
    const line = { ...implementation!.lines[0]!, quantity: 7, unitPriceCents: 20_000 };
    const result = await expectJson<SaveQuoteDraftResult>(
      await patch(quote, { lines: [{ sectionId: implementation!.id, line }] }),
      200,
    );
    const content = structuredClone(quote.version.content);
    content.sections[0]!.lines[0] = line;
    expect(result).toMatchObject({ lockVersion: 2, totals: calculateQuoteTotals(content) });
    await expectSaved(quote, content);
  });

  it('adds, removes and reorders lines and sections, and moves a line to another section', async () => {
    const quote = await newQuote();
    const [a, b, c] = quote.version.content.sections;
    const added = QuoteContentInput.parse({
      sections: [{ id: crypto.randomUUID(), name: 'x', lines: [productLine()] }],
    }).sections[0]!.lines[0]!;
    const moved = a!.lines[1]!;
    const body = {
      lines: [
        { sectionId: b!.id, line: added },
        { sectionId: c!.id, line: moved },
      ],
      removedLineIds: [b!.lines[0]!.id],
      removedSectionIds: [],
      sectionOrder: [c!.id, a!.id, b!.id],
      lineOrder: { [c!.id]: [moved.id, c!.lines[0]!.id] },
    };
    await expectJson<SaveQuoteDraftResult>(await patch(quote, body), 200);
    const content = {
      ...quote.version.content,
      sections: [
        { ...c!, lines: [moved, ...c!.lines] },
        { ...a!, lines: [a!.lines[0]!] },
        { ...b!, lines: [added] },
      ],
    };
    await expectSaved(quote, content);

    await expectJson(await patch(quote, { removedSectionIds: [a!.id], sectionOrder: [c!.id, b!.id] }, 2), 200);
    await expectSaved(quote, { ...content, sections: [content.sections[0]!, content.sections[2]!] }, 3);
  });

  it('changes header fields and settings only', async () => {
    const quote = await newQuote();
    await expectJson(
      await patch(quote, { title: 'Firewall refresh', validUntil: '2030-01-31', settings: { taxRateBps: 825 } }),
      200,
    );
    const reloaded = await expectSaved(quote, { ...quote.version.content, taxRateBps: 825 });
    expect(reloaded).toMatchObject({ title: 'Firewall refresh', validUntil: '2030-01-31' });
  });
});

describe('PATCH /api/quotes/{id}/draft: conflicts and validation write nothing', () => {
  it('a stale lock version is 409 stale with who saved, and nothing changes', async () => {
    const quote = await newQuote();
    await expectJson(await patch(quote, { title: 'First' }), 200);
    const error = await expectJson<ErrorJson>(
      await patch(quote, { title: 'Second', settings: { taxRateBps: 1 } }),
      409,
    );
    expect(error.error.details).toMatchObject({ reason: 'stale', currentLockVersion: 2, changes: [] });
    const reloaded = await expectSaved(quote, quote.version.content);
    expect(reloaded.title).toBe('First');
  });

  it('an invalid line, a line of an unknown section or a wrong order is 422 and nothing changes', async () => {
    const quote = await newQuote();
    const [a] = quote.version.content.sections;
    const bad = [
      { lines: [{ sectionId: a!.id, line: { ...a!.lines[0]!, quantity: -1 } }] },
      { title: 'Changed', lines: [{ sectionId: crypto.randomUUID(), line: a!.lines[0]! }] },
      { settings: { taxRateBps: 5 }, lineOrder: { [a!.id]: [a!.lines[0]!.id] } },
    ];
    for (const body of bad) expect((await patch(quote, body)).status).toBe(422);
    const reloaded = await expectSaved(quote, quote.version.content, 1);
    expect(reloaded.title).toBe('Firewall');
  });

  it('another workspace’s quote is 404 and untouched', async () => {
    const quote = await newQuote();
    const other = await workspace(suite.h);
    const response = await suite.call(other.user, 'PATCH', `/api/quotes/${quote.id}/draft`, {
      lockVersion: 1,
      title: 'Stolen',
    });
    expect(response.status).toBe(404);
    expect((await read(quote.id)).title).toBe('Firewall');
  });
});
