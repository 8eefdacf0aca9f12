import { describe, expect, it } from 'vitest';
import { forecastAsOf } from './forecast-as-of';
import { CHANGES, DEALS, STAGES } from './pipeline-fixture.test-helpers';

const show = (instant: string) =>
  forecastAsOf(DEALS, CHANGES, STAGES, instant).map((d) => [d.deal.id, d.stageId, d.probabilityBps]);

describe('forecastAsOf replays the stage changes', () => {
  it.each([
    [
      // D1 and D3 closed; D4 still in Scoping (moves at noon); D8, D11, D12 not created; D9 lost on 04-20;
      // D10 has no history and sits in Won, so it is out.
      '2026-04-25T00:00:00Z',
      [
        ['D2', 'nego', 8_000],
        ['D4', 'scope', 4_000],
        ['D6', 'qual', 2_500],
        ['D7', 'qual', 2_500],
      ],
    ],
    [
      // D9 is back in the forecast once reopened (05-05); D4 in Proposal Sent; D8 at its 50 % override.
      '2026-05-06T00:00:00Z',
      [
        ['D2', 'nego', 8_000],
        ['D4', 'prop', 6_000],
        ['D6', 'qual', 2_500],
        ['D7', 'nego', 8_000],
        ['D8', 'lead', 5_000],
        ['D9', 'scope', 4_000],
      ],
    ],
    // A change at exactly the instant has happened: D1 moved to Proposal Sent at 12:00 on 02-10; D3 and D5 in Lead.
    [
      '2026-02-10T12:00:00Z',
      [
        ['D1', 'prop', 6_000],
        ['D3', 'lead', 1_000],
        ['D5', 'lead', 1_000],
      ],
    ],
    ['2025-12-31T00:00:00Z', []],
  ])('at %s', (instant, expected) => {
    expect(show(instant)).toEqual(expected);
  });

  it('takes a creation stage from the first change when the change list starts later', () => {
    const deal = { ...DEALS[0]!, id: 'X', createdAt: '2026-01-01T00:00:00Z', stageId: 'won' };
    const changes = [{ opportunityId: 'X', fromStageId: 'qual', toStageId: 'won', changedAt: '2026-02-01T00:00:00Z' }];
    expect(forecastAsOf([deal], changes, STAGES, '2026-01-15T00:00:00Z').map((d) => d.stageId)).toEqual(['qual']);
  });
});
