import { describe, expect, it, vi } from 'vitest';
import { CompletedDays, nextDay } from './completed-days';

const T0 = Date.parse('2026-03-19T10:00:00Z');

describe('CompletedDays', () => {
  it('reads the missing days once, as one span, and holds days without figures as empty', async () => {
    const days = new CompletedDays<number>(() => 0, 60_000);
    const reader = vi.fn(async (from: string, to: string) => {
      expect([from, to]).toEqual(['2026-03-16', '2026-03-19']);
      return new Map([['2026-03-17', 4]]);
    });
    const first = await days.read(['2026-03-16', '2026-03-17', '2026-03-18'], T0, reader);
    expect([...first]).toEqual([
      ['2026-03-16', 0],
      ['2026-03-17', 4],
      ['2026-03-18', 0],
    ]);
    const again = await days.read(['2026-03-17', '2026-03-18'], T0 + 1_000, reader);
    expect(again.get('2026-03-17')).toBe(4);
    expect(reader).toHaveBeenCalledTimes(1);
  });

  it('reads only the days it does not hold, and again once they are held too long', async () => {
    const days = new CompletedDays<number>(() => 0, 60_000);
    await days.read(['2026-03-17'], T0, async () => new Map([['2026-03-17', 1]]));
    const spans: string[][] = [];
    const reader = async (from: string, to: string) => {
      spans.push([from, to]);
      return new Map([['2026-03-17', 2]]);
    };
    await days.read(['2026-03-17', '2026-03-18'], T0 + 1_000, reader);
    expect(spans).toEqual([['2026-03-18', '2026-03-19']]);
    expect((await days.read(['2026-03-17'], T0 + 30_000, reader)).get('2026-03-17')).toBe(1);
    expect((await days.read(['2026-03-17'], T0 + 61_000, reader)).get('2026-03-17')).toBe(2);
  });

  it('reads nothing for no days', async () => {
    const reader = vi.fn(async () => new Map<string, number>());
    expect((await new CompletedDays<number>(() => 0).read([], T0, reader)).size).toBe(0);
    expect(reader).not.toHaveBeenCalled();
  });

  it('steps through month and year ends in UTC', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
