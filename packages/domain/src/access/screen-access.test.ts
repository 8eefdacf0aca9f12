import { describe, expect, it } from 'vitest';
import { getAccessSummary } from './access-summary';
import type { GuardInput, GuardRequirement } from './guards';
import type { OnboardingProfile } from './onboarding';
import type { Role } from './roles';
import { canOpenScreen, evaluateScreenAccess, PLATFORM_HOME_PATH } from './screen-access';

const SUMMARY = getAccessSummary(
  { activeTier: 'enterprise', selectedTier: null, suspended: false, trialEndDate: null },
  new Date('2025-06-01T00:00:00Z'),
);
const profile = (role: Role, tenantId: string | null): OnboardingProfile => ({
  role,
  tenantId,
  firstName: 'Sam',
  lastName: 'Doe',
  email: 'sam@example.test',
  onboardingCompleted: true,
});
const input = (p: OnboardingProfile, requirement: GuardRequirement): GuardInput => ({
  session: { userId: 'u1' },
  profile: p,
  tenant: p.tenantId ? SUMMARY : null,
  path: '/dashboard/quotes',
  requirement,
});

describe('evaluateScreenAccess', () => {
  it('sends a super admin without a workspace from workspace screens to the platform home', () => {
    const result = evaluateScreenAccess(input(profile('super_admin', null), { tenant: true }));
    expect(result).toMatchObject({ ok: false, guard: 'tenant', redirectTo: PLATFORM_HOME_PATH });
    expect(
      canOpenScreen(input(profile('super_admin', null), { role: 'msp_user', permissions: ['canCreateQuotes'] })),
    ).toBe(false);
  });

  it('lets a super admin without a workspace open the platform screens and their own profile', () => {
    expect(canOpenScreen(input(profile('super_admin', null), { role: 'super_admin' }))).toBe(true);
    expect(canOpenScreen(input(profile('super_admin', null), {}))).toBe(true);
  });

  it('lets a super admin with a workspace open its screens', () => {
    expect(canOpenScreen(input(profile('super_admin', 't1'), { tenant: true }))).toBe(true);
  });

  it('follows the guard chain for everyone else', () => {
    const admin = { tenant: true, role: 'msp_admin' } as const;
    expect(canOpenScreen(input(profile('msp_user', 't1'), admin))).toBe(false);
    expect(canOpenScreen(input(profile('msp_admin', 't1'), admin))).toBe(true);
    expect(canOpenScreen(input(profile('msp_admin', 't1'), { role: 'super_admin' }))).toBe(false);
  });
});
