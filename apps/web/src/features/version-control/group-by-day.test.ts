import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

describe('groupByDay', () => {
  it('groups newest-first items by local day, naming today and yesterday', () => {
    const now = new Date(2026, 2, 4, 15, 0);
    const at = (day: number, hour: number) => new Date(2026, 2, day, hour).toISOString();
    const groups = groupByDay(
      [{ at: at(4, 14) }, { at: at(4, 9) }, { at: at(3, 23) }, { at: at(1, 8) }, { at: at(1, 7) }],
      now,
    );
    expect(groups.map((group) => [group.key, group.label, group.items.length])).toEqual([
      ['2026-03-04', 'Today', 2],
      ['2026-03-03', 'Yesterday', 1],
      ['2026-03-01', 'Sun, 1 Mar 2026', 2],
    ]);
  });

  it('answers no groups for no items', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
