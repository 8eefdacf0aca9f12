import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_COPY } from './opportunity-copy';
import {
  BulkOpportunitiesInput,
  CreateOpportunityInput,
  MoveOpportunityInput,
  UpdateOpportunityInput,
} from './opportunity-schemas';
import { CreatePipelineStageInput, ReorderPipelineStagesInput } from './pipeline-schemas';
import { isoDay } from './opportunity-values';

const client = '0195a0b0-0000-7000-8000-000000000001';
const stage = '0195a0b0-0000-7000-8000-000000000002';
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

describe('CreateOpportunityInput', () => {
  it('accepts a name and a client, trimming the name', () => {
    expect(CreateOpportunityInput.parse({ name: '  Firewall refresh ', clientId: client }).name).toBe(
      'Firewall refresh',
    );
  });

  it.each([
    { name: 'a blank name', input: { name: '  ', clientId: client }, message: OPPORTUNITY_COPY.nameRequired },
    {
      name: 'probability above 100',
      input: { name: 'X', clientId: client, probabilityOverride: 101 },
      message: OPPORTUNITY_COPY.probabilityRange,
    },
    {
      name: 'probability below 0',
      input: { name: 'X', clientId: client, probabilityOverride: -1 },
      message: OPPORTUNITY_COPY.probabilityRange,
    },
    {
      name: 'a fractional probability',
      input: { name: 'X', clientId: client, probabilityOverride: 12.5 },
      message: OPPORTUNITY_COPY.probabilityRange,
    },
    {
      name: 'a close date 400 days back',
      input: { name: 'X', clientId: client, expectedCloseDate: daysAgo(400) },
      message: OPPORTUNITY_COPY.closeDateTooOld,
    },
    {
      name: 'a negative value',
      input: { name: 'X', clientId: client, oneTimeCents: -5 },
      message: OPPORTUNITY_COPY.valueRange,
    },
  ])('refuses $name with its message', ({ input, message }) => {
    expect(messagesOf(CreateOpportunityInput.safeParse(input))).toContain(message);
  });

  it('accepts a close date a month back (a late deal, not a typo)', () => {
    expect(
      CreateOpportunityInput.safeParse({ name: 'X', clientId: client, expectedCloseDate: daysAgo(30) }).success,
    ).toBe(true);
  });

  it.each(['tenantId', 'status', 'lockVersion', 'closedAt', 'primaryQuoteId'])('refuses the unknown key %s', (key) => {
    const result = CreateOpportunityInput.safeParse({ name: 'X', clientId: client, [key]: 'x' });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('update and move carry the lock version', () => {
  it('an update without lockVersion is refused', () => {
    expect(UpdateOpportunityInput.safeParse({ name: 'X' }).success).toBe(false);
    expect(UpdateOpportunityInput.safeParse({ lockVersion: 3 }).success).toBe(true);
  });

  it('a move needs a stage and a lock version', () => {
    expect(MoveOpportunityInput.safeParse({ stageId: stage }).success).toBe(false);
    expect(MoveOpportunityInput.safeParse({ stageId: stage, lockVersion: 1 }).success).toBe(true);
  });
});

describe('BulkOpportunitiesInput', () => {
  const id = (n: number) => `0195a0b0-0000-7000-8000-${String(n).padStart(12, '0')}`;
  it.each([
    {
      name: 'more than 100 ids',
      input: { ids: Array.from({ length: 101 }, (_, n) => id(n)), stageId: stage },
      message: OPPORTUNITY_COPY.bulkTooMany,
    },
    {
      name: 'the same id twice',
      input: { ids: [id(1), id(1)], stageId: stage },
      message: OPPORTUNITY_COPY.bulkDuplicate,
    },
    { name: 'nothing to change', input: { ids: [id(1)] }, message: OPPORTUNITY_COPY.bulkStaleNone },
  ])('refuses $name', ({ input, message }) => {
    expect(messagesOf(BulkOpportunitiesInput.safeParse(input))).toContain(message);
  });
});

describe('pipeline administration inputs', () => {
  it('a stage defaults to the open kind; its probability is 0–100', () => {
    expect(CreatePipelineStageInput.parse({ name: 'Demo', probability: 50 }).kind).toBe('open');
    expect(messagesOf(CreatePipelineStageInput.safeParse({ name: 'Demo', probability: 150 }))).toContain(
      OPPORTUNITY_COPY.probabilityRange,
    );
  });

  it('an order listing a stage twice is refused', () => {
    expect(messagesOf(ReorderPipelineStagesInput.safeParse({ stageIds: [stage, stage] }))).toContain(
      OPPORTUNITY_COPY.orderMismatch,
    );
  });
});
