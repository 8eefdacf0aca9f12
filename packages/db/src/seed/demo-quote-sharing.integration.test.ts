import { invalidSelectionIds, QuoteContentInput } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../connection/connect-database';
import { migrateDatabase } from '../migrate/migrate-database';
import { quoteAcceptances, quoteShareLinks, quoteViews } from '../schema/quote-sharing';
import { quoteActivity, quoteLines, quoteSections, quotes, quoteVersions } from '../schema/quotes';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { seedDatabase } from './seed-database';

let scratch: ScratchDatabase;
let db: Database;
const demoUsers = { password: 'Demo-pass-1', hashPassword: async (p: string) => `hashed:${p}` };

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo_sharing');
  await migrateDatabase(scratch.url);
  db = connectDatabase(scratch.url, { max: 2 });
  await seedDatabase(db, { demo: true, demoUsers });
});

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const snapshot = () =>
  withPlatform(db, async (tx) => {
    const [demo] = await tx.select().from(tenants).where(eq(tenants.domain, 'demo-msp.test'));
    const of = { tenantId: demo!.id };
    return {
      quotes: await tx.select().from(quotes).where(eq(quotes.tenantId, of.tenantId)),
      versions: await tx.select().from(quoteVersions).where(eq(quoteVersions.tenantId, of.tenantId)),
      links: await tx.select().from(quoteShareLinks).where(eq(quoteShareLinks.tenantId, of.tenantId)),
      views: await tx.select().from(quoteViews).where(eq(quoteViews.tenantId, of.tenantId)),
      acceptances: await tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.tenantId, of.tenantId)),
      accepted: await tx.select().from(quoteActivity).where(eq(quoteActivity.type, 'accepted')),
      sections: await tx.select().from(quoteSections).where(eq(quoteSections.tenantId, of.tenantId)),
      lines: await tx.select().from(quoteLines).where(eq(quoteLines.tenantId, of.tenantId)),
    };
  });

describe('demo quotes: links, views and acceptances', () => {
  it('gives every sent version a link, every view a row and every accepted version a typed acceptance', async () => {
    const s = await snapshot();
    const sent = s.versions.filter((v) => v.sentAt);
    expect(s.links.map((l) => l.versionId).sort()).toEqual(sent.map((v) => v.id).sort());
    expect(s.links.every((l) => /^[0-9a-f]{64}$/.test(l.tokenHash))).toBe(true);
    for (const version of s.versions) {
      const views = s.views.filter((view) => view.versionId === version.id);
      expect(views).toHaveLength(version.viewCount);
      if (version.firstViewedAt)
        expect(Math.min(...views.map((v) => v.viewedAt.getTime()))).toBe(version.firstViewedAt.getTime());
    }

    const accepted = s.versions.filter((v) => v.status === 'accepted');
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(s.acceptances.map((a) => a.versionId).sort()).toEqual(accepted.map((v) => v.id).sort());
    for (const acceptance of s.acceptances) {
      const version = accepted.find((v) => v.id === acceptance.versionId)!;
      expect(acceptance).toMatchObject({ signatureKind: 'typed', acceptedAt: version.acceptedAt });
      expect(acceptance.signerName).toBe(acceptance.signatureText);
      expect(acceptance.signerTitle.length).toBeGreaterThan(0);
      expect(acceptance.documentSha256).toMatch(/^[0-9a-f]{64}$/);
      // The selection names optional items of that version (content ids are the rows' stable keys).
      const sections = s.sections.filter((sec) => sec.versionId === version.id);
      const content = QuoteContentInput.parse({
        sections: sections.map((sec) => ({
          id: sec.stableKey,
          name: sec.name,
          isOptional: sec.isOptional,
          lines: s.lines
            .filter((l) => l.sectionId === sec.id)
            .map((l) => ({ id: l.stableKey, kind: l.kind, name: l.name, isOptional: l.isOptional })),
        })),
      });
      const selection = { lineIds: acceptance.selectedLineIds, sectionIds: acceptance.selectedSectionIds };
      expect(invalidSelectionIds(content, selection)).toEqual([]);
      const activity = s.accepted.find((a) => a.versionId === version.id);
      expect(activity?.metadata).toMatchObject({ signerName: acceptance.signerName, versionNo: version.versionNo });
    }
    expect(s.quotes.some((q) => q.status === 'declined')).toBe(true);
    expect(s.quotes.some((q) => q.status === 'viewed')).toBe(true);
  });

  it('adds nothing when seeded again', async () => {
    const before = await snapshot();
    await seedDatabase(db, { demo: true, demoUsers });
    const after = await snapshot();
    expect([after.links.length, after.views.length, after.acceptances.length]).toEqual([
      before.links.length,
      before.views.length,
      before.acceptances.length,
    ]);
  });
});
