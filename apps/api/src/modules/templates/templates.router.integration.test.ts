import { quoteVersions, templates, templateUsage, withPlatform } from '@scopewright/db';
import {
  createClient,
  createLaborRole,
  createQuote,
  createTemplate,
  sampleTemplateDocument,
} from '@scopewright/db/testing';
import {
  TEMPLATE_COPY,
  TEMPLATE_FORMAT_VERSION,
  limitExceededMessage,
  type QuoteDetail,
  type TemplateDetail,
  type TemplateListPage,
  type TemplateSort,
} from '@scopewright/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { rateCardHarness, type ErrorJson, type Harness, type Member } from '../rate-card/rate-card.test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const { member, workspace, call, json } = rateCardHarness(() => h);
const platform = <T>(work: Parameters<typeof withPlatform<T>>[1]) => withPlatform({ db: h.owner.db }, work);
const templateCount = async (tenantId: string) =>
  (await platform((tx) => tx.select({ n: count() }).from(templates).where(eq(templates.tenantId, tenantId))))[0]!.n;

const create = (who: Member, name: string, document = sampleTemplateDocument()) =>
  json<TemplateDetail>(who, 'POST', '/api/templates', { name, category: 'Microsoft 365', document });
const fieldErrors = (body: unknown) =>
  ((body as ErrorJson).error.details as { path: string; message: string }[]).map((d) => `${d.path}: ${d.message}`);

describe('templates: a workspace builds and uses its own', () => {
  it('an admin creates one; a member lists and reads it but cannot change it', async () => {
    const { tenant, admin } = await workspace();
    const user = await member(tenant, 'msp_user');
    const created = await create(admin, 'M365 tenant migration');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      scope: 'workspace',
      version: 1,
      canEdit: true,
      lineCount: 2,
      laborMinutes: 240 + 30 * 25,
    });

    const list = await json<{ items: { name: string }[]; categories: string[] }>(
      user,
      'GET',
      '/api/templates?scope=workspace',
    );
    expect(list.body.items.map((item) => item.name)).toEqual(['M365 tenant migration']);
    expect(list.body.categories).toContain('Microsoft 365');
    expect((await json<TemplateDetail>(user, 'GET', `/api/templates/${created.body.id}`)).body.canEdit).toBe(true);
    expect(
      (await call(user, 'POST', '/api/templates', { name: 'Nope', document: sampleTemplateDocument() })).status,
    ).toBe(403);
    expect(
      (
        await call(user, 'PUT', `/api/templates/${created.body.id}`, {
          name: 'x',
          document: sampleTemplateDocument(),
          baseVersion: 1,
        })
      ).status,
    ).toBe(403);
  });

  it('refuses bad templates with a message naming the field, and writes nothing', async () => {
    const { tenant, admin } = await workspace();
    await create(admin, 'Intune rollout');
    const before = await templateCount(tenant.id);
    const doc = sampleTemplateDocument();

    const taken = await create(admin, 'INTUNE ROLLOUT');
    expect(taken.status).toBe(422);
    expect(fieldErrors(taken.body)).toEqual([`name: ${TEMPLATE_COPY.nameTaken}`]);

    const empty = await create(admin, 'Empty', { ...doc, content: { sections: [] }, rules: [] });
    expect(fieldErrors(empty.body)).toContain(`document.content.sections: ${TEMPLATE_COPY.noSections}`);

    const undeclared = await create(admin, 'Undeclared', { ...doc, variables: [] });
    expect(fieldErrors(undeclared.body)).toContain(
      `document.rules.0.unit: ${TEMPLATE_COPY.variableUndeclared('users', 'Migrate mailboxes')}`,
    );
    const absurd = await create(admin, 'Absurd', { ...doc, rules: [{ ...doc.rules![0]!, perUnitMinutes: 100_000 }] });
    expect(fieldErrors(absurd.body)).toContain(`document.rules.0.perUnitMinutes: ${TEMPLATE_COPY.perUnitTooLarge}`);
    expect(await templateCount(tenant.id)).toBe(before);
  });

  it('every save is a version: history, a stale save refused, restore makes the next version', async () => {
    const { admin } = await workspace();
    const { body: v1 } = await create(admin, 'Firewall replacement');
    const doc = v1.document;
    const renamed = {
      ...doc,
      content: { ...doc.content, sections: doc.content.sections.map((s) => ({ ...s, name: 'Cutover' })) },
    };
    const saved = await json<TemplateDetail>(admin, 'PUT', `/api/templates/${v1.id}`, {
      name: v1.name,
      document: renamed,
      baseVersion: 1,
    });
    expect(saved.body.version).toBe(2);

    const stale = await json<ErrorJson>(admin, 'PUT', `/api/templates/${v1.id}`, {
      name: v1.name,
      document: doc,
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(TEMPLATE_COPY.staleVersion);

    const versions = await json<{ versions: { version: number }[] }>(admin, 'GET', `/api/templates/${v1.id}/versions`);
    expect(versions.body.versions.map((v) => v.version)).toEqual([2, 1]);
    const restored = await json<TemplateDetail>(admin, 'POST', `/api/templates/${v1.id}/versions/1/restore`, {
      baseVersion: 2,
    });
    expect(restored.body.version).toBe(3);
    expect(restored.body.document.content.sections[0]!.name).toBe('Migration');
  });

  it('starts a quote with the hours scaled and labour at the workspace rate: a snapshot counted as a use', async () => {
    const { tenant, admin } = await workspace();
    const role = await createLaborRole(h.owner.db, tenant.id);
    const client = await createClient(h.owner.db, tenant.id);
    const { body: template } = await create(admin, 'Mail migration');
    const user = await member(tenant, 'msp_user');

    const started = await json<QuoteDetail>(user, 'POST', `/api/templates/${template.id}/quotes`, {
      clientId: client.id,
      values: { users: 45 },
    });
    expect(started.status).toBe(201);
    expect(started.body.title).toBe('Mail migration');
    const [labour, licence] = started.body.version.content.sections[0]!.lines;
    expect(labour).toMatchObject({
      minutes: 240 + 30 * 45,
      roleId: role.id,
      unitPriceCents: role.billRateCents,
      source: 'template',
      sourceRef: `tpl:${template.id}@1`,
    });
    expect(licence).toMatchObject({ quantity: 45, unitPriceCents: 2_200 });
    expect(started.body.version.content.terms).toBe('Payment due within 30 days.');

    const [version] = await platform((tx) =>
      tx.select().from(quoteVersions).where(eq(quoteVersions.id, started.body.version.id)),
    );
    expect(version).toMatchObject({ createdFrom: 'template', templateId: template.id, templateVersion: 1 });
    const list = await json<{ items: { usageCount: number; lastUsedAt: string | null }[] }>(
      admin,
      'GET',
      '/api/templates?scope=workspace',
    );
    expect(list.body.items[0]).toMatchObject({ usageCount: 1 });
    expect(list.body.items[0]!.lastUsedAt).not.toBeNull();

    // Editing the template never changes the quote; a used template cannot be deleted, only archived.
    await json(admin, 'PUT', `/api/templates/${template.id}`, {
      name: 'Mail migration',
      document: sampleTemplateDocument(),
      baseVersion: 1,
    });
    const reread = await json<QuoteDetail>(user, 'GET', `/api/quotes/${started.body.id}`);
    expect(reread.body.version.content.sections[0]!.lines[0]!.minutes).toBe(240 + 30 * 45);
    const deleted = await json<ErrorJson>(admin, 'DELETE' as 'POST', `/api/templates/${template.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe(TEMPLATE_COPY.inUseDelete);
    expect((await call(admin, 'POST', `/api/templates/${template.id}/archive`)).status).toBe(200);
    const refused = await json<ErrorJson>(user, 'POST', `/api/templates/${template.id}/quotes`, {
      clientId: client.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(TEMPLATE_COPY.archivedNotUsable);
  });

  it("gives the quote the template's document options, when it sets any", async () => {
    const { tenant, admin } = await workspace();
    const client = await createClient(h.owner.db, tenant.id);
    const { body: template } = await json<TemplateDetail>(admin, 'POST', '/api/templates', {
      name: 'No cover page',
      brandingOverride: { coverPage: false },
      document: sampleTemplateDocument(),
    });
    const { body: quote } = await json<QuoteDetail>(admin, 'POST', `/api/templates/${template.id}/quotes`, {
      clientId: client.id,
    });
    const branding = await json<{ overrides: unknown }>(admin, 'GET', `/api/quotes/${quote.id}/branding`);
    expect(branding.body.overrides).toEqual({ coverPage: false });
  });

  it('saves a quote, or one section of it, as a template with a variable', async () => {
    const { tenant, admin } = await workspace();
    const quote = await createQuote(h.owner.db, tenant.id);
    const { body: detail } = await json<QuoteDetail>(admin, 'GET', `/api/quotes/${quote.id}`);
    const section = detail.version.content.sections[0]!;
    const line = section.lines[0]!;
    const saved = await json<TemplateDetail>(admin, 'POST', '/api/templates/from-quote', {
      quoteId: quote.id,
      sectionId: section.id,
      name: 'From a section',
      variables: [{ unit: 'users', defaultValue: 10 }],
      rules: [{ lineId: line.id, unit: 'users', mode: 'hours', perUnitMinutes: 15 }],
    });
    expect(saved.status).toBe(201);
    expect(saved.body.document.content.sections.map((s) => s.name)).toEqual([section.name]);
    const undeclared = await json<ErrorJson>(admin, 'POST', '/api/templates/from-quote', {
      quoteId: quote.id,
      name: 'Undeclared',
      rules: [{ lineId: line.id, unit: 'devices', mode: 'hours', perUnitMinutes: 15 }],
    });
    expect(fieldErrors(undeclared.body)).toEqual([
      `rules.0.unit: ${TEMPLATE_COPY.variableUndeclared('devices', line.name)}`,
    ]);
  });
});

describe('templates: files', () => {
  it('exports a file that imports as a copy; foreign and newer files are refused by name', async () => {
    const { admin } = await workspace();
    const { body: template } = await create(admin, 'Backup and DR');
    const exported = await call(admin, 'GET', `/api/templates/${template.id}/export`);
    expect(exported.headers.get('content-disposition')).toContain('Backup-and-DR.json');
    const file = (await exported.json()) as { template: { name: string } };
    file.template.name = 'Backup and DR (imported)';
    const imported = await json<TemplateDetail>(admin, 'POST', '/api/templates/import', { file: JSON.stringify(file) });
    expect(imported.status).toBe(201);
    expect(imported.body.document.rules).toHaveLength(2);

    const refusal = async (text: string) =>
      fieldErrors((await json(admin, 'POST', '/api/templates/import', { file: text })).body);
    expect(await refusal('not json')).toEqual([`file: ${TEMPLATE_COPY.importInvalidJson}`]);
    expect(await refusal('{"hello":"world"}')).toEqual([`file: ${TEMPLATE_COPY.importNotTemplate}`]);
    expect(await refusal(JSON.stringify({ ...file, formatVersion: TEMPLATE_FORMAT_VERSION + 1 }))).toEqual([
      `file: ${TEMPLATE_COPY.importNewerFormat(TEMPLATE_FORMAT_VERSION + 1, TEMPLATE_FORMAT_VERSION)}`,
    ]);
  });
});

describe('templates: plans and states', () => {
  it("refuses the Essentials workspace's 11th template with the upgrade message, and writes nothing", async () => {
    const { tenant, admin } = await workspace({
      activeTier: 'essentials',
      selectedTier: 'essentials',
      trialEndDate: null,
    });
    for (let i = 1; i <= 10; i += 1) expect((await create(admin, `Template ${String(i)}`)).status).toBe(201);
    const eleventh = await json<ErrorJson>(admin, 'POST', '/api/templates', {
      name: 'Eleventh',
      document: sampleTemplateDocument(),
    });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toBe(limitExceededMessage('essentials', 'maxTemplates', 10));
    expect(await templateCount(tenant.id)).toBe(10);
  });

  it('a read-only workspace reads its templates but cannot write them', async () => {
    const { tenant, admin } = await workspace({ activeTier: 'read_only', selectedTier: 'premium' });
    expect((await call(admin, 'GET', '/api/templates')).status).toBe(200);
    expect((await create(admin, 'Blocked')).status).toBe(403);
    expect(await templateCount(tenant.id)).toBe(0);
  });
});

describe('templates: global ones', () => {
  it('a super admin publishes a global template that workspaces then read, use, and copy but cannot edit', async () => {
    const admin = await member(null, 'super_admin');
    const { tenant, admin: owner } = await workspace();
    const client = await createClient(h.owner.db, tenant.id);
    const created = await create(admin, `Security baseline ${Math.random().toString(36).slice(2, 6)}`);
    expect(created.body).toMatchObject({ scope: 'global', isPublished: false });
    const id = created.body.id;
    expect((await call(owner, 'GET', `/api/templates/${id}`)).status).toBe(404);

    expect((await json<TemplateDetail>(admin, 'POST', `/api/templates/${id}/publish`)).body.isPublished).toBe(true);
    const seen = await json<TemplateDetail>(owner, 'GET', `/api/templates/${id}`);
    expect(seen.body).toMatchObject({ scope: 'global', canEdit: false });
    const edit = await json<ErrorJson>(owner, 'PUT', `/api/templates/${id}`, {
      name: 'Mine',
      document: sampleTemplateDocument(),
      baseVersion: 1,
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe(TEMPLATE_COPY.globalReadOnly);

    expect((await call(owner, 'POST', `/api/templates/${id}/quotes`, { clientId: client.id })).status).toBe(201);
    const copy = await json<TemplateDetail>(owner, 'POST', `/api/templates/${id}/duplicate`);
    expect(copy.body).toMatchObject({ scope: 'workspace', name: `${created.body.name} (copy)`, canEdit: true });
    const usage = await platform((tx) => tx.select().from(templateUsage).where(eq(templateUsage.templateId, id)));
    expect(usage).toMatchObject([{ tenantId: tenant.id, uses: 1 }]);
  });
});

describe('templates: pages', () => {
  /** Five templates with ties on every sort but the name, and two never used (0 uses, no last use). */
  async function fiveTemplates() {
    const { tenant, admin } = await workspace();
    // Microseconds apart: a cursor that lost them would repeat or skip a row.
    const at = (micros: number) => sql`'2026-03-01 09:00:00'::timestamptz + ${micros} * interval '1 microsecond'`;
    const made = new Map<string, string>();
    // name, updated at (µs), uses, last used at (µs)
    for (const [name, updated, uses, lastUsed] of [
      ['delta', 4, 0, 0],
      ['Alpha', 1, 3, 1],
      ['charlie', 3, 1, 2],
      ['Bravo', 3, 3, 1],
      ['echo', 5, 0, 0],
    ] as const) {
      const { id } = await createTemplate(h.owner.db, tenant.id, { name });
      made.set(name, id);
      await platform(async (tx) => {
        await tx
          .update(templates)
          .set({ updatedAt: at(updated) })
          .where(eq(templates.id, id));
        if (uses > 0)
          await tx
            .insert(templateUsage)
            .values({ tenantId: tenant.id, templateId: id, uses, lastUsedAt: at(lastUsed) });
      });
    }
    const id = (name: string) => made.get(name)!;
    // Ties go to the larger id first.
    const byIdDesc = (...names: string[]) => names.sort((a, b) => (id(a) < id(b) ? 1 : -1));
    const expected: Record<TemplateSort, string[]> = {
      name: ['Alpha', 'Bravo', 'charlie', 'delta', 'echo'],
      updated: ['echo', 'delta', ...byIdDesc('Bravo', 'charlie'), 'Alpha'],
      most_used: [...byIdDesc('Alpha', 'Bravo'), 'charlie', ...byIdDesc('delta', 'echo')],
      last_used: ['charlie', ...byIdDesc('Alpha', 'Bravo'), ...byIdDesc('delta', 'echo')],
    };
    return { admin, expected };
  }

  const page = (who: Member, query: string) =>
    json<TemplateListPage>(who, 'GET', `/api/templates?scope=workspace&${query}`);

  it('pages of 2 cover every template exactly once, in order, for every sort', async () => {
    const { admin, expected } = await fiveTemplates();
    for (const [sort, names] of Object.entries(expected)) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const { status, body } = await page(admin, `sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(status).toBe(200);
        expect(body.total).toBe(5);
        expect(body.items.length).toBeLessThanOrEqual(2);
        seen.push(...body.items.map((item) => item.name));
        cursor = body.nextCursor;
        pages += 1;
      } while (cursor !== null);
      expect({ sort, seen, pages }).toEqual({ sort, seen: names, pages: 3 });
    }
  });

  it('counts the matches of the filters, and keeps every category whatever the page', async () => {
    const { admin } = await fiveTemplates();
    await create(admin, 'With a category');
    const all = (await page(admin, 'limit=1')).body;
    expect(all).toMatchObject({ total: 6, categories: expect.arrayContaining(['Microsoft 365']) });
    const { body } = await page(admin, 'q=ha&limit=1');
    expect(body).toMatchObject({ total: 2, categories: all.categories, items: [{ name: 'Alpha' }] });
    const next = await page(admin, `q=ha&limit=1&cursor=${body.nextCursor}`);
    expect(next.body).toMatchObject({ total: 2, items: [{ name: 'charlie' }], nextCursor: null });
  });

  it('refuses a cursor that is not ours and a limit outside 1–100, naming the field', async () => {
    const { admin } = await workspace();
    const refusal = async (query: string) => {
      const { status, body } = await page(admin, query);
      return [status, ...fieldErrors(body)];
    };
    expect(await refusal('cursor=not-a-cursor')).toEqual([
      422,
      'query.cursor: This page link is no longer valid. Start from the first page.',
    ]);
    for (const limit of [0, 101])
      expect(await refusal(`limit=${limit}`)).toEqual([422, expect.stringMatching(/^query\.limit: /)]);
  });

  it("pages a super admin's global templates by their uses summed over every workspace", async () => {
    const [{ tenant: a }, { tenant: b }] = [await workspace(), await workspace()];
    const [most, next] = [await createTemplate(h.owner.db, null), await createTemplate(h.owner.db, null)];
    // Far above any other test's global template; `most` leads only as a sum (each of its rows is below `next`).
    await platform((tx) =>
      tx.insert(templateUsage).values([
        { tenantId: a.id, templateId: most.id, uses: 2_000_000 },
        { tenantId: b.id, templateId: most.id, uses: 2_000_000 },
        { tenantId: a.id, templateId: next.id, uses: 3_000_000 },
      ]),
    );
    const admin = await member(null, 'super_admin');
    const list = async (cursor = '') =>
      (await json<TemplateListPage>(admin, 'GET', `/api/templates?sort=most_used&limit=1${cursor}`)).body;
    const first = await list();
    const second = await list(`&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => [item.id, item.usageCount])).toEqual([
      [most.id, 4_000_000],
      [next.id, 3_000_000],
    ]);
  });
});
