import { describe, expect, it } from 'vitest';
import { isOnboardingComplete, isOnboardingExemptPath, isPathWithin, type OnboardingProfile } from './onboarding';

const profile = (over: Partial<OnboardingProfile>): OnboardingProfile => ({
  role: 'msp_user',
  tenantId: 't1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.io',
  onboardingCompleted: true,
  ...over,
});

describe('isOnboardingComplete', () => {
  it.each([
    ['msp_user with everything', profile({}), true],
    ['msp_admin with everything', profile({ role: 'msp_admin' }), true],
    ['msp_user without tenant', profile({ tenantId: null }), false],
    ['msp_admin without the completed flag', profile({ role: 'msp_admin', onboardingCompleted: false }), false],
    ['msp_user with a null flag', profile({ onboardingCompleted: null }), false],
    ['missing first name', profile({ firstName: null }), false],
    ['blank last name', profile({ lastName: '  ' }), false],
    ['missing email', profile({ email: '' }), false],
    [
      'pending_user needs only names and email',
      profile({ role: 'pending_user', tenantId: null, onboardingCompleted: false }),
      true,
    ],
    ['no role needs only names and email', profile({ role: null, tenantId: null, onboardingCompleted: false }), true],
    [
      'super_admin needs only names and email',
      profile({ role: 'super_admin', tenantId: null, onboardingCompleted: false }),
      true,
    ],
    ['pending_user without a name', profile({ role: 'pending_user', firstName: '' }), false],
    ['no profile', null, false],
  ])('%s', (_name, input, expected) => {
    expect(isOnboardingComplete(input)).toBe(expected);
  });
});

describe('isOnboardingExemptPath', () => {
  it.each([
    ['/onboarding', true],
    ['/onboarding?step=2', true],
    ['/dashboard', true],
    ['/dashboard/quotes/wizard/1', true],
    ['/dashboard#x', true],
    ['/dashboardx', false],
    ['/onboardingx', false],
    ['/', false],
    ['/settings', false],
  ])('%s → %s', (path, expected) => {
    expect(isOnboardingExemptPath(path)).toBe(expected);
  });

  it('isPathWithin ignores the query', () => {
    expect(isPathWithin('/dashboard/billing?plan=premium', '/dashboard/billing')).toBe(true);
  });
});
