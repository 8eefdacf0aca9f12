import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  isFiltered,
  readFilters,
  readViewMode,
  toListRequest,
  writeFilters,
} from './quote-list-params';

const CLIENT = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const OWNER = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c';

describe('readFilters', () => {
  it('reads every filter from the URL', () => {
    const filters = readFilters(
      new URLSearchParams(
        `q=firewall&status=sent,viewed&client=${CLIENT}&owner=${OWNER}&range=quarter&sort=tcv&dir=asc&archived=1`,
      ),
    );
    expect(filters).toEqual({
      q: 'firewall',
      status: ['sent', 'viewed'],
      clientId: CLIENT,
      ownerId: OWNER,
      range: 'quarter',
      from: null,
      to: null,
      archived: true,
      sort: 'tcv',
      dir: 'asc',
    });
  });

  it('drops values the API would refuse: unknown statuses, sorts, ranges, malformed ids and dates', () => {
    const filters = readFilters(
      new URLSearchParams('status=sent,bogus,superseded,sent&client=42&owner=x&range=decade&sort=price&dir=up'),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS, status: ['sent'] });
    expect(readFilters(new URLSearchParams('range=custom&from=2026-01-01&to=31/12/2026'))).toMatchObject({
      range: 'custom',
      from: '2026-01-01',
      to: null,
    });
    expect(readFilters(new URLSearchParams('range=month&from=2026-01-01')).from).toBeNull();
  });
});

describe('writeFilters', () => {
  it('round-trips through the URL and keeps the view mode', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      q: 'M365',
      status: ['draft' as const],
      range: 'week' as const,
      sort: 'margin' as const,
    };
    const params = writeFilters(new URLSearchParams('view=grid'), filters);
    expect(params.get('view')).toBe('grid');
    expect(params.toString()).toBe('view=grid&q=M365&status=draft&range=week&sort=margin');
    expect(readFilters(params)).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeFilters(new URLSearchParams('q=old&archived=1&sort=tcv'), DEFAULT_FILTERS).toString()).toBe('');
  });
});

describe('toListRequest', () => {
  it('maps the filters onto GET /api/quotes', () => {
    const filters = readFilters(
      new URLSearchParams(`q= Q-1042 &status=sent,viewed&owner=${OWNER}&range=year&archived=1`),
    );
    expect(toListRequest(filters)).toEqual({
      q: 'Q-1042',
      status: ['sent', 'viewed'],
      clientId: undefined,
      ownerId: OWNER,
      range: 'year',
      from: undefined,
      to: undefined,
      archived: 'only',
      sort: 'updated',
      dir: 'desc',
      limit: undefined,
    });
  });

  it('sends custom dates instead of a range, and a kanban column narrows to its own status', () => {
    const filters = readFilters(new URLSearchParams('range=custom&from=2026-01-01&to=2026-03-31&status=draft,sent'));
    expect(toListRequest(filters, { status: 'accepted', limit: 20 })).toMatchObject({
      range: undefined,
      from: '2026-01-01',
      to: '2026-03-31',
      status: ['accepted'],
      limit: 20,
    });
  });
});

describe('filter counts and view mode', () => {
  it('counts narrowing filters, not the search or the sort', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'tcv' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, q: 'x' })).toBe(true);
    expect(
      countActiveFilters({ ...DEFAULT_FILTERS, q: 'x', status: ['sent', 'viewed'], ownerId: OWNER, archived: true }),
    ).toBe(3);
  });

  it('accepts only the known view modes', () => {
    expect(readViewMode('kanban')).toBe('kanban');
    expect(readViewMode('table')).toBeNull();
    expect(readViewMode(null)).toBeNull();
  });
});
