import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv';
import { PlatformOverviewQuery } from './platform-overview';
import {
  monthlyRecurringCents,
  PlatformWorkspacesExportQuery,
  PlatformWorkspacesQuery,
  workspacePlanOf,
  workspaceStateOf,
  type PlatformWorkspaceRow,
} from './platform-workspaces';
import { PLATFORM_WORKSPACES_CSV_COLUMNS, platformWorkspacesToCsv } from './platform-workspaces-csv';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const tenant = (activeTier: string, overrides: Partial<Parameters<typeof workspaceStateOf>[0]> = {}) => ({
  activeTier,
  selectedTier: 'enterprise' as const,
  suspended: false,
  trialEndDate: new Date(NOW.getTime() + 5 * DAY),
  ...overrides,
});

describe('workspaceStateOf: the access summary’s rules, named for the console', () => {
  it.each([
    ['a trial with days left', tenant('trial'), 'trial'],
    ['a trial without an end date', tenant('trial', { trialEndDate: null }), 'trial'],
    [
      'a trial whose end has passed (before the job flips it)',
      tenant('trial', { trialEndDate: new Date(NOW.getTime() - 1) }),
      'trial_expired',
    ],
    ['a trial ending exactly now', tenant('trial', { trialEndDate: NOW }), 'trial_expired'],
    ['the expired-trial state', tenant('readonly_trial_expired'), 'trial_expired'],
    ['the read-only state', tenant('read_only'), 'read_only'],
    ['a paid plan', tenant('premium'), 'paying'],
    ['a paid plan flagged suspended', tenant('premium', { suspended: true }), 'suspended'],
    ['a trial flagged suspended', tenant('trial', { suspended: true }), 'suspended'],
    ['the suspended state', tenant('suspended'), 'suspended'],
    ['an unknown tier (a failed lookup)', tenant('gold'), 'suspended'],
  ] as const)('%s → %s', (_, input, expected) => {
    expect(workspaceStateOf(input, NOW)).toBe(expected);
  });
});

describe('workspacePlanOf', () => {
  it.each([
    ['trial', 'enterprise', 'trial'],
    ['readonly_trial_expired', 'enterprise', 'trial'],
    ['essentials', 'essentials', 'essentials'],
    ['premium', 'enterprise', 'premium'],
    ['suspended', 'premium', 'premium'],
    ['read_only', 'enterprise', 'enterprise'],
    ['suspended', 'free', null],
  ] as const)('%s (selected %s) → %s', (activeTier, selectedTier, expected) => {
    expect(workspacePlanOf({ activeTier, selectedTier })).toBe(expected);
  });
});

describe('monthlyRecurringCents', () => {
  it('is the monthly price for the seats, the plan’s minimum applied', () => {
    expect(monthlyRecurringCents('essentials', 1, 'monthly')).toBe(9_900);
    expect(monthlyRecurringCents('premium', 3, 'monthly')).toBe(5 * 12_900);
    expect(monthlyRecurringCents('premium', 7, 'monthly')).toBe(7 * 12_900);
  });

  it('is an annual price divided by 12, rounded to the cent', () => {
    expect(monthlyRecurringCents('premium', 6, 'annual')).toBe(6 * 10_750);
    // 7 seats × $250 × 10 months ÷ 12 = $1,458.333…
    expect(monthlyRecurringCents('enterprise', 7, 'annual')).toBe(145_833);
  });
});

describe('PlatformWorkspacesQuery', () => {
  const parse = (query: Record<string, string>) => PlatformWorkspacesQuery.safeParse(query);
  const messageOf = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('defaults to the newest first, 50 a page', () => {
    expect(parse({}).data).toEqual({ sort: 'created', page: 1, pageSize: 50 });
  });

  it('reads every filter from the query string', () => {
    const result = parse({
      q: '  harbor ',
      tier: 'premium',
      state: 'paying',
      trialEndsWithinDays: '7',
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      activeWithinDays: '30',
      inactiveForDays: '7',
      sort: 'lastActive',
      dir: 'asc',
      page: '2',
      pageSize: '100',
    });
    expect(result.data).toEqual({
      q: 'harbor',
      tier: 'premium',
      state: 'paying',
      trialEndsWithinDays: 7,
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      activeWithinDays: 30,
      inactiveForDays: 7,
      sort: 'lastActive',
      dir: 'asc',
      page: 2,
      pageSize: 100,
    });
  });

  it('drops an empty search', () => {
    expect(parse({ q: '   ' }).data?.q).toBeUndefined();
  });

  it.each([
    [{ tier: 'gold' }, 'Unknown tier "gold": use trial, essentials, premium, enterprise.'],
    [{ state: 'active' }, 'Unknown state "active": use trial, paying, trial_expired, read_only, suspended.'],
    [{ sort: 'mrr' }, 'Unknown sort "mrr": use name, created, trialEnd, lastActive.'],
    [{ dir: 'up' }, 'Unknown direction "up": use asc or desc.'],
    [{ trialEndsWithinDays: '0' }, 'trialEndsWithinDays must be a whole number of days from 1 to 90.'],
    [{ trialEndsWithinDays: '91' }, 'trialEndsWithinDays must be a whole number of days from 1 to 90.'],
    [{ trialEndsWithinDays: '1.5' }, 'trialEndsWithinDays must be a whole number of days from 1 to 90.'],
    [{ activeWithinDays: 'x' }, 'activeWithinDays must be a whole number of days from 1 to 3,650.'],
    [{ createdFrom: '2026-02-30' }, 'Use a date like 2026-12-31.'],
    [
      { createdFrom: '2026-03-01', createdTo: '2026-02-01' },
      'The created-from date must be on or before the created-to date.',
    ],
    [
      { activeWithinDays: '7', inactiveForDays: '7' },
      'activeWithinDays must be more than inactiveForDays: a workspace cannot be active within fewer days than it has been inactive.',
    ],
    [{ page: '0' }, 'The page must be a whole number, 1 or more.'],
    [{ pageSize: '101' }, 'The page size must be a whole number from 1 to 100.'],
    [{ page: '201' }, 'Only the first 10,000 matches can be paged through: narrow the filters.'],
    [{ q: 'x'.repeat(201) }, 'Use at most 200 characters.'],
  ])('refuses %j: %s', (query, message) => {
    expect(messageOf(query)).toBe(message);
  });

  it('refuses unknown parameters (strict)', () => {
    expect(parse({ owner: 'x' }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('the export takes the filters and the sort, but no paging', () => {
    expect(PlatformWorkspacesExportQuery.safeParse({ state: 'trial', sort: 'name' }).data).toEqual({
      state: 'trial',
      sort: 'name',
    });
    expect(PlatformWorkspacesExportQuery.safeParse({ page: '2' }).success).toBe(false);
  });
});

describe('PlatformOverviewQuery', () => {
  it('defaults to the month and names the ranges it takes', () => {
    expect(PlatformOverviewQuery.parse({})).toEqual({ range: 'month' });
    expect(PlatformOverviewQuery.safeParse({ range: 'decade' }).error?.issues[0]?.message).toBe(
      'Unknown range "decade": use today, week, month, quarter or year.',
    );
  });
});

describe('platformWorkspacesToCsv', () => {
  const row: PlatformWorkspaceRow = {
    id: '0190a1b2-0000-7000-8000-000000000001',
    name: '=HYPERLINK("http://evil.test")',
    domain: 'evil.test',
    owner: { name: '+Ada Lovelace', email: 'ada@evil.test' },
    tier: 'enterprise',
    state: 'paying',
    trialEndDate: null,
    members: 7,
    seats: 7,
    mrrCents: 1_458_333,
    billedByStripe: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    lastActiveAt: null,
  };

  it('writes one row per workspace with neutralised cells, MRR in dollars', () => {
    const text = platformWorkspacesToCsv([row]);
    expect(text.split('\r\n')[0]).toBe(
      'Workspace ID,Name,Domain,Owner,Owner email,Plan,State,Trial ends (UTC),Members,Seats,MRR (USD),Billed by,Created (UTC),Last active (UTC)',
    );
    expect(text).toContain(`'=HYPERLINK`);
    expect(text).toContain(`'+Ada Lovelace`);
    const read = readCsv(text, PLATFORM_WORKSPACES_CSV_COLUMNS, { maxRows: 10 });
    expect(read.ok && read.records[0]?.values).toMatchObject({
      name: row.name,
      ownerName: '+Ada Lovelace',
      plan: 'Enterprise',
      state: 'Paying',
      mrr: '14583.33',
      billing: 'Stripe',
      lastActive: '',
    });
  });
});
