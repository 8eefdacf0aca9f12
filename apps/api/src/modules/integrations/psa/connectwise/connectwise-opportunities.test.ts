import { describe, expect, it } from 'vitest';
import type { PsaOpportunityInput } from '../psa-adapter';
import { seedCompany, useConnectWiseHarness } from './connectwise.test-helpers';

const cw = useConnectWiseHarness();

function opportunity(companyId: number, overrides: Partial<PsaOpportunityInput> = {}): PsaOpportunityInput {
  return {
    name: 'Acme – M365 migration',
    companyId: String(companyId),
    expectedCloseDate: '2026-12-31',
    probability: 70,
    stageId: '3',
    oneTimeRevenueCents: 1_800_000,
    oneTimeCostCents: 1_100_000,
    monthlyRevenueCents: 250_000,
    monthlyCostCents: 100_000,
    termMonths: 36,
    lines: [
      {
        kind: 'service',
        description: 'Professional services',
        quantity: 1,
        revenueCents: 1_800_000,
        costCents: 1_100_000,
        productId: null,
      },
      {
        kind: 'product',
        description: 'Firewall',
        quantity: 2,
        revenueCents: 240_000,
        costCents: 180_000,
        productId: '32',
      },
      {
        kind: 'recurring',
        description: 'Managed services',
        quantity: 1,
        revenueCents: 250_000,
        costCents: 100_000,
        productId: null,
      },
    ],
    ...overrides,
  };
}

const itemsOf = (id: string) =>
  [...cw.fake.state.forecastItems.values()].filter((item) => item.opportunityId === Number(id));

describe('opportunities', () => {
  it('creates the opportunity with its value as forecast lines', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme));
    expect(ref.url).toContain(`routeTo=OpportunityFV&recid=${ref.id}`);
    expect(cw.fake.state.opportunities.get(Number(ref.id))).toMatchObject({
      name: 'Acme – M365 migration',
      company: { id: acme },
      stage: { id: 3 },
      status: { id: 1, name: 'Open' },
      probability: { id: 4 },
      expectedCloseDate: '2026-12-31T00:00:00Z',
    });
    expect(itemsOf(ref.id)).toEqual([
      expect.objectContaining({ forecastType: 'Service', revenue: 18000, cost: 11000 }),
      expect.objectContaining({
        forecastType: 'Product',
        revenue: 2400,
        quantity: 2,
        catalogItem: { id: 32, name: 'SonicWall TZ370 firewall' },
      }),
      expect.objectContaining({
        forecastType: 'Agreement',
        recurringFlag: true,
        recurringRevenue: 2500,
        cycles: 36,
        revenue: 90000,
      }),
    ]);
  });

  it('updates in place, touching only the forecast lines that changed', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme));
    const before = itemsOf(ref.id).map((item) => item.id);
    cw.takeRequests();
    const input = opportunity(acme, { name: 'Acme – M365 migration v2', stageId: '4' });
    input.lines = input.lines
      .slice(0, 2)
      .map((line, index) => (index === 0 ? { ...line, revenueCents: 2_000_000 } : line));
    await expect(cw.adapter.upsertOpportunity(ref.id, input)).resolves.toEqual(ref);
    expect(cw.fake.state.opportunities.size).toBe(1);
    expect(cw.fake.state.opportunities.get(Number(ref.id))).toMatchObject({
      name: 'Acme – M365 migration v2',
      stage: { id: 4 },
    });
    expect(itemsOf(ref.id).map((item) => [item.id, item.revenue])).toEqual([
      [before[0], 20000],
      [before[1], 2400],
    ]);
    expect(cw.takeRequests().map((request) => request.method)).toEqual(['PATCH', 'GET', 'PUT', 'DELETE']);
  });

  it('falls back to one-time and monthly totals when the quote has no lines', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme, { lines: [] }));
    expect(itemsOf(ref.id).map((item) => [item.forecastType, item.revenue])).toEqual([
      ['Service', 18000],
      ['Agreement', 90000],
    ]);
  });

  it("says 'gone' when the opportunity was deleted in ConnectWise", async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme));
    cw.fake.remove('opportunity', ref.id);
    await expect(cw.adapter.upsertOpportunity(ref.id, opportunity(acme))).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'opportunity', status: 404 },
    });
    await expect(cw.adapter.markOpportunityWon(ref.id, '2026-11-02T10:00:00Z')).rejects.toMatchObject({ kind: 'gone' });
  });

  it('marks it won with the status that has wonFlag, whatever it is called', async () => {
    cw.fake.state.opportunityStatuses[1]!.name = 'Closed - Signed';
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme));
    await cw.adapter.markOpportunityWon(ref.id, '2026-11-02T10:00:00Z');
    expect(cw.fake.state.opportunities.get(Number(ref.id))).toMatchObject({
      status: { id: 2, name: 'Closed - Signed' },
      closedDate: '2026-11-02T10:00:00Z',
    });
  });

  it('takes the opportunity back when its forecast cannot be written, so a retry makes no duplicate', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    cw.fake.state.faults.push({ kind: 'unavailable', match: { method: 'POST', path: '/forecast' }, after: 1 });
    await expect(cw.adapter.upsertOpportunity(null, opportunity(acme))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(cw.fake.state.opportunities.size).toBe(0);
    await cw.adapter.upsertOpportunity(null, opportunity(acme));
    expect(cw.fake.state.opportunities.size).toBe(1);
  });
});

describe('notes and documents', () => {
  it('adds a note and attaches a document to the opportunity', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    const ref = await cw.adapter.upsertOpportunity(null, opportunity(acme));
    await cw.adapter.addNote({ kind: 'opportunity', id: ref.id }, 'Quote Q-0042 v3 accepted by J. Doe');
    const bytes = new TextEncoder().encode('%PDF-1.7 statement of work');
    await cw.adapter.attachDocument(
      { kind: 'opportunity', id: ref.id },
      { name: 'SOW.pdf', title: 'Statement of Work', bytes },
    );
    expect([...cw.fake.state.notes.values()]).toEqual([
      {
        id: expect.any(Number),
        text: 'Quote Q-0042 v3 accepted by J. Doe',
        recordType: 'opportunity',
        recordId: Number(ref.id),
      },
    ]);
    expect([...cw.fake.state.documents.values()]).toEqual([
      expect.objectContaining({
        title: 'Statement of Work',
        fileName: 'SOW.pdf',
        size: bytes.length,
        recordType: 'Opportunity',
        contentType: 'application/pdf',
      }),
    ]);
  });
});
