import { and, asc, eq, ne } from 'drizzle-orm';
import { calculateQuoteTotals, QUOTE_STATUSES, QuoteContentInput } from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase, connectOwner, type Database } from '../connection/connect-database';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../migrate/migrate-database';
import { accounts, users } from '../schema/auth';
import { clientContacts, clients, clientSites } from '../schema/clients';
import { quoteActivity, quoteLines, quoteSections, quotes, quoteVersions } from '../schema/quotes';
import { emailTemplates, emailTemplateVersions } from '../schema/email-templates';
import { profiles } from '../schema/profiles';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { DEMO_LOGINS } from './demo-users';
import { loadEmailTemplateFiles } from './load-email-templates';
import { DEMO_PLATFORM_WORKSPACES } from './demo-platform';
import { seedDatabase } from './seed-database';

const readMigrationJournal = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_seed');
  await migrateDatabase(scratch.url);
  database = connectDatabase(scratch.url, { max: 2 });
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

const templateVersions = (alias: string) =>
  withPlatform(database, (tx) =>
    tx
      .select({
        versionNo: emailTemplateVersions.versionNo,
        source: emailTemplateVersions.source,
        subject: emailTemplateVersions.subject,
      })
      .from(emailTemplateVersions)
      .innerJoin(emailTemplates, eq(emailTemplates.id, emailTemplateVersions.templateId))
      .where(eq(emailTemplates.alias, alias))
      .orderBy(asc(emailTemplateVersions.versionNo)),
  );
const templateRow = async (alias: string) =>
  (await withPlatform(database, (tx) => tx.select().from(emailTemplates).where(eq(emailTemplates.alias, alias))))[0]!;

describe('seedDatabase', () => {
  it('creates the templates (each with version 1) and the demo workspace once, then changes nothing', async () => {
    const files = await loadEmailTemplateFiles();
    const first = await seedDatabase(database, { demo: true });
    expect(first.templates.created).toEqual(files.map((file) => file.alias));
    expect(first.demoTenant).toMatchObject({ name: 'Demo MSP', domain: 'demo-msp.test', selectedTier: 'enterprise' });
    const trialMs = first.demoTenant!.trialEndDate!.getTime() - first.demoTenant!.trialStartDate!.getTime();
    expect(trialMs).toBe(14 * 24 * 60 * 60 * 1000);

    const second = await seedDatabase(database, { demo: true });
    expect(second).toEqual({
      templates: { created: [], updated: [], unchanged: first.templates.created, kept: [] },
      demoTenant: null,
      demoUsersCreated: [],
    });
    const counts = await withPlatform(database, async (tx) => ({
      templates: await tx.$count(emailTemplates),
      versions: await tx.$count(emailTemplateVersions),
      firstSeedVersions: await tx.$count(
        emailTemplateVersions,
        and(eq(emailTemplateVersions.versionNo, 1), eq(emailTemplateVersions.source, 'seed')),
      ),
      tenants: await tx.$count(tenants),
    }));
    expect(counts).toEqual({
      templates: files.length,
      versions: files.length,
      firstSeedVersions: files.length,
      tenants: 1 + DEMO_PLATFORM_WORKSPACES,
    });
  });

  it('restores a template changed in the database but never edited in the editor, as a new version', async () => {
    await withPlatform(database, (tx) =>
      tx.update(emailTemplates).set({ subject: 'changed by hand' }).where(eq(emailTemplates.alias, 'password_reset')),
    );
    const result = await seedDatabase(database, { demo: false });
    expect(result.templates.updated).toEqual(['password_reset']);
    const file = (await loadEmailTemplateFiles()).find((f) => f.alias === 'password_reset')!;
    expect((await templateRow('password_reset')).subject).toBe(file.subject);
    expect(await templateVersions('password_reset')).toEqual([
      { versionNo: 1, source: 'seed', subject: file.subject },
      { versionNo: 2, source: 'seed', subject: file.subject },
    ]);
  });

  it('never overwrites a template a super admin edited, but keeps its name and variables in step with the code', async () => {
    const before = await templateVersions('trial_reminder');
    await withPlatform(database, (tx) =>
      tx
        .update(emailTemplates)
        .set({
          subject: 'Edited: {{days_left}} days',
          name: 'Renamed by hand',
          variables: ['days_left'],
          editedAt: new Date(),
        })
        .where(eq(emailTemplates.alias, 'trial_reminder')),
    );
    const result = await seedDatabase(database, { demo: false });
    expect(result.templates).toMatchObject({ updated: [], kept: ['trial_reminder'] });
    const file = (await loadEmailTemplateFiles()).find((f) => f.alias === 'trial_reminder')!;
    expect(await templateRow('trial_reminder')).toMatchObject({
      subject: 'Edited: {{days_left}} days',
      name: file.name,
      variables: file.variables,
    });
    expect(await templateVersions('trial_reminder')).toEqual(before);

    const again = await seedDatabase(database, { demo: false });
    expect(again.templates).toMatchObject({ updated: [], kept: ['trial_reminder'] });
  });

  it('gives a database seeded before versions existed version 1 from its current content', async () => {
    const owner = connectOwner(scratch.url);
    try {
      await owner.pool.query(`delete from email_template_versions`);
      await owner.pool.query(`update email_templates set subject = 'old subject' where alias = 'email_verification'`);
    } finally {
      await owner.close();
    }
    const started = performance.now();
    await seedDatabase(database, { demo: false });
    const elapsedMs = performance.now() - started;
    const file = (await loadEmailTemplateFiles()).find((f) => f.alias === 'email_verification')!;
    expect(await templateVersions('email_verification')).toEqual([
      { versionNo: 1, source: 'seed', subject: 'old subject' },
      { versionNo: 2, source: 'seed', subject: file.subject },
    ]);
    expect((await templateVersions('quote_sent')).map((v) => v.versionNo)).toEqual([1]);
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it('runs as the runtime role, which may not delete templates', async () => {
    await expect(withPlatform(database, (tx) => tx.delete(emailTemplates))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '42501' }),
    });
  });
});

describe('migrateDatabase', () => {
  it('is safe to run from two callers at once', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_migrate');
    try {
      await Promise.all([migrateDatabase(other.url), migrateDatabase(other.url), migrateDatabase(other.url)]);
      const owner = connectOwner(other.url);
      try {
        const { rows } = await owner.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(readMigrationJournal().entries.length);
      } finally {
        await owner.close();
      }
    } finally {
      await other.drop();
    }
  });
});

describe('seedDatabase demo users', () => {
  it('creates the four verified demo logins and the second workspace once, with the given password hash', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo');
    await migrateDatabase(other.url);
    const db = connectDatabase(other.url, { max: 2 });
    try {
      const hashPassword = async (password: string) => `hashed:${password}`;
      const first = await seedDatabase(db, { demo: true, demoUsers: { password: 'Demo-pass-1', hashPassword } });
      expect(first.demoUsersCreated).toEqual(DEMO_LOGINS.map((login) => login.email));
      const again = await seedDatabase(db, { demo: true, demoUsers: { password: 'Demo-pass-1', hashPassword } });
      expect(again.demoUsersCreated).toEqual([]);
      const rows = await withPlatform(db, (tx) =>
        tx
          .select({
            email: profiles.email,
            role: profiles.role,
            isOwner: profiles.isOwner,
            tenant: tenants.name,
            tier: tenants.activeTier,
            verified: users.emailVerified,
            password: accounts.password,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.id))
          .innerJoin(accounts, eq(accounts.userId, users.id))
          .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
          .orderBy(profiles.email),
      );
      expect(rows).toEqual([
        {
          email: 'admin@demo-msp.test',
          role: 'msp_admin',
          isOwner: true,
          tenant: 'Demo MSP',
          tier: 'trial',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'admin@other-msp.test',
          role: 'msp_admin',
          isOwner: true,
          tenant: 'Other MSP',
          tier: 'essentials',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'super@scopewright.test',
          role: 'super_admin',
          isOwner: false,
          tenant: null,
          tier: null,
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'user@demo-msp.test',
          role: 'msp_user',
          isOwner: false,
          tenant: 'Demo MSP',
          tier: 'trial',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
      ]);
    } finally {
      await db.close();
      await other.drop();
    }
  });
});

describe('seedDatabase demo quotes', () => {
  it('gives the demo workspace clients and quotes in every status, with totals from the pricing engine', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo_quotes');
    await migrateDatabase(other.url);
    const db = connectDatabase(other.url, { max: 2 });
    try {
      const demoUsers = { password: 'Demo-pass-1', hashPassword: async (p: string) => `hashed:${p}` };
      await seedDatabase(db, { demo: true, demoUsers });
      const snapshot = await withPlatform(db, async (tx) => {
        const [demo] = await tx.select().from(tenants).where(eq(tenants.domain, 'demo-msp.test'));
        const tenantId = demo!.id;
        const ownerIds = (
          await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.tenantId, tenantId))
        ).map((p) => p.id);
        return {
          tenantId,
          ownerIds,
          clients: await tx.select().from(clients).where(eq(clients.tenantId, tenantId)),
          contacts: await tx.select().from(clientContacts).where(eq(clientContacts.tenantId, tenantId)),
          sites: await tx.select().from(clientSites).where(eq(clientSites.tenantId, tenantId)),
          quotes: await tx.select().from(quotes).where(eq(quotes.tenantId, tenantId)),
          versions: await tx.select().from(quoteVersions).where(eq(quoteVersions.tenantId, tenantId)),
          sections: await tx
            .select()
            .from(quoteSections)
            .where(eq(quoteSections.tenantId, tenantId))
            .orderBy(asc(quoteSections.position)),
          lines: await tx
            .select()
            .from(quoteLines)
            .where(eq(quoteLines.tenantId, tenantId))
            .orderBy(asc(quoteLines.position)),
          activity: await tx.$count(quoteActivity, eq(quoteActivity.tenantId, tenantId)),
          otherTenantQuotes: await tx.$count(quotes, ne(quotes.tenantId, tenantId)),
        };
      });

      expect(snapshot.clients.length).toBeGreaterThanOrEqual(12);
      for (const client of snapshot.clients) {
        expect(snapshot.contacts.some((c) => c.clientId === client.id)).toBe(true);
        expect(snapshot.sites.some((s) => s.clientId === client.id)).toBe(true);
      }
      expect(snapshot.quotes.length).toBeGreaterThanOrEqual(25);
      expect(snapshot.otherTenantQuotes).toBe(0);
      expect(new Set(snapshot.quotes.map((q) => q.status))).toEqual(
        new Set(QUOTE_STATUSES.filter((s) => s !== 'superseded')),
      );
      expect(snapshot.versions.some((v) => v.status === 'superseded')).toBe(true);
      expect(snapshot.quotes.map((q) => q.number).sort()).toEqual(snapshot.quotes.map((_, i) => 1001 + i));
      expect(snapshot.quotes.every((q) => q.ownerId !== null && snapshot.ownerIds.includes(q.ownerId))).toBe(true);
      expect(new Set(snapshot.quotes.map((q) => q.ownerId)).size).toBe(2);
      expect(snapshot.activity).toBeGreaterThan(snapshot.quotes.length);
      expect(snapshot.versions.some((v) => v.contractTermMonths === 36)).toBe(true);
      expect(snapshot.quotes.map((q) => q.title)).toEqual(
        expect.arrayContaining([expect.stringMatching(/Microsoft 365 migration/), expect.stringMatching(/FortiGate/)]),
      );
      const oldest = Math.min(...snapshot.quotes.map((q) => q.createdAt.getTime()));
      expect(Date.now() - oldest).toBeGreaterThan(150 * 24 * 60 * 60 * 1000);

      // The lifecycle reads in order on the timeline: sent, then first viewed, then answered.
      const time = (date: Date | null) => date?.getTime() ?? null;
      for (const version of snapshot.versions) {
        const [sent, viewed] = [time(version.sentAt), time(version.firstViewedAt)];
        const answered = time(version.acceptedAt) ?? time(version.declinedAt);
        if (sent !== null && viewed !== null) expect(viewed).toBeGreaterThan(sent);
        if (answered !== null) expect(answered).toBeGreaterThan(viewed ?? sent ?? 0);
      }

      for (const version of snapshot.versions) {
        const sections = snapshot.sections.filter((s) => s.versionId === version.id);
        const content = QuoteContentInput.parse({
          ...pick(version, QUOTE_VERSION_FIELDS),
          sections: sections.map((s) => ({
            ...pick(s, QUOTE_SECTION_FIELDS),
            id: s.stableKey,
            lines: snapshot.lines
              .filter((l) => l.sectionId === s.id)
              .map((l) => ({ ...pick(l, QUOTE_LINE_FIELDS), id: l.stableKey })),
          })),
        });
        expect(version.totals).toEqual(calculateQuoteTotals(content));
        const quote = snapshot.quotes.find((q) => q.id === version.quoteId)!;
        if (quote.currentVersionId === version.id) {
          const totals = calculateQuoteTotals(content);
          // The list's columns are all before tax (ADR 0026): TCV is never below the one-time figure beside it.
          expect([quote.oneTimeTotalCents, quote.mrrCents, quote.tcvCents, quote.marginBps]).toEqual([
            totals.oneTime.revenueCents,
            totals.mrrCents,
            totals.tcvCents,
            totals.overall.marginBps,
          ]);
          expect(quote.tcvCents).toBeGreaterThanOrEqual(quote.oneTimeTotalCents);
          expect(totals.oneTime.totalCents + totals.mrrCents).toBeGreaterThan(0);
        }
      }

      await seedDatabase(db, { demo: true, demoUsers });
      const again = await withPlatform(db, async (tx) => ({
        clients: await tx.$count(clients),
        quotes: await tx.$count(quotes),
      }));
      expect(again).toEqual({ clients: snapshot.clients.length, quotes: snapshot.quotes.length });
    } finally {
      await db.close();
      await other.drop();
    }
  });
});

const QUOTE_VERSION_FIELDS = [
  'executiveSummary',
  'terms',
  'clientNotes',
  'internalNotes',
  'pricingModel',
  'contractTermMonths',
  'taxRateBps',
  'discountType',
  'discountValue',
] as const;
const QUOTE_SECTION_FIELDS = [
  'name',
  'clientDescription',
  'kind',
  'isOptional',
  'isSelected',
  'showLinePrices',
  'targetMarginBps',
] as const;
const QUOTE_LINE_FIELDS = [
  'kind',
  'name',
  'clientDescription',
  'internalNote',
  'unit',
  'quantity',
  'minutes',
  'roleId',
  'roleName',
  'unitPriceCents',
  'unitCostCents',
  'frequency',
  'termMonths',
  'discountType',
  'discountValue',
  'taxable',
  'isOptional',
  'isSelected',
  'source',
  'sourceRef',
  'deliverables',
  'assumptions',
  'outOfScope',
  'customerResponsibilities',
] as const;
const pick = <T extends object, K extends keyof T>(row: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
