import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../connection/connect-database';
import { migrateDatabase } from '../migrate/migrate-database';
import { lossReasons, opportunities, opportunityStageChanges, pipelineStages } from '../schema/opportunities';
import { profiles } from '../schema/profiles';
import { quotes, quoteVersions } from '../schema/quotes';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { planDemoPipeline, type DemoQuoteFacts } from './demo-opportunities-build';
import { seedDatabase } from './seed-database';

let scratch: ScratchDatabase;
let db: Database;
const demoUsers = { password: 'Demo-pass-1', hashPassword: async (p: string) => `hashed:${p}` };
const DAY_MS = 86_400_000;
let seededAt: Date;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo_pipeline');
  await migrateDatabase(scratch.url);
  db = connectDatabase(scratch.url, { max: 2 });
  seededAt = new Date();
  await seedDatabase(db, { demo: true, demoUsers });
});

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const snapshot = () =>
  withPlatform(db, async (tx) => {
    const [demo] = await tx.select().from(tenants).where(eq(tenants.domain, 'demo-msp.test'));
    const tenantId = demo!.id;
    return {
      deals: await tx.select().from(opportunities).where(eq(opportunities.tenantId, tenantId)),
      changes: await tx
        .select()
        .from(opportunityStageChanges)
        .where(eq(opportunityStageChanges.tenantId, tenantId))
        .orderBy(opportunityStageChanges.changedAt),
      stages: await tx.select().from(pipelineStages).where(eq(pipelineStages.tenantId, tenantId)),
      reasons: await tx.select().from(lossReasons).where(eq(lossReasons.tenantId, tenantId)),
      quotes: await tx.select().from(quotes).where(eq(quotes.tenantId, tenantId)),
      versions: await tx.select().from(quoteVersions).where(eq(quoteVersions.tenantId, tenantId)),
      owners: await tx.select().from(profiles).where(eq(profiles.tenantId, tenantId)),
    };
  });

describe('demo pipeline seed', () => {
  it('gives the demo workspace about 40 deals in every stage, open, won and lost', async () => {
    const s = await snapshot();
    expect(s.deals.length).toBeGreaterThanOrEqual(36);
    expect(s.deals.length).toBeLessThanOrEqual(48);
    const count = (status: string) => s.deals.filter((deal) => deal.status === status).length;
    expect(count('open')).toBeGreaterThanOrEqual(12);
    expect(count('won')).toBeGreaterThanOrEqual(8);
    expect(count('lost')).toBeGreaterThanOrEqual(6);
    for (const stage of s.stages) {
      expect(s.deals.filter((deal) => deal.stageId === stage.id).length, stage.name).toBeGreaterThan(0);
    }
    // Both demo users own deals; every deal has a client and an MSP-style name.
    expect(new Set(s.deals.map((deal) => deal.ownerId))).toEqual(new Set(s.owners.map((o) => o.id)));
    for (const deal of s.deals) expect(deal.name).toMatch(/^.+ – .+$/);
    expect(s.deals.map((deal) => deal.name)).toContain('Northwind Logistics – Meraki network refresh');
  });

  it('links every demo quote: accepted ones won at their acceptance with their totals, declined ones lost with a reason', async () => {
    const s = await snapshot();
    for (const quote of s.quotes) {
      expect(quote.opportunityId, quote.title).not.toBeNull();
      const deal = s.deals.find((d) => d.id === quote.opportunityId)!;
      expect(deal.primaryQuoteId).toBe(quote.id);
      expect(deal.clientId).toBe(quote.clientId);
      expect([deal.oneTimeCents, deal.mrrCents, deal.tcvCents]).toEqual([
        quote.oneTimeTotalCents,
        quote.mrrCents,
        quote.tcvCents,
      ]);
      expect(deal.valuesOverridden).toBe(false);
      if (quote.status === 'accepted') {
        expect(deal.status).toBe('won');
        expect(deal.closedAt).toEqual(quote.acceptedAt);
      }
      const current = s.versions.find((v) => v.id === quote.currentVersionId)!;
      if (current.declinedAt) {
        expect(deal.status).toBe('lost');
        expect(deal.closedAt).toEqual(current.declinedAt);
        expect(deal.lossNote).toBe(current.declineReason);
        expect(s.reasons.map((r) => r.id)).toContain(deal.lossReasonId);
      }
    }
    expect(s.quotes.some((q) => q.status === 'accepted')).toBe(true);
    for (const deal of s.deals.filter((d) => d.status === 'lost')) expect(deal.lossReasonId).not.toBeNull();
    for (const deal of s.deals.filter((d) => d.status !== 'lost')) expect(deal.lossReasonId).toBeNull();
  });

  it('gives open deals next steps (some overdue) and close dates over the next two quarters', async () => {
    const s = await snapshot();
    const today = seededAt.toISOString().slice(0, 10);
    const horizon = new Date(seededAt.getTime() + 200 * DAY_MS).toISOString().slice(0, 10);
    const open = s.deals.filter((deal) => deal.status === 'open');
    for (const deal of open) {
      expect(deal.nextStep.length).toBeGreaterThan(0);
      expect(deal.nextStepDate).not.toBeNull();
      expect(deal.expectedCloseDate! >= today && deal.expectedCloseDate! <= horizon).toBe(true);
      expect(deal.closedAt).toBeNull();
    }
    const overdue = open.filter((deal) => deal.nextStepDate! < today);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(overdue.length).toBeLessThan(open.length);
    expect(new Set(overdue.map((deal) => deal.ownerId)).size).toBe(2);
  });

  it('records stage histories in order over the last twelve months, ending in each deal’s stage', async () => {
    const s = await snapshot();
    const oldest = s.changes[0]!.changedAt;
    const newest = s.changes.at(-1)!.changedAt;
    expect(seededAt.getTime() - oldest.getTime()).toBeGreaterThanOrEqual(300 * DAY_MS);
    expect(seededAt.getTime() - oldest.getTime()).toBeLessThanOrEqual(366 * DAY_MS);
    expect(newest.getTime()).toBeLessThanOrEqual(Date.now());
    // Changes in at least ten distinct months.
    expect(new Set(s.changes.map((c) => c.changedAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(10);
    const won = s.stages.find((stage) => stage.kind === 'won')!;
    for (const deal of s.deals) {
      const history = s.changes.filter((c) => c.opportunityId === deal.id);
      expect(history.length).toBeGreaterThanOrEqual(deal.status === 'open' ? 1 : 2);
      expect(history[0]!.fromStageId).toBeNull();
      for (let i = 1; i < history.length; i += 1) {
        expect(history[i]!.fromStageId).toBe(history[i - 1]!.toStageId);
        expect(history[i]!.changedAt.getTime()).toBeGreaterThan(history[i - 1]!.changedAt.getTime());
      }
      expect(history.at(-1)!.toStageId).toBe(deal.stageId);
      expect(history[0]!.changedAt.getTime()).toBeGreaterThanOrEqual(deal.createdAt.getTime());
      if (deal.closedAt) expect(history.at(-1)!.changedAt).toEqual(deal.closedAt);
      // A deal the client won through the share link was moved by the client (changed_by null).
      if (deal.status === 'won' && deal.primaryQuoteId) expect(history.at(-1)!.changedBy).toBeNull();
      if (deal.status === 'won') expect(history.at(-1)!.toStageId).toBe(won.id);
    }
  });

  it('adds nothing when seeded again', async () => {
    const before = await snapshot();
    await seedDatabase(db, { demo: true, demoUsers });
    const after = await snapshot();
    expect(after.deals.length).toBe(before.deals.length);
    expect(after.changes.length).toBe(before.changes.length);
    expect(after.quotes.map((q) => q.opportunityId).sort()).toEqual(before.quotes.map((q) => q.opportunityId).sort());
  });
});

describe('the pipeline plan', () => {
  it('is the same on every run for the same quotes and moment', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    const quote: DemoQuoteFacts = {
      id: 'q1',
      clientKey: 'law',
      title: 'Google Workspace to Microsoft 365 migration (45 users)',
      owner: 'admin',
      status: 'accepted',
      archivedAt: null,
      versionNo: 1,
      createdAt: new Date('2026-04-01T10:00:00Z'),
      currentCreatedAt: new Date('2026-04-01T10:00:00Z'),
      sentAt: new Date('2026-04-02T10:00:00Z'),
      viewedAt: new Date('2026-04-02T14:00:00Z'),
      acceptedAt: new Date('2026-04-09T16:00:00Z'),
      declinedAt: null,
      declineReason: null,
      validUntil: '2026-05-02',
      oneTimeCents: 1_000_00,
      mrrCents: 0,
      tcvCents: 1_000_00,
    };
    const first = planDemoPipeline([quote], now);
    expect(planDemoPipeline([quote], now)).toEqual(first);
    expect(first[0]).toMatchObject({
      name: 'Harlow & Finch – M365 migration',
      status: 'won',
      closedAt: quote.acceptedAt,
    });
  });
});
