import { describe, expect, it } from 'vitest';
import { autosaveStopOf } from './use-autosave';

const mine = { lockVersion: 3 } as unknown as Parameters<typeof autosaveStopOf>[2];
const conflictDetails = { reason: 'stale', currentLockVersion: 4, updatedAt: '2026-01-01T00:00:00.000Z' };

describe('autosaveStopOf: a 409 on the draft', () => {
  it.each([
    ['a frozen version', 'frozen', { reason: 'frozen' }],
    ['an archived quote', 'archived', { reason: 'archived' }],
  ] as const)('stops for %s', (_case, reason, expected) => {
    expect(autosaveStopOf(reason, { reason }, mine)).toEqual(expected);
  });

  it('shows a stale save as a conflict with mine kept', () => {
    expect(autosaveStopOf('stale', conflictDetails, mine)).toMatchObject({ reason: 'conflict', mine });
  });

  it('reads an unknown reason as a conflict', () => {
    expect(autosaveStopOf(null, { reason: 'something-new' }, mine)).toMatchObject({
      reason: 'conflict',
      details: null,
    });
  });
});
