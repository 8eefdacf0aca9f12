import { TEAM_COPY } from '@scopewright/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, stubFetch } from '@/lib/screen-test-utils';
import { DashboardGuard } from './dashboard-guard';

const ACCESS = {
  isTrial: true,
  isSuspended: false,
  isReadOnly: false,
  trialDaysRemaining: 12,
  accessLevel: 'full',
  effectiveTier: 'enterprise',
  features: {},
};

const me = (role: string) => ({
  user: { id: 'u1', email: 'pat@demo-msp.test', emailVerified: true },
  profile: {
    id: 'u1',
    email: 'pat@demo-msp.test',
    firstName: 'Pat',
    lastName: 'Pending',
    role,
    tenantId: 't1',
    isOwner: false,
    // Past /onboarding, which a pending user sees once first (features/onboarding).
    onboardingCompleted: true,
  },
  tenant: { id: 't1', name: 'Demo MSP', suspended: false },
  isSuperAdmin: false,
  access: ACCESS,
});

function renderAt(at: string) {
  renderScreen(
    <DashboardGuard onSignOut={async () => undefined}>
      <p>Page content</p>
    </DashboardGuard>,
    { path: '/dashboard/*', at },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a pending user in the dashboard sees only their own profile until approved', () => {
  it.each(['/dashboard', '/dashboard/users', '/dashboard/quotes'])('waits for approval on %s', async (path) => {
    stubFetch({ 'GET /api/me': { status: 200, body: me('pending_user') } });
    renderAt(path);
    expect(await screen.findByRole('heading', { name: TEAM_COPY.awaitingApprovalTitle })).toBeTruthy();
    expect(screen.getByText(TEAM_COPY.awaitingApproval('Demo MSP'))).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('still reaches their own profile', async () => {
    stubFetch({ 'GET /api/me': { status: 200, body: me('pending_user') } });
    renderAt('/dashboard/profile');
    expect(await screen.findByText('Page content')).toBeTruthy();
  });

  it('reaches the dashboard once approved', async () => {
    stubFetch({
      'GET /api/me': {
        status: 200,
        body: { ...me('msp_user'), profile: { ...me('msp_user').profile, onboardingCompleted: true } },
      },
    });
    renderAt('/dashboard');
    expect(await screen.findByText('Page content')).toBeTruthy();
    expect(screen.queryByTestId('awaiting-approval')).toBeNull();
  });
});
