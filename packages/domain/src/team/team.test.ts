import { describe, expect, it } from 'vitest';
import { areSeatsFull, formatSeatUsage, memberName, memberStatusOf, TEAM_COPY } from './team';
import { UpdateMemberRoleInput } from './team-schemas';

describe('UpdateMemberRoleInput', () => {
  it.each([
    ['msp_user', true],
    ['msp_admin', true],
    ['super_admin', false],
    ['pending_user', false],
    ['', false],
    [42, false],
  ] as const)('role %j accepted: %s', (role, ok) => {
    expect(UpdateMemberRoleInput.safeParse({ role }).success).toBe(ok);
  });

  it('names the allowed roles when the role is wrong', () => {
    const result = UpdateMemberRoleInput.safeParse({ role: 'super_admin' });
    expect(result.error?.issues[0]?.message).toBe(TEAM_COPY.roleInvalid);
  });

  it.each(['tenantId', 'isOwner', '__proto__', 'isAdmin'])('refuses the extra key %s', (key) => {
    const body = JSON.parse(`{"role":"msp_user","${key}":true}`) as unknown;
    const result = UpdateMemberRoleInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('seats', () => {
  it.each([
    ['three of five', { used: 3, max: 5 }, '3 of 5 seats', false],
    ['full', { used: 5, max: 5 }, '5 of 5 seats', true],
    ['over (after a downgrade)', { used: 6, max: 5 }, '6 of 5 seats', true],
    ['one seat plan', { used: 1, max: 1 }, '1 of 1 seat', true],
    ['unlimited', { used: 12, max: 'unlimited' }, '12 seats (unlimited)', false],
    ['unlimited, one', { used: 1, max: 'unlimited' }, '1 seat (unlimited)', false],
  ] as const)('%s', (_name, seats, text, full) => {
    expect(formatSeatUsage(seats)).toBe(text);
    expect(areSeatsFull(seats)).toBe(full);
  });
});

describe('members', () => {
  it.each([
    ['pending_user', 'pending_approval'],
    ['msp_user', 'active'],
    ['msp_admin', 'active'],
    ['super_admin', 'active'],
  ] as const)('%s is %s', (role, status) => {
    expect(memberStatusOf(role)).toBe(status);
  });

  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@x.test' }, 'Ada Lovelace'],
    [{ firstName: 'Ada', lastName: null, email: 'ada@x.test' }, 'Ada'],
    [{ firstName: ' ', lastName: null, email: 'ada@x.test' }, 'ada@x.test'],
  ])('names %j as %s', (member, name) => {
    expect(memberName(member)).toBe(name);
  });
});
