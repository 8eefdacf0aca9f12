import { describe, expect, it } from 'vitest';
import { DEBUG_COPY, VALIDATION_COPY } from './platform-health-copy';

describe('platform health copy', () => {
  it('says how long a process has run, in the two largest units', () => {
    expect(DEBUG_COPY.uptimeText(42)).toBe('42 s');
    expect(DEBUG_COPY.uptimeText(3_720)).toBe('1 h 2 min');
    expect(DEBUG_COPY.uptimeText(3 * 86_400 + 5 * 3_600)).toBe('3 d 5 h');
  });

  it('reads sizes in binary units and "last seen" in seconds', () => {
    expect(DEBUG_COPY.bytes(512)).toBe('512 B');
    expect(DEBUG_COPY.bytes(52_428_800)).toBe('50 MB');
    expect(DEBUG_COPY.bytes(1_610_612_736)).toBe('1.5 GB');
    expect(DEBUG_COPY.seenAgo(0.4)).toBe('just now');
    expect(DEBUG_COPY.seenAgo(1)).toBe('1 second ago');
    expect(DEBUG_COPY.seenAgo(12)).toBe('12 seconds ago');
  });

  it('names a quote total finding’s figures in money and percent', () => {
    expect(
      VALIDATION_COPY.quoteTotalsDiffer(1042, 'quote', 'EUR', [
        { figure: 'one-time revenue', unit: 'cents', stored: 82_345, computed: 70_000 },
        { figure: 'margin', unit: 'bps', stored: null, computed: 6_000 },
      ]),
    ).toBe(
      'Q-1042: the totals stored on its quote row (the list) differ from the pricing engine’s: one-time revenue €823.45 stored, €700.00 computed; margin none stored, 60.00% computed.',
    );
    expect(VALIDATION_COPY.alreadyRunning('03:17')).toBe('A validation run is already in progress (started 03:17 UTC)');
  });
});
