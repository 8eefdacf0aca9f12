import type {
  IntegrationConnection,
  IntegrationMappingView,
  IntegrationProvider,
  IntegrationProviderEntry,
} from '@/data/integrations';

/** GET /api/me for a member of a workspace on `tier`. */
export function me(role: 'msp_user' | 'msp_admin' = 'msp_admin', tier: 'essentials' | 'premium' = 'premium') {
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: 'Admin',
      avatarUrl: null,
      role,
      tenantId: 't1',
      isOwner: role === 'msp_admin',
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false },
    isSuperAdmin: false,
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly: false,
      trialDaysRemaining: 0,
      accessLevel: 'full',
      effectiveTier: tier,
      features: { canAccessPsaIntegrations: tier === 'premium', canCreateQuotes: true },
    },
  };
}

export const CW_CONNECTION_ID = '0190a5a0-0000-7000-8000-0000000000c1';

export function connection(overrides: Partial<IntegrationConnection> = {}): IntegrationConnection {
  return {
    id: CW_CONNECTION_ID,
    provider: 'connectwise',
    account: {
      site: 'api-na.myconnectwise.net',
      companyId: 'acme',
      publicKey: 'PUBKEY123',
      clientId: '5f1e0000-0000-4000-8000-000000000001',
    },
    accountLabel: 'Acme IT (acme)',
    lastTestedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    lastTestError: null,
    lastPulledAt: null,
    settings: { pushOnAcceptance: false, pullSchedule: 'off', options: {} },
    lockVersion: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const NAMES: Record<IntegrationProvider, string> = {
  connectwise: 'ConnectWise PSA',
  autotask: 'Autotask',
  halopsa: 'HaloPSA',
};

/** GET /api/integrations: the three PSAs, with the given connections. */
export function providers(connections: Partial<Record<IntegrationProvider, IntegrationConnection>> = {}): {
  providers: IntegrationProviderEntry[];
} {
  return {
    providers: (['connectwise', 'autotask', 'halopsa'] as const).map((provider) => ({
      provider,
      name: NAMES[provider],
      connection: connections[provider] ?? null,
    })),
  };
}

export const ROLE_PM = '0190a5a0-0000-7000-8000-000000000001';
export const ROLE_TECH = '0190a5a0-0000-7000-8000-000000000002';
export const PRODUCT_FW = '0190a5a0-0000-7000-8000-0000000000f1';
export const RECURRING_M365 = '0190a5a0-0000-7000-8000-0000000000a1';
export const STAGE_QUAL = '0190a5a0-0000-7000-8000-0000000000b1';

export function mappingView(overrides: Partial<IntegrationMappingView> = {}): IntegrationMappingView {
  const empty = { roles: {}, workTypes: {}, phases: {}, products: {}, recurring: {}, stages: {} };
  return {
    lookups: {
      roles: [
        { id: '11', name: 'Project Manager' },
        { id: '12', name: 'Engineer' },
      ],
      workTypes: [
        { id: '21', name: 'Remote' },
        { id: '22', name: 'Onsite' },
      ],
      opportunityStages: [
        { id: '31', name: 'Qualify' },
        { id: '32', name: 'Propose' },
      ],
      products: [{ id: '41', name: 'FortiGate 60F' }],
      agreementTypes: [{ id: '51', name: 'Managed Services' }],
    },
    ours: {
      roles: [
        { id: ROLE_PM, name: 'Project Manager' },
        { id: ROLE_TECH, name: 'Field Technician' },
      ],
      phases: ['Discovery'],
      products: [{ id: PRODUCT_FW, name: 'Firewall' }],
      recurring: [{ id: RECURRING_M365, name: 'Managed M365' }],
      stages: [{ id: STAGE_QUAL, name: 'Qualified' }],
    },
    mapping: { ...empty, stages: { [STAGE_QUAL]: '31' } },
    suggested: { ...empty, roles: { [ROLE_PM]: '11' } },
    lockVersion: 3,
    ...overrides,
  };
}
