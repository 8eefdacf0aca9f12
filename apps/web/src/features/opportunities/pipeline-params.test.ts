import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  readFilters,
  toBoardQuery,
  toListQuery,
  writeFilters,
} from './pipeline-params';

const OWNER = '0190e000-0000-7000-8000-000000000001';
const STAGE = '0190b000-0000-7000-8000-000000000002';

describe('pipeline URL params', () => {
  it('reads what it writes, and leaves the view and the open deal alone', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      ownerId: OWNER,
      stageId: STAGE,
      closeFrom: '2027-01-01',
      closeTo: '2027-03-31',
      minValue: 1000,
      maxValue: 50000,
      staleDays: 14,
      sort: 'value' as const,
    };
    const params = writeFilters(new URLSearchParams('view=list&deal=abc'), filters);
    expect(params.get('view')).toBe('list');
    expect(params.get('deal')).toBe('abc');
    expect(readFilters(params)).toEqual(filters);
    expect(countActiveFilters(filters)).toBe(7);
  });

  it('omits defaults and ignores malformed values instead of sending them', () => {
    expect(writeFilters(new URLSearchParams(), DEFAULT_FILTERS).toString()).toBe('');
    const read = readFilters(new URLSearchParams('owner=me&from=tomorrow&min=-5&max=1e9&stale=0&sort=margin'));
    expect(read).toEqual(DEFAULT_FILTERS);
  });

  it('sends values in cents; the board takes no stage or sort, the list does', () => {
    const filters = { ...DEFAULT_FILTERS, minValue: 1500, stageId: STAGE, sort: 'close_date' as const };
    expect(toBoardQuery(filters)).toEqual({ minValueCents: 150_000 });
    expect(toListQuery(filters)).toEqual({ minValueCents: 150_000, stageId: STAGE, sort: 'close_date' });
  });
});
