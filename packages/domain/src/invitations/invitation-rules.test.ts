import { describe, expect, it } from 'vitest';
import {
  AcceptInvitationInput,
  CreateInvitationInput,
  INVITATION_COPY,
  invitationDisplayStatus,
  invitationLinkState,
  splitFullName,
  type InvitationStatus,
} from './invitation-rules';

type Issues = Record<string, string>;
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): Issues {
  const out: Issues = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const NOW = new Date('2025-06-01T12:00:00Z');
const later = new Date(NOW.getTime() + 1000);
const earlier = new Date(NOW.getTime() - 1000);

describe('invitationLinkState', () => {
  it.each<[string, { status: InvitationStatus; expiresAt: Date } | null, string]>([
    ['missing', null, 'invalid'],
    ['revoked', { status: 'revoked', expiresAt: later }, 'invalid'],
    ['accepted, even past expiry', { status: 'accepted', expiresAt: earlier }, 'accepted'],
    ['pending before expiry', { status: 'pending', expiresAt: later }, 'pending'],
    ['pending at the expiry instant', { status: 'pending', expiresAt: NOW }, 'expired'],
    ['pending past expiry', { status: 'pending', expiresAt: earlier }, 'expired'],
    ['stored expired', { status: 'expired', expiresAt: later }, 'expired'],
  ])('%s → %s', (_name, invitation, expected) => {
    expect(invitationLinkState(invitation, NOW)).toBe(expected);
  });

  it('flags past-due pending invitations as expired for admins, leaving others as stored', () => {
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: earlier }, NOW)).toBe('expired');
    expect(invitationDisplayStatus({ status: 'pending', expiresAt: later }, NOW)).toBe('pending');
    expect(invitationDisplayStatus({ status: 'revoked', expiresAt: earlier }, NOW)).toBe('revoked');
    expect(invitationDisplayStatus({ status: 'accepted', expiresAt: earlier }, NOW)).toBe('accepted');
  });
});

describe('CreateInvitationInput', () => {
  it('trims and lowercases the email and trims the name', () => {
    expect(CreateInvitationInput.parse({ email: '  Grace@ACME.io ', name: ' Grace ', role: 'msp_user' })).toEqual({
      email: 'grace@acme.io',
      name: 'Grace',
      role: 'msp_user',
    });
  });

  it.each<[string, unknown, Issues]>([
    ['super_admin cannot be granted', { email: 'a@b.io', role: 'super_admin' }, { role: INVITATION_COPY.roleInvalid }],
    [
      'pending_user is not a role to grant',
      { email: 'a@b.io', role: 'pending_user' },
      { role: INVITATION_COPY.roleInvalid },
    ],
    ['missing role', { email: 'a@b.io' }, { role: INVITATION_COPY.roleInvalid }],
    ['invalid email', { email: 'nope', role: 'msp_user' }, { email: 'Please enter a valid email address' }],
    [
      'unknown key (strict)',
      { email: 'a@b.io', role: 'msp_user', tenantId: 'x' },
      { _: 'Unrecognized key: "tenantId"' },
    ],
  ])('%s', (_name, value, expected) => {
    expect(issuesOf(CreateInvitationInput.safeParse(value))).toEqual(expected);
  });
});

describe('AcceptInvitationInput', () => {
  const valid = { firstName: 'Grace', lastName: 'Hopper', password: 'cobol1959', confirmPassword: 'cobol1959' };

  it('accepts a strong, confirmed password with names', () => {
    expect(AcceptInvitationInput.parse({ ...valid, firstName: ' Grace ' })).toEqual(valid);
  });

  it.each<[string, Record<string, unknown>, Issues]>([
    ['mismatch', { confirmPassword: 'cobol1960' }, { confirmPassword: 'Please enter matching passwords' }],
    ['missing confirmation', { confirmPassword: undefined }, { confirmPassword: 'Please enter matching passwords' }],
    ['too short', { password: 'abc1', confirmPassword: 'abc1' }, { password: 'Password is too weak' }],
    ['no digit', { password: 'abcdefgh', confirmPassword: 'abcdefgh' }, { password: 'Password is too weak' }],
    ['no letter', { password: '12345678', confirmPassword: '12345678' }, { password: 'Password is too weak' }],
    ['empty password', { password: '', confirmPassword: '' }, { password: 'Password is required' }],
    ['blank first name', { firstName: '  ' }, { firstName: 'Please fill in all required fields' }],
    ['role smuggled in', { role: 'msp_admin' }, { _: 'Unrecognized key: "role"' }],
    ['email smuggled in', { email: 'other@evil.test' }, { _: 'Unrecognized key: "email"' }],
  ])('%s', (_name, patch, expected) => {
    expect(issuesOf(AcceptInvitationInput.safeParse({ ...valid, ...patch }))).toEqual(expected);
  });
});

describe('splitFullName', () => {
  it.each([
    ['Grace Brewster Hopper', { firstName: 'Grace', lastName: 'Brewster Hopper' }],
    ['  Ada  ', { firstName: 'Ada', lastName: '' }],
    [null, { firstName: '', lastName: '' }],
  ])('%s', (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });
});
