import { afterEach, describe, expect, it } from 'vitest';
import { OpportunityCreate, OpportunityUpdate } from '../../../../testing/psa-fakes/autotask/autotask-schemas';
import type { PsaOpportunityInput } from '../psa-adapter';
import { startAutotaskHarness } from './autotask.test-helpers';

let harness: Awaited<ReturnType<typeof startAutotaskHarness>> | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const input: PsaOpportunityInput = {
  name: 'Contoso Dental – M365 migration',
  companyId: '174',
  expectedCloseDate: '2027-01-15',
  probability: 60,
  stageId: null,
  oneTimeRevenueCents: 1_800_000,
  oneTimeCostCents: 1_100_000,
  monthlyRevenueCents: 250_050,
  monthlyCostCents: 120_000,
  termMonths: 12,
  lines: [],
};

describe('Autotask adapter: opportunities', () => {
  it('creates with amounts, the default stage and the Active status, then updates in place', async () => {
    harness = await startAutotaskHarness();
    const { adapter, state, sent } = harness;
    const ref = await adapter.upsertOpportunity(null, input);
    expect(ref.url).toMatch(new RegExp(`Code=OpenOpportunity&OpportunityID=${ref.id}$`));
    const created = sent.find((request) => request.method === 'POST' && request.url.endsWith('/Opportunities'));
    OpportunityCreate.parse(JSON.parse(String(created?.body)));
    expect(state.opportunities[0]).toMatchObject({
      companyID: 174,
      stage: 10,
      status: 1,
      ownerResourceID: 29682886,
      amount: 48006,
      cost: 25400,
      onetimeRevenue: 18000,
      monthlyRevenue: 2500.5,
      totalAmountMonths: 12,
      probability: 60,
    });

    const again = await adapter.upsertOpportunity(ref.id, {
      ...input,
      probability: 90,
      stageId: '13',
      name: 'x'.repeat(200),
    });
    expect(again.id).toBe(ref.id);
    expect(state.opportunities).toHaveLength(1);
    expect(state.opportunities[0]).toMatchObject({ probability: 90, stage: 13 });
    expect(String(state.opportunities[0]?.title)).toHaveLength(128);
    const patch = sent.at(-1)!;
    expect(patch.method).toBe('PATCH');
    OpportunityUpdate.parse(JSON.parse(String(patch.body)));
  });

  it('marks won with the status the picklist calls Closed', async () => {
    harness = await startAutotaskHarness();
    const ref = await harness.adapter.upsertOpportunity(null, input);
    await harness.adapter.markOpportunityWon(ref.id, '2027-01-10T09:30:00Z');
    expect(harness.state.opportunities[0]).toMatchObject({ status: 3, closedDate: '2027-01-10T09:30:00.000Z' });
  });

  it('prefers a status labelled Won when the instance has one', async () => {
    harness = await startAutotaskHarness();
    harness.state.picklists.Opportunities!.status!.push({
      value: '9',
      label: 'Closed Won',
      isDefaultValue: false,
      sortOrder: 9,
      isActive: true,
    });
    const ref = await harness.adapter.upsertOpportunity(null, input);
    await harness.adapter.markOpportunityWon(ref.id, '2027-01-10T09:30:00Z');
    expect(harness.state.opportunities[0]?.status).toBe(9);
  });

  it('reports an opportunity deleted in Autotask as gone', async () => {
    harness = await startAutotaskHarness();
    const ref = await harness.adapter.upsertOpportunity(null, input);
    harness.state.deleteRecord('opportunities', ref.id);
    await expect(harness.adapter.upsertOpportunity(ref.id, input)).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'opportunity' },
    });
    await expect(harness.adapter.markOpportunityWon(ref.id, '2027-01-10')).rejects.toMatchObject({ kind: 'gone' });
  });

  it("reports a refused value as invalid with Autotask's own message", async () => {
    harness = await startAutotaskHarness();
    const error = await harness.adapter
      .upsertOpportunity(null, { ...input, stageId: '999' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'invalid',
      extra: { status: 500, psaMessage: expect.stringContaining('stage') },
    });
    expect((error as Error).message).toMatch(/^Autotask refused the opportunity: /);
  });
});
