import { quoteActivity, quotes, withPlatform } from '@scopewright/db';
import { createClient } from '@scopewright/db/testing';
import {
  calculateQuoteTotals,
  QUOTE_API_COPY,
  QUOTE_COPY,
  QuoteContentInput,
  type QuoteDetail,
  type QuoteListPage,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import {
  caller,
  labourLine,
  member,
  sampleContent,
  workspace,
  type ErrorJson,
  type Harness,
} from '../../testing/quote-harness';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
});
afterAll(() => h?.close());

type Workspace = Awaited<ReturnType<typeof workspace>>;

const create = async (ws: Workspace, body: Record<string, unknown> = {}) => {
  const response = await call(ws.user, 'POST', '/api/quotes', {
    clientId: ws.client.id,
    title: 'Firewall refresh',
    ...body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as QuoteDetail;
};
const list = async (ws: Workspace, query = '') => {
  const response = await call(ws.user, 'GET', `/api/quotes${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as QuoteListPage;
};
const quoteCount = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, async (tx) => {
    const rows = await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.tenantId, tenantId));
    return rows.length;
  });

describe('quotes API: happy path', () => {
  it('creates Q-1001 as a v1 draft in the client’s currency, with the engine’s totals mirrored on the list', async () => {
    const ws = await workspace(h);
    const content = sampleContent();
    const detail = await create(ws, { content });
    const expectedTotals = calculateQuoteTotals(QuoteContentInput.parse(content));
    expect(detail).toMatchObject({
      number: 1001,
      title: 'Firewall refresh',
      status: 'draft',
      currency: 'CAD',
      client: { id: ws.client.id, name: 'Contoso Dental', currency: 'CAD' },
      owner: { id: ws.user.user.id },
      version: { versionNo: 1, status: 'draft', lockVersion: 1, isFrozen: false },
    });
    expect(detail.version.totals).toEqual(expectedTotals);
    expect(detail.version.content.sections.map((s) => s.id)).toEqual(content.sections!.map((s) => s.id));
    expect(detail.version.content.sections[0]!.lines.map((l) => l.id)).toEqual(
      content.sections![0]!.lines.map((l) => l.id),
    );

    const reloaded = (await (await call(ws.admin, 'GET', `/api/quotes/${detail.id}`)).json()) as QuoteDetail;
    expect(reloaded.version.content).toEqual(QuoteContentInput.parse(content));
    expect(reloaded.version.totals).toEqual(expectedTotals);

    const page = await list(ws);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: detail.id,
      number: 1001,
      client: { name: 'Contoso Dental' },
      oneTimeTotalCents: expectedTotals.oneTime.revenueCents, // the list is before tax (ADR 0026)
      mrrCents: expectedTotals.mrrCents,
      tcvCents: expectedTotals.tcvCents,
      marginBps: expectedTotals.overall.marginBps,
    });
    const activity = (await (await call(ws.user, 'GET', `/api/quotes/${detail.id}/activity`)).json()) as {
      type: string;
      actor: { id: string };
    }[];
    expect(activity).toMatchObject([{ type: 'created', actor: { id: ws.user.user.id }, versionNo: 1 }]);
  });

  it('numbers concurrent creates of one workspace without gaps or repeats', async () => {
    const ws = await workspace(h);
    const created = await Promise.all(Array.from({ length: 6 }, (_, i) => create(ws, { title: `Quote ${i}` })));
    expect(created.map((q) => q.number).sort()).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
    // The count of a partial page is remembered briefly, and every write of the workspace refreshes it.
    expect((await list(ws, '?limit=2')).total).toBe(6);
    await call(ws.user, 'POST', '/api/quotes/archive', { ids: [created[0]!.id] });
    expect((await list(ws, '?limit=2')).total).toBe(5);
    await create(ws);
    expect((await list(ws, '?limit=2')).total).toBe(6);
  });

  it('starts an empty quote at the workspace’s default tax rate and honours an explicit currency', async () => {
    const ws = await workspace(h, { defaultTaxRateBps: 825 });
    const detail = await create(ws, { currency: 'EUR', validUntil: '2030-01-31' });
    expect(detail).toMatchObject({ currency: 'EUR', validUntil: '2030-01-31' });
    expect(detail.version.content).toEqual(QuoteContentInput.parse({ taxRateBps: 825 }));
    expect(detail.version.totals.oneTime.totalCents).toBe(0);
  });

  it('duplicates with the next number, “(copy)” and the same lines; the copy counts as a new quote', async () => {
    const ws = await workspace(h);
    const original = await create(ws, { content: sampleContent() });
    const response = await call(ws.user, 'POST', `/api/quotes/${original.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = (await response.json()) as QuoteDetail;
    expect(copy).toMatchObject({ number: 1002, title: 'Firewall refresh (copy)', status: 'draft' });
    expect(copy.version.content).toEqual(original.version.content);
    expect(copy.version.totals).toEqual(original.version.totals);
    expect(copy.versions[0]).toMatchObject({ createdFrom: 'duplicate' });
  });

  it('archives and unarchives all or nothing, restoring each status', async () => {
    const ws = await workspace(h);
    const [a, b] = [await create(ws), await create(ws, { title: 'Second' })];
    const archived = await call(ws.user, 'POST', '/api/quotes/archive', { ids: [a.id, b.id] });
    expect(await archived.json()).toEqual({ ids: expect.arrayContaining([a.id, b.id]) });
    expect((await list(ws)).total).toBe(0);
    const only = await list(ws, '?archived=only');
    expect(only.items.map((q) => q.status)).toEqual(['archived', 'archived']);

    const other = await workspace(h);
    const foreign = await create(other);
    const refused = await call(ws.user, 'POST', '/api/quotes/unarchive', { ids: [a.id, foreign.id] });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.someQuotesNotFound);
    expect((await list(ws, '?archived=only')).total).toBe(2);

    await call(ws.user, 'POST', '/api/quotes/unarchive', { ids: [a.id] });
    expect((await list(ws)).items.map((q) => [q.id, q.status])).toEqual([[a.id, 'draft']]);
    const editArchived = await call(ws.user, 'POST', `/api/quotes/${b.id}/revisions`);
    expect(editArchived.status).toBe(409);
  });

  it('lets an admin delete a quote (gone with its versions), not a user', async () => {
    const ws = await workspace(h);
    const quote = await create(ws);
    expect((await call(ws.user, 'DELETE', `/api/quotes/${quote.id}`)).status).toBe(403);
    expect((await call(ws.admin, 'DELETE', `/api/quotes/${quote.id}`)).status).toBe(204);
    expect((await call(ws.admin, 'GET', `/api/quotes/${quote.id}`)).status).toBe(404);
    expect(await quoteCount(ws.tenant.id)).toBe(0);
  });

  it('documents every quotes and dashboard route in the OpenAPI document', async () => {
    const doc = (await (await h.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/quotes',
        '/api/quotes/{id}',
        '/api/quotes/{id}/draft',
        '/api/quotes/{id}/send',
        '/api/quotes/{id}/revisions',
        '/api/quotes/{id}/versions',
        '/api/quotes/{id}/versions/{versionNo}',
        '/api/quotes/{id}/versions/{versionNo}/restore',
        '/api/quotes/{id}/compare',
        '/api/quotes/{id}/duplicate',
        '/api/quotes/{id}/activity',
        '/api/quotes/archive',
        '/api/quotes/unarchive',
        '/api/dashboard/summary',
      ]),
    );
  });
});

describe('quotes API: bad input changes nothing', () => {
  const cases: [string, (ws: Workspace) => Record<string, unknown>, number, string, string][] = [
    [
      'a negative quantity',
      () => ({
        content: { sections: [{ id: crypto.randomUUID(), name: 'S', lines: [labourLine({ quantity: -1 })] }] },
      }),
      422,
      'content.sections.0.lines.0.quantity',
      QUOTE_COPY.quantityNegative,
    ],
    [
      'more than 10,000 hours on a line',
      () => ({
        content: { sections: [{ id: crypto.randomUUID(), name: 'S', lines: [labourLine({ minutes: 600_060 })] }] },
      }),
      422,
      'content.sections.0.lines.0.minutes',
      QUOTE_COPY.hoursTooLarge,
    ],
    [
      'a price over 10^10 cents',
      () => ({
        content: {
          sections: [{ id: crypto.randomUUID(), name: 'S', lines: [labourLine({ unitPriceCents: 10_000_000_001 })] }],
        },
      }),
      422,
      'content.sections.0.lines.0.unitPriceCents',
      QUOTE_COPY.amountTooLarge,
    ],
    [
      '501 lines',
      () => ({
        content: {
          sections: [
            { id: crypto.randomUUID(), name: 'A', lines: Array.from({ length: 300 }, () => labourLine()) },
            { id: crypto.randomUUID(), name: 'B', lines: Array.from({ length: 201 }, () => labourLine()) },
          ],
        },
      }),
      422,
      'content.sections',
      QUOTE_COPY.tooManyLines,
    ],
    [
      'two lines with one id',
      () => {
        const line = labourLine();
        return { content: { sections: [{ id: crypto.randomUUID(), name: 'S', lines: [line, { ...line }] }] } };
      },
      422,
      'content.sections',
      QUOTE_COPY.duplicateId,
    ],
    ['an unknown key', () => ({ ownerId: crypto.randomUUID() }), 400, 'ownerId', 'Unknown field'],
    [
      'an unknown key in a line',
      () => ({
        content: { sections: [{ id: crypto.randomUUID(), name: 'S', lines: [{ ...labourLine(), tenantId: 'x' }] }] },
      }),
      400,
      'content.sections.0.lines.0.tenantId',
      'Unknown field',
    ],
  ];

  it.each(cases)('refuses %s', async (_name, body, status, path, message) => {
    const ws = await workspace(h);
    const response = await call(ws.user, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'Bad', ...body(ws) });
    expect(response.status).toBe(status);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.details).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await quoteCount(ws.tenant.id)).toBe(0);
  });

  it('refuses a client or contact of another workspace, and a contact of another client (404)', async () => {
    const [ws, other] = [await workspace(h), await workspace(h)];
    const foreign = await call(ws.user, 'POST', '/api/quotes', { clientId: other.client.id, title: 'X' });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.clientNotFound);
    const secondClient = await createClient(h.owner.db, ws.tenant.id);
    const contactOfSecond = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute<{ id: string }>(sql`select id from client_contacts where client_id = ${secondClient.id}`),
    );
    const wrongContact = await call(ws.user, 'POST', '/api/quotes', {
      clientId: ws.client.id,
      contactId: contactOfSecond.rows[0]!.id,
      title: 'X',
    });
    expect(wrongContact.status).toBe(404);
    expect(((await wrongContact.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.contactNotFound);
    expect(await quoteCount(ws.tenant.id)).toBe(0);
  });

  it('refuses a new quote for an archived client', async () => {
    const ws = await workspace(h);
    const archived = await createClient(h.owner.db, ws.tenant.id, { archivedAt: new Date() });
    const response = await call(ws.user, 'POST', '/api/quotes', { clientId: archived.id, title: 'X' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorJson).error.message).toBe(QUOTE_API_COPY.clientArchived);
  });
});

describe('quotes API: permissions and tier rules', () => {
  it('a read-only workspace reads its quotes but cannot create, edit or delete them', async () => {
    const ws = await workspace(h);
    const quote = await create(ws);
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(
        sql`update tenants set active_tier = 'read_only', selected_tier = 'premium' where id = ${ws.tenant.id}`,
      ),
    );
    expect((await call(ws.user, 'GET', `/api/quotes/${quote.id}`)).status).toBe(200);
    expect((await call(ws.user, 'GET', '/api/quotes')).status).toBe(200);
    const refusedCreate = await call(ws.user, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'X' });
    expect(refusedCreate.status).toBe(403);
    expect(((await refusedCreate.json()) as ErrorJson).error.details).toMatchObject({ guard: 'permissions' });
    expect((await call(ws.user, 'POST', `/api/quotes/${quote.id}/send`, { lockVersion: 1 })).status).toBe(403);
    expect((await call(ws.admin, 'DELETE', `/api/quotes/${quote.id}`)).status).toBe(403);
    expect(await quoteCount(ws.tenant.id)).toBe(1);
  });

  it('a suspended workspace is sent to billing, reads included', async () => {
    const ws = await workspace(h, { suspended: true });
    const response = await call(ws.user, 'GET', '/api/quotes');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.details).toMatchObject({ redirectTo: '/dashboard/billing' });
  });

  it('a pending user reads nothing', async () => {
    const ws = await workspace(h);
    const pending = await member(h, ws.tenant, 'pending_user');
    expect((await call(pending, 'GET', '/api/quotes')).status).toBe(403);
  });

  it('enforces maxQuotes (Essentials: 100), archived quotes included; deleting frees a slot', async () => {
    const ws = await workspace(h, { activeTier: 'essentials' });
    const first = await create(ws);
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.execute(sql`
        insert into quotes (tenant_id, id, number, title, client_id, archived_at)
        select ${ws.tenant.id}, gen_random_uuid(), 5000 + n, 'Filler ' || n, ${ws.client.id}, now()
        from generate_series(1, 99) as n`),
    );
    const refused = await call(ws.user, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'One too many' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED', details: { limit: 'maxQuotes', max: 100, used: 100 } },
    });
    expect((await call(ws.user, 'POST', `/api/quotes/${first.id}/duplicate`)).status).toBe(429);
    expect((await call(ws.admin, 'DELETE', `/api/quotes/${first.id}`)).status).toBe(204);
    await create(ws, { title: 'Fits again' });
    const billing = (await (await call(ws.admin, 'GET', '/api/billing')).json()) as {
      usage: { key: string; used: number }[];
    };
    expect(billing.usage.find((u) => u.key === 'maxQuotes')).toMatchObject({ used: 100, isTracked: true });
  });
});

describe('quotes API: tenant isolation', () => {
  it('never lists, counts or filters into another workspace’s quotes', async () => {
    const [ws, other] = [await workspace(h), await workspace(h)];
    await create(ws);
    const foreign = await create(other, { title: 'Other workspace firewall' });
    expect((await list(ws)).items.map((q) => q.id)).not.toContain(foreign.id);
    expect(await list(ws, `?clientId=${other.client.id}`)).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
      totalIsExact: true,
    });
    expect((await list(ws, '?q=Other%20workspace')).total).toBe(0);
    expect((await call(ws.user, 'GET', `/api/quotes/${foreign.id}/versions`)).status).toBe(404);
    // Another workspace's quote reads exactly like an id that does not exist.
    const [foreignDetail, unknownDetail] = [
      await call(ws.user, 'GET', `/api/quotes/${foreign.id}`),
      await call(ws.user, 'GET', '/api/quotes/00000000-0000-4000-8000-000000000000'),
    ];
    expect([foreignDetail.status, unknownDetail.status]).toEqual([404, 404]);
    const errorOf = async (r: Response) => ((await r.json()) as { error: { code: string; message: string } }).error;
    const [foreignError, unknownError] = [await errorOf(foreignDetail), await errorOf(unknownDetail)];
    expect([foreignError.code, foreignError.message]).toEqual([unknownError.code, unknownError.message]);
    const activity = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(quoteActivity).where(eq(quoteActivity.quoteId, foreign.id)),
    );
    expect(activity).toHaveLength(1);
  });
});
