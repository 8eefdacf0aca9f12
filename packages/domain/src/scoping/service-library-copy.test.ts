import { describe, expect, it } from 'vitest';
import { describeServiceHours, describeTaskHours, formatUnitCount } from './service-library-copy';

describe('describeTaskHours', () => {
  it.each([
    ['base and per unit', { baseHours: 2, perUnitHours: 0.35, unit: 'mailboxes' as const }, '2 h + 0.35 h per mailbox'],
    ['base only', { baseHours: 4, perUnitHours: 0, unit: null }, '4 h'],
    ['per unit only', { baseHours: 0, perUnitHours: 0.5, unit: 'users' as const }, '0.5 h per user'],
    [
      'a unit with its own label',
      { baseHours: 1.5, perUnitHours: 3, unit: 'access_points' as const },
      '1.5 h + 3 h per access point',
    ],
    ['rounded to two decimals', { baseHours: 0.125, perUnitHours: 0, unit: null }, '0.13 h'],
  ])('%s → %s', (_name, task, expected) => expect(describeTaskHours(task)).toBe(expected));
});

describe('describeServiceHours', () => {
  it.each([
    [38.04, 25, 'users' as const, '≈ 38 h for 25 users'],
    [12.25, 1, 'sites' as const, '≈ 12.3 h for 1 site'],
    [9, 2, 'tb' as const, '≈ 9 h for 2 TB'],
    [7, 1, null, '≈ 7 h'],
  ])('%s h at %s %s → %s', (hours, quantity, unit, expected) =>
    expect(describeServiceHours(hours, quantity, unit)).toBe(expected),
  );

  it('counts units in the singular and plural', () => {
    expect(formatUnitCount(1, 'mailboxes')).toBe('1 mailbox');
    expect(formatUnitCount(3, 'vms')).toBe('3 VMs');
  });
});
