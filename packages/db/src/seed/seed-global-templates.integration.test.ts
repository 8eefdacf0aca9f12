import { templateFigures, templateSourceRef, TemplateDocumentInput } from '@scopewright/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../connection/connect-database';
import { migrateDatabase } from '../migrate/migrate-database';
import { quoteLines, quotes, quoteVersions } from '../schema/quotes';
import { templates, templateUsage, templateVersions } from '../schema/templates';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { seedDatabase } from './seed-database';
import { seedGlobalTemplates } from './seed-global-templates';
import { GLOBAL_TEMPLATES, globalTemplateId } from './templates/global-templates';

let scratch: ScratchDatabase;
let db: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_global_templates');
  await migrateDatabase(scratch.url);
  db = connectDatabase(scratch.url, { max: 2 });
});

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const globals = () =>
  withPlatform(db, async (tx) => ({
    templates: await tx.select().from(templates).where(isNull(templates.tenantId)).orderBy(asc(templates.id)),
    versions: await tx
      .select()
      .from(templateVersions)
      .where(isNull(templateVersions.tenantId))
      .orderBy(asc(templateVersions.templateId), asc(templateVersions.version)),
  }));

const byKey = (key: string) => GLOBAL_TEMPLATES.find((template) => template.key === key)!;

describe('seedGlobalTemplates', () => {
  it('inserts every global template once, published at version 1 with its version row and figures', async () => {
    await seedDatabase(db, { demo: false });
    const first = await globals();
    expect(first.templates.map((t) => t.name).sort()).toEqual(GLOBAL_TEMPLATES.map((t) => t.name).sort());
    for (const row of first.templates) {
      const seed = GLOBAL_TEMPLATES.find((t) => t.name === row.name)!;
      const document = TemplateDocumentInput.parse(seed.document);
      expect(row).toMatchObject({
        id: globalTemplateId(seed),
        scope: 'global',
        tenantId: null,
        isPublished: true,
        version: 1,
        archivedAt: null,
        category: seed.category,
        tags: seed.tags,
        document,
        variables: document.variables,
        ...templateFigures(document),
      });
      expect(first.versions.filter((v) => v.templateId === row.id)).toEqual([
        expect.objectContaining({ version: 1, name: row.name, document, tenantId: null }),
      ]);
    }

    await seedDatabase(db, { demo: false });
    expect(await globals()).toEqual(first);
  });

  it('never overwrites a template a super admin renamed or edited, nor brings back a renamed one', async () => {
    const renamed = byKey('wifi-refresh');
    const edited = byKey('office-move');
    const editedDocument = { ...TemplateDocumentInput.parse(edited.document), variables: [], rules: [] };
    await withPlatform(db, async (tx) => {
      await tx
        .update(templates)
        .set({ name: 'Wireless network refresh' })
        .where(eq(templates.id, globalTemplateId(renamed)));
      await tx
        .update(templates)
        .set({ description: 'Our own words.', document: editedDocument, variables: [], version: 2 })
        .where(eq(templates.id, globalTemplateId(edited)));
      await tx.insert(templateVersions).values({
        templateId: globalTemplateId(edited),
        tenantId: null,
        version: 2,
        name: edited.name,
        description: 'Our own words.',
        document: editedDocument,
      });
    });
    const before = await globals();

    const result = await withPlatform(db, (tx) => seedGlobalTemplates(tx));
    expect(result.created).toEqual([]);
    const after = await globals();
    expect(after).toEqual(before);
    expect(after.templates.find((t) => t.id === globalTemplateId(renamed))?.name).toBe('Wireless network refresh');
    expect(after.templates.find((t) => t.id === globalTemplateId(edited))).toMatchObject({
      description: 'Our own words.',
      version: 2,
      document: editedDocument,
    });
    expect(after.templates.some((t) => t.name === renamed.name)).toBe(false);
  });

  it('treats a global template of the same name, in any case, as the seeded one', async () => {
    const seed = byKey('voip-cutover');
    await withPlatform(db, async (tx) => {
      await tx.delete(templates).where(eq(templates.id, globalTemplateId(seed)));
      await tx.insert(templates).values({
        tenantId: null,
        scope: 'global',
        name: seed.name.toUpperCase(),
        document: TemplateDocumentInput.parse(seed.document),
      });
    });
    const result = await withPlatform(db, (tx) => seedGlobalTemplates(tx));
    expect(result.created).toEqual([]);
    const names = (await globals()).templates.map((t) => t.name);
    expect(names.filter((name) => name.toLowerCase() === seed.name.toLowerCase())).toEqual([seed.name.toUpperCase()]);
  });
});

describe('demo workspace templates', () => {
  it('gives the demo workspace three templates with two versions, quotes started from them and usage', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo_templates');
    await migrateDatabase(other.url);
    const demoDb = connectDatabase(other.url, { max: 2 });
    try {
      const demoUsers = { password: 'Demo-pass-1', hashPassword: async (p: string) => `hashed:${p}` };
      await seedDatabase(demoDb, { demo: true, demoUsers });
      const s = await withPlatform(demoDb, async (tx) => {
        const [demo] = await tx.select().from(tenants).where(eq(tenants.domain, 'demo-msp.test'));
        const tenantId = demo!.id;
        return {
          templates: await tx.select().from(templates).where(eq(templates.tenantId, tenantId)),
          versions: await tx.select().from(templateVersions).where(eq(templateVersions.tenantId, tenantId)),
          usage: await tx.select().from(templateUsage).where(eq(templateUsage.tenantId, tenantId)),
          started: await tx
            .select({ quote: quotes, version: quoteVersions })
            .from(quoteVersions)
            .innerJoin(quotes, and(eq(quotes.tenantId, quoteVersions.tenantId), eq(quotes.id, quoteVersions.quoteId)))
            .where(and(eq(quoteVersions.tenantId, tenantId), eq(quoteVersions.createdFrom, 'template'))),
          lines: await tx.select().from(quoteLines).where(eq(quoteLines.tenantId, tenantId)),
        };
      });

      expect(s.templates).toHaveLength(3);
      for (const template of s.templates) {
        expect(template).toMatchObject({ scope: 'workspace', version: 2 });
        const versions = s.versions.filter((v) => v.templateId === template.id).sort((a, b) => a.version - b.version);
        expect(versions.map((v) => v.version)).toEqual([1, 2]);
        expect(versions[1]!.document).toEqual(template.document);
        expect(versions[0]!.document).not.toEqual(versions[1]!.document);
        expect(versions[0]!.createdAt.getTime()).toBeLessThan(versions[1]!.createdAt.getTime());
        expect((template.variables as unknown[]).length).toBeGreaterThan(0);
      }

      expect(s.started).toHaveLength(3);
      for (const { quote, version } of s.started) {
        expect(quote.currentVersionId).toBe(version.id);
        const template = s.templates.find((t) => t.id === version.templateId)!;
        const saved = s.versions.find((v) => v.templateId === template.id && v.version === version.templateVersion)!;
        expect(saved.createdAt.getTime()).toBeLessThan(version.createdAt.getTime());
        const lines = s.lines.filter((line) => line.versionId === version.id);
        const fromTemplate = lines.filter((line) => line.source === 'template');
        expect(fromTemplate.length).toBeGreaterThan(5);
        for (const line of fromTemplate) {
          expect(line.sourceRef).toBe(templateSourceRef(template.id, version.templateVersion!));
        }
      }

      const usage = new Map(s.usage.map((row) => [row.templateId, row]));
      for (const template of s.templates) {
        const starts = s.started.filter((start) => start.version.templateId === template.id);
        expect(usage.get(template.id)?.uses ?? 0).toBe(starts.length);
      }
      expect(usage.get(globalTemplateId(byKey('firewall-replacement')))?.uses).toBe(1);
    } finally {
      await demoDb.close();
      await other.drop();
    }
  });
});
