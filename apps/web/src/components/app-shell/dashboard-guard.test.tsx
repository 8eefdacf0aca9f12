import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '@/lib/screen-test-utils';
import { DashboardGuard } from './dashboard-guard';
import { requirementFor } from './dashboard-pages';

const FULL_ACCESS = {
  isTrial: false,
  isSuspended: false,
  isReadOnly: false,
  trialDaysRemaining: 0,
  accessLevel: 'full',
  effectiveTier: 'enterprise',
  features: {},
};

function me(role: string, overrides: { access?: object } = {}) {
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: 'Admin',
      role,
      tenantId: 't1',
      isOwner: false,
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false },
    isSuperAdmin: false,
    access: overrides.access ?? FULL_ACCESS,
  };
}

function renderDashboard(at: string) {
  const { router } = renderScreen(
    <DashboardGuard onSignOut={async () => undefined}>
      <p>Page content</p>
    </DashboardGuard>,
    { path: '/dashboard/*', at },
  );
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

afterEach(() => vi.unstubAllGlobals());

describe('DashboardGuard', () => {
  it('sends a signed-out visitor to /login with the page as returnTo, after the loading spinner', async () => {
    stubFetch({ 'GET /api/me': { status: 401, body: {} } });
    const location = renderDashboard('/dashboard/quotes?view=grid');
    expect(screen.getByText('Loading your dashboard...')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/login?returnTo=%2Fdashboard%2Fquotes%3Fview%3Dgrid'));
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('sends a signed-out visitor of an unsafe address to plain /login', async () => {
    stubFetch({ 'GET /api/me': { status: 401, body: {} } });
    const location = renderDashboard('/dashboard/clients?q={x}');
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it('shows a pending user the required and current role on an MSP-user page', async () => {
    stubFetch({ 'GET /api/me': { status: 200, body: me('pending_user') } });
    renderDashboard('/dashboard/opportunities/pipeline');
    expect(await screen.findByRole('heading', { name: 'Insufficient Permissions' })).toBeTruthy();
    expect(screen.getByText('Required role(s): User')).toBeTruthy();
    expect(screen.getByText('Current role: Pending User')).toBeTruthy();
    expect(screen.getByText('Contact your administrator to request access.')).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('refuses a super-admin-only page to an MSP admin', async () => {
    stubFetch({ 'GET /api/me': { status: 200, body: me('msp_admin') } });
    renderDashboard('/dashboard/company/42');
    expect(await screen.findByText('Required role(s): Super Admin')).toBeTruthy();
    expect(screen.getByText('Current role: Admin')).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('sends a profile that has not finished onboarding to /onboarding, keeping the page as returnTo', async () => {
    const unfinished = me('msp_admin');
    unfinished.profile.onboardingCompleted = false;
    stubFetch({ 'GET /api/me': { status: 200, body: unfinished } });
    const location = renderDashboard('/dashboard/clients');
    await waitFor(() => expect(location()).toBe('/onboarding?returnTo=%2Fdashboard%2Fclients'));
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('shows the page to a signed-in MSP user inside the layout', async () => {
    stubFetch({ 'GET /api/me': { status: 200, body: me('msp_user') } });
    renderDashboard('/dashboard/quotes/wizard/7');
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'Dashboard' }).length).toBeGreaterThan(0);
  });

  it('sends a super admin without a workspace from workspace screens to the platform home', async () => {
    const platform = me('super_admin');
    platform.profile.tenantId = null as unknown as string;
    stubFetch({ 'GET /api/me': { status: 200, body: { ...platform, tenant: null, isSuperAdmin: true } } });
    const location = renderDashboard('/dashboard/quotes');
    await waitFor(() => expect(location()).toBe('/dashboard/superadmin'));
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Insufficient Permissions' })).toBeNull();
  });

  it('sends a suspended tenant to billing, and lets it stay there', async () => {
    const suspended = { ...FULL_ACCESS, isSuspended: true, accessLevel: 'suspended', effectiveTier: null };
    stubFetch({ 'GET /api/me': { status: 200, body: me('msp_admin', { access: suspended }) } });
    const location = renderDashboard('/dashboard/quotes');
    await waitFor(() => expect(location()).toBe('/dashboard/billing'));
    expect(await screen.findByText('Page content')).toBeTruthy();
  });

  it.each([
    ['', { tenant: true }],
    ['quotes/wizard/:id', { tenant: true, role: 'msp_user' }],
    ['opportunities/pipeline', { tenant: true, role: 'msp_user' }],
    ['billing/usage', { tenant: true, role: 'msp_admin', allowSuspended: true }],
    ['settings/company', { tenant: true, role: 'msp_admin' }],
    ['superadmin/audit', { role: 'super_admin' }],
    ['profile', {}],
    ['company/:id', { role: 'super_admin' }],
    ['admin/email', { tenant: true, role: 'msp_admin' }],
    ['superadmin/email', { role: 'super_admin' }],
  ])('route %j requires %j (inherited from its section)', (pattern, expected) => {
    expect(requirementFor(pattern)).toEqual(expected);
  });
});
