import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_COPY } from './opportunity-copy';
import { DEFAULT_LOSS_REASONS, DEFAULT_PIPELINE_STAGES } from './opportunity-enums';

describe('OPPORTUNITY_COPY', () => {
  it('a stale move names who moved the deal and where to', () => {
    expect(OPPORTUNITY_COPY.staleMove('Alex Kim', 'Negotiation')).toBe(
      'Someone else moved this deal: Alex Kim put it in Negotiation. Your change was not saved; the card now shows where it is, so move it again if you still want to.',
    );
  });

  it('a retired stage is named', () => {
    expect(OPPORTUNITY_COPY.stageRetired('Scoping')).toBe(
      'The stage “Scoping” has been retired. Pick one of the current stages.',
    );
  });
});

describe('the seeded pipeline', () => {
  it('is the seven stages of the issue, one won and one lost', () => {
    expect(DEFAULT_PIPELINE_STAGES.map((s) => `${s.name} ${String(s.probabilityBps / 100)} ${s.kind}`)).toEqual([
      'Lead 10 open',
      'Qualified 25 open',
      'Scoping 40 open',
      'Proposal Sent 60 open',
      'Negotiation 80 open',
      'Won 100 won',
      'Lost 0 lost',
    ]);
    expect(DEFAULT_LOSS_REASONS).toHaveLength(5);
  });
});
