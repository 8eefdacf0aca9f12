import { describe, expect, it } from 'vitest';
import { shouldShowOnboarding, type OnboardingProfile } from '../access/onboarding';
import { newPasswordChecklist } from '../auth/password-rules';
import { ChangePasswordForm, OnboardingInput, ProfileUpdateInput } from './profile-schemas';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ProfileUpdateInput', () => {
  it.each([
    ['trimmed names', { firstName: '  Ada ', lastName: ' Lovelace ' }, []],
    ['empty first name', { firstName: '  ', lastName: 'L' }, [['firstName', 'First name is required']]],
    ['missing last name', { firstName: 'Ada' }, [['lastName', 'Last name is required']]],
    ['too long', { firstName: 'x'.repeat(101), lastName: 'L' }, [['firstName', 'Name must be at most 100 characters']]],
    [
      'unknown key (mass assignment)',
      { firstName: 'A', lastName: 'L', role: 'msp_admin' },
      [['', 'Unrecognized key: "role"']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(messages(ProfileUpdateInput.safeParse(input))).toEqual(expected);
  });

  it('returns trimmed values', () => {
    expect(ProfileUpdateInput.parse({ firstName: ' Ada ', lastName: ' L ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
    });
  });
});

describe('OnboardingInput', () => {
  it.each([
    ['names only', { firstName: 'Ada', lastName: 'L' }, []],
    ['with workspace', { firstName: 'Ada', lastName: 'L', workspaceName: 'Acme IT' }, []],
    [
      'blank workspace',
      { firstName: 'Ada', lastName: 'L', workspaceName: ' ' },
      [['workspaceName', 'Workspace name is required']],
    ],
    ['tenantId smuggled', { firstName: 'Ada', lastName: 'L', tenantId: 'x' }, [['', 'Unrecognized key: "tenantId"']]],
  ])('%s', (_name, input, expected) => {
    expect(messages(OnboardingInput.safeParse(input))).toEqual(expected);
  });
});

describe('ChangePasswordForm', () => {
  const ok = { currentPassword: 'old-pass1', newPassword: 'NewPass12', confirmPassword: 'NewPass12' };
  it.each([
    ['valid', ok, []],
    ['no current password', { ...ok, currentPassword: '' }, [['currentPassword', 'Current password is required']]],
    [
      'weak new password',
      { ...ok, newPassword: 'newpass12', confirmPassword: 'newpass12' },
      [['newPassword', 'Password must contain at least one uppercase letter']],
    ],
    ['mismatch', { ...ok, confirmPassword: 'NewPass13' }, [['confirmPassword', "Passwords don't match"]]],
    [
      'same as current',
      { currentPassword: 'NewPass12', newPassword: 'NewPass12', confirmPassword: 'NewPass12' },
      [['newPassword', 'The new password must be different from the current one.']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(messages(ChangePasswordForm.safeParse(input))).toEqual(expected);
  });
});

describe('newPasswordChecklist', () => {
  it.each([
    ['empty', '', [false, false, false, false]],
    ['lower and digits', 'abcdefg1', [true, false, true, true]],
    ['all four', 'Abcdefg1', [true, true, true, true]],
  ])('%s', (_name, password, met) => {
    const items = newPasswordChecklist(password);
    expect(items.map((i) => i.label)).toEqual([
      'At least 8 characters',
      'At least one uppercase letter',
      'At least one lowercase letter',
      'At least one number',
    ]);
    expect(items.map((i) => i.met)).toEqual(met);
  });
});

describe('shouldShowOnboarding', () => {
  const profile = (over: Partial<OnboardingProfile>): OnboardingProfile => ({
    role: 'msp_admin',
    tenantId: 't1',
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@acme.test',
    onboardingCompleted: true,
    ...over,
  });
  it.each([
    ['a complete admin', profile({}), false],
    ['a new owner (flag not set)', profile({ onboardingCompleted: false }), true],
    ['a user without a last name', profile({ role: 'msp_user', lastName: null }), true],
    ['a joined pending user, once', profile({ role: 'pending_user', onboardingCompleted: false }), true],
    ['a pending user who confirmed', profile({ role: 'pending_user' }), false],
    ['a super admin, never', profile({ role: 'super_admin', onboardingCompleted: false, lastName: null }), false],
    ['no profile', null, false],
  ])('%s', (_name, input, expected) => {
    expect(shouldShowOnboarding(input)).toBe(expected);
  });
});
