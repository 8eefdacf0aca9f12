import { getAccessSummary, type Role } from '@scopewright/domain';
import type { Viewer } from './page-access';

const ENTERPRISE = getAccessSummary(
  { activeTier: 'enterprise', selectedTier: null, suspended: false, trialEndDate: null },
  new Date('2026-01-01T00:00:00Z'),
);

/** A signed-in, onboarded viewer of the dashboard for component tests. */
export function testViewer(role: Role, tenantId: string | null = 't1'): Viewer {
  return {
    session: { userId: 'u1' },
    profile: {
      role,
      tenantId,
      firstName: 'Dana',
      lastName: 'Doe',
      email: 'dana@demo-msp.test',
      onboardingCompleted: true,
    },
    tenant: tenantId ? ENTERPRISE : null,
  };
}

export const ADMIN = testViewer('msp_admin');
export const MEMBER = testViewer('msp_user');
export const SUPER_ADMIN_WITHOUT_WORKSPACE = testViewer('super_admin', null);
