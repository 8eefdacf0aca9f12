import { auditEvents, quoteVersions, templateVersions, withPlatform, type NewAuditEvent } from '@scopewright/db';
import { createQuote, createTemplate } from '@scopewright/db/testing';
import {
  formatMoney,
  type QuoteDetail,
  type TemplateDetail,
  type VersionItem,
  type VersionItemDetail,
  type VersionPage,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import {
  caller,
  draftOf,
  expectJson,
  member,
  workspace,
  type Harness,
  type Member,
  type Workspace,
} from '../../testing/quote-harness';

let h: Harness;
let call: ReturnType<typeof caller>;
let a: Workspace;
let b: Workspace;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  [a, b] = [await workspace(h), await workspace(h)];
});
afterAll(() => h?.close());

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const minute = (n: number) => new Date(T0 + n * 60_000);

const feed = async (who: Member, query = '') =>
  expectJson<VersionPage>(await call(who, 'GET', `/api/versions${query ? `?${query}` : ''}`), 200);
const detail = async (who: Member, id: string) =>
  expectJson<VersionItemDetail>(await call(who, 'GET', `/api/versions/${id}`), 200);

/** Every page of the feed, following the cursor. */
async function everything(who: Member, query = ''): Promise<{ items: VersionItem[]; pages: number }> {
  const items: VersionItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams(query);
    if (cursor) params.set('cursor', cursor);
    const page = await feed(who, params.toString());
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { items, pages };
}

async function audit(tenantId: string, entry: Partial<NewAuditEvent> & { action: string }, at: Date) {
  const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .insert(auditEvents)
      .values({ tenantId, actorKind: 'user', occurredAt: at, ...entry })
      .returning(),
  );
  return row!;
}

const setQuoteVersionTime = (id: string, at: Date) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.update(quoteVersions).set({ createdAt: at }).where(eq(quoteVersions.id, id)),
  );
const setTemplateVersionTime = (templateId: string, version: number, at: Date) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .update(templateVersions)
      .set({ createdAt: at })
      .where(sql`${templateVersions.templateId} = ${templateId} and ${templateVersions.version} = ${version}`),
  );

/** A quote in `ws` sent and revised, v2's first line repriced: v1 and v2 both in the feed. */
async function revisedQuote(ws: Workspace) {
  const content = {
    contractTermMonths: 12,
    sections: [
      {
        id: crypto.randomUUID(),
        name: 'Implementation',
        lines: [
          {
            id: crypto.randomUUID(),
            kind: 'labor' as const,
            name: 'Configure the firewall',
            unit: 'hour' as const,
            minutes: 240,
            unitPriceCents: 15_000,
            unitCostCents: 7_000,
          },
        ],
      },
    ],
  };
  const created = await expectJson<QuoteDetail>(
    await call(ws.admin, 'POST', '/api/quotes', { clientId: ws.client.id, title: 'Firewall refresh', content }),
    201,
  );
  const sent = await expectJson<QuoteDetail>(
    await call(ws.admin, 'POST', `/api/quotes/${created.id}/send`, { lockVersion: created.version.lockVersion }),
    200,
  );
  const v2 = await expectJson<QuoteDetail>(await call(ws.admin, 'POST', `/api/quotes/${sent.id}/revisions`), 201);
  const [section] = v2.version.content.sections;
  const edited = {
    ...v2.version.content,
    sections: [{ ...section!, lines: [{ ...section!.lines[0]!, unitPriceCents: 16_500 }] }],
  };
  const saved = await call(ws.admin, 'PUT', `/api/quotes/${v2.id}/draft`, draftOf(v2, edited));
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { quote: v2, v1Id: sent.versions[0]!.id, v2Id: v2.version.id };
}

/** A workspace template saved twice (renamed and a line repriced in v2). */
async function savedTemplate(ws: Workspace) {
  const row = await createTemplate(h.owner.db, ws.tenant.id, { name: 'Microsoft 365 migration' });
  const v1 = await expectJson<TemplateDetail>(await call(ws.admin, 'GET', `/api/templates/${row.id}`), 200);
  const changed = structuredClone(v1.document);
  changed.content.sections[0]!.lines[1]!.unitPriceCents = 2_500;
  const v2 = await expectJson<TemplateDetail>(
    await call(ws.admin, 'PUT', `/api/templates/${row.id}`, {
      name: 'Microsoft 365 migration (2026)',
      description: '',
      category: '',
      tags: [],
      brandingOverride: null,
      document: changed,
      baseVersion: 1,
    }),
    200,
  );
  expect(v2.version).toBe(2);
  return row;
}

describe('GET /api/versions: one feed of quotes, templates and audit-sourced changes', () => {
  let quote: Awaited<ReturnType<typeof revisedQuote>>;
  let templateId: string;
  let roleChange: { id: string };

  beforeAll(async () => {
    quote = await revisedQuote(a);
    templateId = (await savedTemplate(a)).id;
    // Interleave the three sources in time: t1 q v1, t2 template v1, t3 rate card, t4 q v2, t5 template v2,
    // t6 branding, t7 catalog, t8 quote deleted; a sign-in and B's changes must not appear.
    await setQuoteVersionTime(quote.v1Id, minute(1));
    await setTemplateVersionTime(templateId, 1, minute(2));
    roleChange = await audit(
      a.tenant.id,
      {
        action: 'rate_card.role_updated',
        actorUserId: a.admin.user.id,
        actorLabel: a.admin.user.email,
        targetType: 'labor_role',
        targetId: crypto.randomUUID(),
        targetLabel: 'Senior Engineer',
        changes: { billRateCents: { before: 15_000, after: 16_500 } },
      },
      minute(3),
    );
    await setQuoteVersionTime(quote.v2Id, minute(4));
    await setTemplateVersionTime(templateId, 2, minute(5));
    await audit(
      a.tenant.id,
      {
        action: 'branding.updated',
        actorUserId: a.admin.user.id,
        targetType: 'branding',
        targetId: a.tenant.id,
        changes: { primaryColor: { before: '#1e3a5f', after: '#123456' } },
      },
      minute(6),
    );
    await audit(
      a.tenant.id,
      {
        action: 'catalog.item_created',
        actorUserId: a.admin.user.id,
        targetType: 'catalog_item',
        targetId: crypto.randomUUID(),
        targetLabel: 'FortiGate 60F',
        changes: { name: { before: null, after: 'FortiGate 60F' }, unitPriceCents: { before: null, after: 89_900 } },
      },
      minute(7),
    );
    await audit(
      a.tenant.id,
      {
        action: 'quote.deleted',
        actorUserId: a.admin.user.id,
        targetType: 'quote',
        targetId: crypto.randomUUID(),
        targetLabel: 'Q-1999 · Old quote',
      },
      minute(8),
    );
    await audit(a.tenant.id, { action: 'auth.sign_in', actorUserId: a.admin.user.id }, minute(9));
    await audit(
      b.tenant.id,
      {
        action: 'rate_card.role_created',
        targetLabel: 'B role',
        changes: { billRateCents: { before: null, after: 1 } },
      },
      minute(10),
    );
    await revisedQuote(b);
  });

  it('merges the three sources newest first with who, what, a link and a one-line summary', async () => {
    const page = await feed(a.admin);
    const ours = page.items.filter((item) => Date.parse(item.at) < minute(10).getTime());
    expect(ours.map((item) => [item.kind, item.object.label])).toEqual([
      ['quote', 'Q-1999 · Old quote'],
      ['catalog', 'FortiGate 60F'],
      ['branding', 'Branding'],
      ['template', 'Microsoft 365 migration (2026) · v2'],
      ['quote', `Q-${String(quote.quote.number)} · Firewall refresh · v2`],
      ['rate_card', 'Senior Engineer'],
      ['template', 'Microsoft 365 migration · v1'],
      ['quote', `Q-${String(quote.quote.number)} · Firewall refresh · v1`],
    ]);
    const [deleted, catalog, branding, templateV2, quoteV2, role, templateV1, quoteV1] = ours;
    const cad = (cents: number) => formatMoney(cents, 'CAD');
    expect(role).toMatchObject({
      id: `au_${roleChange.id}`,
      actor: { id: a.admin.user.id, email: a.admin.user.email },
      object: { type: 'labor_role', link: '/dashboard/settings/rates' },
      summary: 'Changed bill rate of Senior Engineer: $150.00 → $165.00',
      restorable: null,
    });
    expect(catalog!.summary).toBe('Added catalog item “FortiGate 60F”');
    expect(branding!.summary).toBe('Changed branding: primary colour #1e3a5f → #123456');
    expect(deleted).toMatchObject({ summary: 'Deleted quote Q-1999 · Old quote', object: { link: null } });
    expect(quoteV1).toMatchObject({
      summary: 'Created the quote',
      object: { type: 'quote', id: quote.quote.id, link: `/dashboard/quotes/wizard/${quote.quote.id}` },
      restorable: { type: 'quote', id: quote.quote.id, versionNo: 1, currentVersionNo: 2 },
    });
    expect(quoteV2!.summary).toBe(`Revised v1 as v2 · Due on acceptance (incl. tax) ${cad(60_000)} → ${cad(66_000)}`);
    expect(quoteV2!.restorable).toBeNull();
    expect(templateV1).toMatchObject({
      summary: 'Created template “Microsoft 365 migration”',
      object: { link: `/dashboard/templates/management?id=${templateId}` },
      restorable: { type: 'template', id: templateId, versionNo: 1, currentVersionNo: 2 },
    });
    expect(templateV2).toMatchObject({
      summary: 'Renamed template “Microsoft 365 migration” to “Microsoft 365 migration (2026)” (v2)',
      restorable: null,
    });
    expect(page.items.some((item) => item.summary.includes('B role'))).toBe(false);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by kind: quotes are their versions and deletions, rate card and branding their audit entries', async () => {
    const quotes = await feed(a.admin, 'kind=quote');
    expect(quotes.items.map((item) => item.kind)).toEqual(['quote', 'quote', 'quote']);
    expect(quotes.items[0]!.summary).toBe('Deleted quote Q-1999 · Old quote');
    expect((await feed(a.admin, 'kind=template')).items.map((item) => item.object.label)).toEqual([
      'Microsoft 365 migration (2026) · v2',
      'Microsoft 365 migration · v1',
    ]);
    expect((await feed(a.admin, 'kind=rate_card')).items.map((item) => item.id)).toEqual([`au_${roleChange.id}`]);
    expect((await feed(a.admin, 'kind=branding')).items).toHaveLength(1);
    expect((await feed(a.admin, 'kind=catalog')).items).toHaveLength(1);
    const bad = await call(a.admin, 'GET', '/api/versions?kind=invoice');
    expect((await expectJson<{ error: { message: string } }>(bad, 422)).error.message).toContain('Unknown kind');
    expect((await call(a.admin, 'GET', '/api/versions?sort=old')).status).toBe(400);
    expect((await call(a.admin, 'GET', '/api/versions?cursor=not-a-cursor')).status).toBe(422);
    const forged = Buffer.from(JSON.stringify(['2026-02-31 25:00', crypto.randomUUID()])).toString('base64url');
    expect((await call(a.admin, 'GET', `/api/versions?cursor=${forged}`)).status).toBe(422);
  });

  it('shows a quote version’s diff against the one before it, and v1 against nothing', async () => {
    const v2 = await detail(a.admin, `qv_${quote.v2Id}`);
    expect(v2.diff.compared).toEqual({ before: 'v1', after: 'v2' });
    expect(v2.diff.lines).toEqual([
      expect.objectContaining({
        name: 'Configure the firewall',
        change: 'changed',
        fields: [
          {
            field: 'unitPriceCents',
            label: 'price',
            change: 'changed',
            before: formatMoney(15_000, 'CAD'),
            after: formatMoney(16_500, 'CAD'),
          },
        ],
        beforeNet: formatMoney(60_000, 'CAD'),
        afterNet: formatMoney(66_000, 'CAD'),
      }),
    ]);
    expect(v2.diff.totals.find((total) => total.key === 'one_time_total')).toMatchObject({
      before: formatMoney(60_000, 'CAD'),
      after: formatMoney(66_000, 'CAD'),
      changed: true,
    });
    const v1 = await detail(a.admin, `qv_${quote.v1Id}`);
    expect(v1.diff.compared).toEqual({ before: null, after: 'v1' });
    expect(v1.diff.sections).toEqual([expect.objectContaining({ name: 'Implementation', change: 'added' })]);
    expect(v1.diff.lines.map((line) => line.change)).toEqual(['added']);
    expect(v1.item.restorable).toMatchObject({ versionNo: 1, currentVersionNo: 2 });
  });

  it('shows a template save’s diff (details, content) and an audit entry’s fields, formatted', async () => {
    const { items } = await feed(a.admin, 'kind=template');
    const v2 = await detail(a.admin, items[0]!.id);
    expect(v2.diff.compared).toEqual({ before: 'v1', after: 'v2' });
    expect(v2.diff.notes).toContain('Renamed “Microsoft 365 migration” to “Microsoft 365 migration (2026)”');
    expect(v2.diff.lines).toEqual([
      expect.objectContaining({
        name: 'Microsoft 365 Business Premium',
        change: 'changed',
        fields: [expect.objectContaining({ label: 'price', before: '$22.00', after: '$25.00' })],
      }),
    ]);
    const role = await detail(a.admin, `au_${roleChange.id}`);
    expect(role.diff).toMatchObject({
      compared: null,
      fields: [{ field: 'billRateCents', label: 'bill rate', change: 'changed', before: '$150.00', after: '$165.00' }],
    });
    const { items: catalog } = await feed(a.admin, 'kind=catalog');
    expect((await detail(a.admin, catalog[0]!.id)).diff.fields).toEqual([
      { field: 'name', label: 'name', change: 'added', before: null, after: 'FortiGate 60F' },
      { field: 'unitPriceCents', label: 'unit price', change: 'added', before: null, after: '$899.00' },
    ]);
    const { items: branding } = await feed(a.admin, 'kind=branding');
    expect((await detail(a.admin, branding[0]!.id)).diff.fields).toEqual([
      { field: 'primaryColor', label: 'primary colour', change: 'changed', before: '#1e3a5f', after: '#123456' },
    ]);
    const { items: quotes } = await feed(a.admin, 'kind=quote');
    const deleted = await detail(a.admin, quotes[0]!.id);
    expect(deleted).toMatchObject({ item: { summary: 'Deleted quote Q-1999 · Old quote' }, diff: { fields: [] } });
    expect((await call(a.admin, 'GET', '/api/versions/zz_123')).status).toBe(422);
    expect((await call(a.admin, 'GET', `/api/versions/qv_${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('restores through the quotes’ and templates’ own routes, and the feed shows the new versions', async () => {
    const restored = await call(a.admin, 'POST', `/api/quotes/${quote.quote.id}/versions/1/restore`);
    expect(restored.status).toBe(201);
    const template = await call(a.admin, 'POST', `/api/templates/${templateId}/versions/1/restore`, {
      baseVersion: 2,
    });
    expect(template.status).toBe(200);
    const { items } = await feed(a.admin);
    const [templateV3, quoteV3] = items;
    expect(templateV3).toMatchObject({
      kind: 'template',
      summary: 'Renamed template “Microsoft 365 migration (2026)” to “Microsoft 365 migration” (v3)',
    });
    expect(quoteV3).toMatchObject({ kind: 'quote', summary: expect.stringMatching(/^Restored v1 as v3/) });
    const oldV2 = items.find((item) => item.id === `qv_${quote.v2Id}`)!;
    expect(oldV2.restorable).toMatchObject({ versionNo: 2, currentVersionNo: 3 });
  });

  it('keeps a workspace’s changes to itself: B sees none of A’s, and A’s ids read 404 for B', async () => {
    const { items } = await everything(b.admin);
    expect(items.map((item) => item.id)).not.toContain(`au_${roleChange.id}`);
    expect(items.map((item) => item.summary)).toContain('Added labour role “B role” at $0.01/hr');
    const { items: ofA } = await everything(a.admin);
    const ids = new Set(items.map((item) => item.id));
    expect(ofA.filter((item) => ids.has(item.id))).toEqual([]);
    for (const id of [`qv_${quote.v1Id}`, `au_${roleChange.id}`, ofA.find((i) => i.kind === 'template')!.id]) {
      const response = await call(b.admin, 'GET', `/api/versions/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(id.slice(3));
    }
  });

  it('is for the workspace’s admins: a member is refused, and global templates never show', async () => {
    expect((await call(a.user, 'GET', '/api/versions')).status).toBe(403);
    const pending = await member(h, a.tenant, 'pending_user');
    expect((await call(pending, 'GET', '/api/versions')).status).toBe(403);
    const global = await createTemplate(h.owner.db, null, { name: 'Global library template' });
    const { items } = await everything(a.admin, 'kind=template');
    expect(items.some((item) => item.object.id === global.id)).toBe(false);
  });
});

describe('GET /api/versions: paging', () => {
  it('pages 50 at a time with a keyset cursor, ties at the same instant across sources included', async () => {
    const ws = await workspace(h);
    const sameInstant = minute(100);
    for (let i = 0; i < 70; i += 1) {
      await audit(
        ws.tenant.id,
        {
          action: i % 2 ? 'catalog.item_updated' : 'rate_card.role_updated',
          targetLabel: `Item ${String(i)}`,
          changes: { unitPriceCents: { before: i, after: i + 1 } },
        },
        i < 40 ? sameInstant : minute(100 - i),
      );
    }
    // Ten quote versions and a template save at the same instant as 40 of the entries: the page boundary falls
    // inside the tie, across sources.
    for (let i = 0; i < 10; i += 1) {
      const quote = await createQuote(h.owner.db, ws.tenant.id, { clientId: ws.client.id });
      await setQuoteVersionTime(quote.currentVersionId!, sameInstant);
    }
    const template = await createTemplate(h.owner.db, ws.tenant.id);
    await setTemplateVersionTime(template.id, 1, sameInstant);
    const first = await feed(ws.admin);
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const { items, pages } = await everything(ws.admin);
    expect(pages).toBe(2);
    expect(items).toHaveLength(81);
    expect(new Set(items.map((item) => item.id)).size).toBe(81);
    expect(new Set(items.slice(0, 51).map((item) => item.kind))).toEqual(
      new Set(['quote', 'template', 'rate_card', 'catalog']),
    );
    const times = items.map((item) => Date.parse(item.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    const rateCard = await everything(ws.admin, 'kind=rate_card');
    expect(rateCard.items).toHaveLength(35);
    expect(rateCard.pages).toBe(1);
  });

  it('answers an empty page for a new workspace', async () => {
    const ws = await workspace(h);
    expect(await feed(ws.admin)).toEqual({ items: [], nextCursor: null });
  });
});
