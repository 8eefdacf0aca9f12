import {
  calculateQuoteTotals,
  QUOTE_COPY,
  QuoteContentInput,
  type QuoteConflictDetails,
  type QuoteContentInput as ContentInput,
  type QuoteDetail,
  type QuoteListPage,
  type SaveQuoteDraftResult,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  expectJson,
  labourLine,
  monthlyLine,
  productLine,
  sampleContent,
  quoteSuite,
  workspace,
  type ErrorJson,
} from '../../testing/quote-harness';

const suite = quoteSuite();
const newQuote = async (content: ContentInput = sampleContent()) =>
  expectJson<QuoteDetail>(
    await suite.call(suite.ws.user, 'POST', '/api/quotes', {
      clientId: suite.ws.client.id,
      title: 'M365 migration',
      content,
    }),
    201,
  );
const read = async (id: string) =>
  expectJson<QuoteDetail>(await suite.call(suite.ws.user, 'GET', `/api/quotes/${id}`), 200);
const save = (who: typeof suite.ws.user, quote: QuoteDetail, body: ReturnType<typeof draftOf>) =>
  suite.call(who, 'PUT', `/api/quotes/${quote.id}/draft`, body);

describe('PUT /api/quotes/{id}/draft: happy path', () => {
  it('replaces content in order, updates the header and list columns, bumps the lock version', async () => {
    const quote = await newQuote();
    const [a, b, c] = quote.version.content.sections;
    const content = {
      ...quote.version.content,
      taxRateBps: 825,
      sections: [
        c!,
        { ...a!, lines: [...a!.lines].reverse() },
        { ...b!, lines: [...b!.lines, productLine({ name: 'UPS' })] },
      ],
    };
    const body = {
      ...draftOf(quote, content),
      title: 'M365 migration (phase 2)',
      validUntil: '2030-06-30',
      currency: 'USD',
    };
    const result = await expectJson<SaveQuoteDraftResult>(await save(suite.ws.user, quote, body), 200);
    const expected = calculateQuoteTotals(QuoteContentInput.parse(content));
    expect(result).toMatchObject({ lockVersion: 2, totals: expected });

    const reloaded = await read(quote.id);
    expect(reloaded).toMatchObject({ title: 'M365 migration (phase 2)', validUntil: '2030-06-30', currency: 'USD' });
    expect(reloaded.version).toMatchObject({ lockVersion: 2, updatedBy: { id: suite.ws.user.user.id } });
    expect(reloaded.version.content).toEqual(QuoteContentInput.parse(content));
    expect(reloaded.version.totals).toEqual(expected);
    const list = await expectJson<QuoteListPage>(
      await suite.call(suite.ws.user, 'GET', `/api/quotes?q=${quote.number}`),
      200,
    );
    expect(list.items[0]).toMatchObject({
      oneTimeTotalCents: expected.oneTime.revenueCents, // the list is before tax (ADR 0026)
      mrrCents: expected.mrrCents,
    });
  });

  it('saves and reads back a 500-line quote with full client descriptions (a body over 1 MB)', async () => {
    const quote = await newQuote({ sections: [] });
    const content: ContentInput = {
      sections: Array.from({ length: 10 }, (_, s) => ({
        id: crypto.randomUUID(),
        name: `Phase ${s + 1}`,
        lines: Array.from({ length: 50 }, (_, i) => ({
          ...(i % 3 === 0 ? labourLine({ name: `Task ${s}.${i}` }) : i % 3 === 1 ? productLine() : monthlyLine()),
          clientDescription: 'Scope detail. '.repeat(160),
        })),
      })),
    };
    const body = draftOf(quote, content);
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    await expectJson(await save(suite.ws.user, quote, body), 200);
    const reloaded = await read(quote.id);
    expect(reloaded.version.content).toEqual(QuoteContentInput.parse(content));
  });
});

describe('PUT /api/quotes/{id}/draft: optimistic concurrency', () => {
  it.each([2, 3, 5, 10])('of %i concurrent saves on one lock version exactly one wins', async (n) => {
    const quote = await newQuote();
    const bodies = Array.from({ length: n }, (_, i) =>
      draftOf(quote, {
        ...quote.version.content,
        sections: [
          { id: crypto.randomUUID(), name: `Writer ${i}`, lines: [labourLine({ name: `Line of writer ${i}` })] },
        ],
      }),
    );
    const responses = await Promise.all(
      bodies.map((body, i) => save(i % 2 ? suite.ws.admin : suite.ws.user, quote, body)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1);
    const winner = statuses.indexOf(200);
    const reloaded = await read(quote.id);
    expect(reloaded.version.lockVersion).toBe(2);
    expect(reloaded.version.content.sections.map((s) => s.name)).toEqual([`Writer ${winner}`]);
    for (const [i, response] of responses.entries()) {
      if (i === winner) continue;
      const { error } = (await response.json()) as ErrorJson & { error: { details: QuoteConflictDetails } };
      expect(error.message).toBe(QUOTE_COPY.staleVersion);
      expect(error.details).toMatchObject({ reason: 'stale', currentLockVersion: 2 });
      expect(error.details.changes.join(' ')).toContain(`Writer ${winner}`);
    }
  });

  it('tells the stale writer who saved, when, and what differs; nothing of theirs is written', async () => {
    const quote = await newQuote();
    const [first] = quote.version.content.sections;
    const adminContent = {
      ...quote.version.content,
      sections: [{ ...first!, lines: [...first!.lines, labourLine({ name: 'Backup appliance setup' })] }],
    };
    await expectJson(await save(suite.ws.admin, quote, draftOf(quote, adminContent)), 200);
    const mine = { ...draftOf(quote, quote.version.content), title: 'My stale title' };
    const { error } = await expectJson<ErrorJson & { error: { details: QuoteConflictDetails } }>(
      await save(suite.ws.user, quote, mine),
      409,
    );
    expect(error.details).toMatchObject({
      currentLockVersion: 2,
      updatedBy: { id: suite.ws.admin.user.id, email: suite.ws.admin.user.email },
      updatedAt: expect.any(String),
    });
    expect(error.details.changes.join(' ')).toContain('Backup appliance setup');
    const reloaded = await read(quote.id);
    expect(reloaded.title).toBe('M365 migration');
    expect(reloaded.version.content).toEqual(QuoteContentInput.parse(adminContent));
  });
});

describe('PUT /api/quotes/{id}/draft: bad input changes nothing', () => {
  it.each([
    [
      'a negative quantity',
      (c: ContentInput) => ({ ...c, sections: [{ ...c.sections![0]!, lines: [labourLine({ quantity: -2 })] }] }),
      422,
    ],
    ['an unknown key', (c: ContentInput) => ({ ...c, ownerId: 'x' }), 400],
    ['a tax rate over 100%', (c: ContentInput) => ({ ...c, taxRateBps: 10_001 }), 422],
  ] as const)('refuses %s', async (_name, mutate, status) => {
    const quote = await newQuote();
    const response = await save(suite.ws.user, quote, draftOf(quote, mutate(quote.version.content) as ContentInput));
    expect(response.status).toBe(status);
    const reloaded = await read(quote.id);
    expect(reloaded.version.lockVersion).toBe(1);
    expect(reloaded.version.content).toEqual(quote.version.content);
  });

  it('refuses a client of another workspace (404) and keeps the quote as it was', async () => {
    const other = await workspace(suite.h);
    const quote = await newQuote();
    const response = await save(suite.ws.user, quote, {
      ...draftOf(quote, sampleContent()),
      clientId: other.client.id,
    });
    expect(response.status).toBe(404);
    expect((await read(quote.id)).version.content).toEqual(quote.version.content);
  });

  it('namespaces stable ids per version: another workspace’s section and line ids touch nothing of theirs', async () => {
    const other = await workspace(suite.h);
    const theirs = await expectJson<QuoteDetail>(
      await suite.call(other.user, 'POST', '/api/quotes', {
        clientId: other.client.id,
        title: 'Theirs',
        content: sampleContent(),
      }),
      201,
    );
    const quote = await newQuote();
    const moved = { ...quote.version.content, sections: theirs.version.content.sections };
    await expectJson(await save(suite.ws.user, quote, draftOf(quote, moved)), 200);
    const theirsAfter = await expectJson<QuoteDetail>(
      await suite.call(other.user, 'GET', `/api/quotes/${theirs.id}`),
      200,
    );
    expect(theirsAfter.version).toEqual(theirs.version);
  });
});
