import { describe, expect, it } from 'vitest';
import { getAccessSummary, type TenantAccessInput } from './access-summary';
import { evaluateGuards, preventRedirectLoop, type GuardInput, type GuardRequirement } from './guards';
import type { OnboardingProfile } from './onboarding';

const NOW = new Date('2025-06-01T00:00:00Z');
const summary = (over: Partial<TenantAccessInput> = {}) =>
  getAccessSummary(
    { activeTier: 'essentials', selectedTier: null, suspended: false, trialEndDate: null, ...over },
    NOW,
  );
const user = (over: Partial<OnboardingProfile> = {}): OnboardingProfile => ({
  role: 'msp_user',
  tenantId: 't1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@acme.io',
  onboardingCompleted: true,
  ...over,
});
const input = (over: Partial<GuardInput> & { requirement?: GuardRequirement } = {}): GuardInput => ({
  session: { userId: 'u1' },
  profile: user(),
  tenant: summary(),
  path: '/dashboard/quotes',
  requirement: { tenant: true },
  ...over,
});

describe('evaluateGuards: failures', () => {
  it.each<[string, GuardInput, object]>([
    ['no session', input({ session: null }), { guard: 'auth', redirectTo: '/login?returnTo=%2Fdashboard%2Fquotes' }],
    [
      'no session on a non-whitelisted path',
      input({ session: null, path: '/onboarding' }),
      { guard: 'auth', redirectTo: '/login' },
    ],
    [
      'no profile',
      input({ profile: null }),
      {
        guard: 'auth',
        message:
          'Account setup incomplete. Your profile could not be found. Please contact support with error code: PROFILE_MISSING',
      },
    ],
    [
      'onboarding incomplete outside the dashboard',
      input({ path: '/invite/x', profile: user({ firstName: null }) }),
      {
        guard: 'onboarding',
        title: 'Complete Your Profile',
        message: 'Please complete your onboarding to access this feature.',
      },
    ],
    [
      'no tenant',
      input({ profile: user({ tenantId: null }) }),
      {
        guard: 'tenant',
        message: 'You need to be assigned to a tenant to access this feature. Please contact your administrator.',
      },
    ],
    [
      'suspended tenant',
      input({ tenant: summary({ suspended: true }) }),
      {
        guard: 'suspended',
        message: 'Your tenant account has been suspended. Please contact support or update your billing information.',
        redirectTo: '/dashboard/billing',
      },
    ],
    ['tenant lookup failed', input({ tenant: null }), { guard: 'suspended', redirectTo: '/dashboard/billing' }],
    [
      'role too low',
      input({ requirement: { role: 'msp_admin' } }),
      { guard: 'role', message: 'Required role(s): Admin', required: 'Admin', current: 'User' },
    ],
    [
      'pending user on an msp_user route',
      input({ profile: user({ role: 'pending_user' }), requirement: { tenant: true, role: 'msp_user' } }),
      { guard: 'role', message: 'Required role(s): User', current: 'Pending User' },
    ],
    [
      'no role',
      input({ profile: user({ role: null }), requirement: { role: 'msp_user' } }),
      { guard: 'role', current: 'None' },
    ],
    [
      'tier too low',
      input({ requirement: { tier: 'premium' } }),
      { guard: 'tier', message: 'Required subscription tier: Premium', required: 'Premium', current: 'Essentials' },
    ],
    [
      'all-of tier list requires the highest',
      input({
        tenant: summary({ activeTier: 'premium' }),
        requirement: { tier: ['essentials', 'enterprise'], allTiers: true },
      }),
      { guard: 'tier', message: 'Required subscription tier: Enterprise' },
    ],
    [
      'tier unknown',
      input({ tenant: { ...summary(), effectiveTier: null }, requirement: { tier: 'essentials' } }),
      { guard: 'tier', message: 'Unable to determine subscription tier' },
    ],
    [
      'feature outside the tier',
      input({ requirement: { permissions: ['canAccessPsaIntegrations'] } }),
      {
        guard: 'permissions',
        message:
          'Your current tier (Essentials) does not include access to PSA integrations. Please upgrade your subscription.',
      },
    ],
    [
      'read-only tenant cannot create quotes',
      input({
        tenant: summary({ activeTier: 'read_only', selectedTier: 'premium' }),
        requirement: { permissions: ['canCreateQuotes'] },
      }),
      { guard: 'permissions', message: 'Required permission(s): creating quotes' },
    ],
    [
      'deleting quotes needs msp_admin',
      input({ requirement: { permissions: ['canDeleteQuotes'] } }),
      { guard: 'permissions', message: 'Required permission(s): deleting quotes' },
    ],
  ])('%s', (_name, guardInput, expected) => {
    expect(evaluateGuards(guardInput)).toMatchObject({ ok: false, ...expected });
  });
});

describe('evaluateGuards: order and passes', () => {
  it('stops at the first failure: auth before everything', () => {
    expect(
      evaluateGuards(input({ session: null, profile: null, tenant: null, requirement: { role: 'msp_admin' } })),
    ).toMatchObject({ guard: 'auth' });
  });

  it('onboarding comes before tenant', () => {
    const result = evaluateGuards(input({ path: '/invite/x', profile: user({ tenantId: null }) }));
    expect(result).toMatchObject({ guard: 'onboarding' });
  });

  it('tenant comes before role, role before tier, tier before permissions', () => {
    const req: GuardRequirement = {
      tenant: true,
      role: 'msp_admin',
      tier: 'enterprise',
      permissions: ['canUseApiAccess'],
    };
    expect(evaluateGuards(input({ profile: user({ tenantId: null }), requirement: req }))).toMatchObject({
      guard: 'tenant',
    });
    expect(evaluateGuards(input({ requirement: req }))).toMatchObject({ guard: 'role' });
    expect(evaluateGuards(input({ profile: user({ role: 'msp_admin' }), requirement: req }))).toMatchObject({
      guard: 'tier',
    });
    const noTier = { ...req, tier: undefined };
    expect(evaluateGuards(input({ profile: user({ role: 'msp_admin' }), requirement: noTier }))).toMatchObject({
      guard: 'permissions',
    });
  });

  it.each<[string, GuardInput]>([
    ['a complete msp_user on a tenant route', input()],
    ['onboarding is skipped on dashboard paths', input({ profile: user({ onboardingCompleted: false }) })],
    [
      'onboarding is skipped on /onboarding',
      input({ path: '/onboarding', profile: user({ lastName: null }), requirement: {} }),
    ],
    ['no requirement needs only a session and profile', input({ profile: user({ tenantId: null }), requirement: {} })],
    [
      'a suspended tenant still reaches billing',
      input({ path: '/dashboard/billing', tenant: summary({ suspended: true }) }),
    ],
    [
      'trial follows enterprise',
      input({
        tenant: summary({ activeTier: 'trial', trialEndDate: new Date('2025-06-10') }),
        requirement: { tier: 'enterprise', permissions: ['canUseApiAccess'] },
      }),
    ],
    [
      'admin deletes quotes',
      input({
        profile: user({ role: 'msp_admin' }),
        requirement: { role: 'msp_admin', permissions: ['canDeleteQuotes'] },
      }),
    ],
    [
      'super admin bypasses every guard but auth',
      input({
        profile: user({ role: 'super_admin', tenantId: null, firstName: null }),
        tenant: null,
        path: '/x',
        requirement: { role: 'super_admin', tier: 'enterprise', permissions: ['canUseWhiteLabeling'] },
      }),
    ],
  ])('%s', (_name, guardInput) => {
    expect(evaluateGuards(guardInput)).toEqual({ ok: true });
  });
});

describe('preventRedirectLoop', () => {
  const denied = '/access-denied?message=Guard%20redirect%20loop%20prevented';
  it.each([
    ['redirect to the current page', '/dashboard/billing', '/dashboard/billing', denied],
    ['ignores query and trailing slash', '/dashboard/billing/?tab=plans', '/dashboard/billing', denied],
    ['another page passes through', '/dashboard/quotes', '/dashboard/billing', '/dashboard/billing'],
    ['a sub-page is not a loop', '/dashboard/billing/plans', '/dashboard/billing', '/dashboard/billing'],
  ])('%s', (_name, current, target, expected) => {
    expect(preventRedirectLoop(current, target)).toBe(expected);
  });
});

describe('evaluateGuards: API route flags', () => {
  const incomplete = user({ onboardingCompleted: false });
  it('enforces onboarding on an API path unless the route finishes onboarding itself', () => {
    expect(evaluateGuards(input({ path: '/api/team', profile: incomplete }))).toMatchObject({ guard: 'onboarding' });
    expect(
      evaluateGuards(input({ path: '/api/profile', profile: incomplete, requirement: { skipOnboarding: true } })),
    ).toEqual({ ok: true });
  });
  it('lets a suspended tenant reach a billing API route only when the route allows it', () => {
    const suspended = summary({ suspended: true });
    expect(evaluateGuards(input({ path: '/api/billing', tenant: suspended }))).toMatchObject({ guard: 'suspended' });
    expect(
      evaluateGuards(
        input({ path: '/api/billing', tenant: suspended, requirement: { tenant: true, allowSuspended: true } }),
      ),
    ).toEqual({ ok: true });
  });
});
