import {
  type ApiKeySummary,
  FEATURES_BY_TIER,
  WEBHOOK_EVENTS,
  type WebhookDeliveryDetail,
  type WebhookDeliverySummary,
  type WebhookEndpointSummary,
  type WebhookEventType,
} from '@scopewright/domain';

/** GET /api/me for a member of a workspace on `tier`. */
export function me(
  role: 'msp_user' | 'msp_admin' = 'msp_admin',
  tier: 'essentials' | 'premium' | 'enterprise' = 'enterprise',
) {
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
      features: FEATURES_BY_TIER[tier],
    },
  };
}

export const KEY_ID = '0190a5a0-0000-7000-8000-00000000a001';
export const ENDPOINT_ID = '0190a5a0-0000-7000-8000-00000000e001';
export const DELIVERY_ID = '0190a5a0-0000-7000-8000-00000000d001';
export const SECRET = 'sw_live_AbCd1234567890abcdefghijklmnopqrstuv';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export function apiKey(overrides: Partial<ApiKeySummary> = {}): ApiKeySummary {
  return {
    id: KEY_ID,
    name: 'Autotask sync',
    start: 'sw_live_AbCd',
    last4: 'stuv',
    scopes: ['quotes:write', 'clients:read'],
    createdAt: minutesAgo(60 * 24 * 3),
    createdByName: 'Dana Admin',
    lastUsedAt: null,
    expiresAt: null,
    revokedAt: null,
    rotatedFromId: null,
    status: 'active',
    ...overrides,
  };
}

export const EVENTS = (Object.entries(WEBHOOK_EVENTS) as [WebhookEventType, string][]).map(([type, description]) => ({
  type,
  description,
}));

export function endpoint(overrides: Partial<WebhookEndpointSummary> = {}): WebhookEndpointSummary {
  return {
    id: ENDPOINT_ID,
    url: 'https://hooks.acme-it.test/scopewright',
    description: 'Accepted quotes to billing',
    events: ['quote.accepted', 'quote.sent'],
    status: 'enabled',
    disabledReason: null,
    consecutiveFailures: 0,
    secretStart: 'whsec_Ab',
    createdAt: minutesAgo(600),
    updatedAt: minutesAgo(600),
    ...overrides,
  };
}

export function delivery(overrides: Partial<WebhookDeliverySummary> = {}): WebhookDeliverySummary {
  return {
    id: DELIVERY_ID,
    messageId: 'msg_2b7Yq1',
    eventType: 'quote.accepted',
    status: 'failed',
    attemptCount: 2,
    nextAttemptAt: null,
    lastResponseStatus: 500,
    lastError: null,
    deliveredAt: null,
    createdAt: minutesAgo(30),
    ...overrides,
  };
}

export function deliveryDetail(overrides: Partial<WebhookDeliveryDetail> = {}): WebhookDeliveryDetail {
  return {
    ...delivery(),
    payload: { type: 'quote.accepted', timestamp: minutesAgo(30), data: { id: 'q-1', number: 'Q-1042' } },
    attempts: [
      {
        attemptNo: 1,
        trigger: 'automatic',
        responseStatus: null,
        durationMs: 10_000,
        responseExcerpt: null,
        error: 'Timed out after 10 s',
        succeeded: false,
        createdAt: minutesAgo(30),
      },
      {
        attemptNo: 2,
        trigger: 'automatic',
        responseStatus: 500,
        durationMs: 182,
        responseExcerpt: '{"error":"database unavailable"}',
        error: null,
        succeeded: false,
        createdAt: minutesAgo(29),
      },
    ],
    ...overrides,
  };
}
