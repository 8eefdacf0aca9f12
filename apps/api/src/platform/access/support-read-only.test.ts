import { WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import type { Actor, ActorSupport } from './actor';
import { supportWriteRefusal } from './support-read-only';

const NOW = new Date('2026-03-10T12:00:00Z');
const TENANT = '0190aaaa-0000-7000-8000-000000000001';

const actor = (support: Partial<ActorSupport> | null): Actor => ({
  userId: 'u1',
  email: 'sam@example.test',
  emailVerified: true,
  sessionId: 's1',
  profile: null,
  tenant: null,
  access: null,
  isSuperAdmin: true,
  apiKey: null,
  support: support && {
    sessionId: 'x',
    tenantId: TENANT,
    tenantName: 'Acme',
    mode: 'view',
    actUntil: null,
    ...support,
  },
});

describe('supportWriteRefusal', () => {
  it('lets reads and ordinary actors through', () => {
    expect(supportWriteRefusal(actor({}), 'GET', '/api/quotes', NOW)).toBeNull();
    expect(supportWriteRefusal(actor({}), 'HEAD', '/api/quotes', NOW)).toBeNull();
    expect(supportWriteRefusal(actor(null), 'POST', '/api/clients', NOW)).toBeNull();
    expect(supportWriteRefusal(null, 'POST', '/api/clients', NOW)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s to a workspace route in view mode', (method) => {
    const refusal = supportWriteRefusal(actor({}), method, '/api/clients', NOW);
    expect(refusal).toMatchObject({
      status: 403,
      message: COPY.supportReadOnly,
      details: { reason: 'support-read-only' },
    });
  });

  it('exempts the console (support endpoints included) and sign-out', () => {
    expect(supportWriteRefusal(actor({}), 'POST', '/api/platform/support/act', NOW)).toBeNull();
    expect(supportWriteRefusal(actor({}), 'DELETE', '/api/platform/support', NOW)).toBeNull();
    expect(supportWriteRefusal(actor({}), 'POST', '/api/auth/sign-out', NOW)).toBeNull();
  });

  it('allows writes in act mode, and says when an act mode ended', () => {
    const live = actor({ mode: 'act', actUntil: new Date(NOW.getTime() + 60_000) });
    expect(supportWriteRefusal(live, 'POST', '/api/clients', NOW)).toBeNull();
    const ended = actor({ mode: 'act', actUntil: new Date('2026-03-10T11:45:00Z') });
    expect(supportWriteRefusal(ended, 'POST', '/api/clients', NOW)).toMatchObject({
      status: 403,
      message: 'Act mode ended at 11:45 UTC. Switch to act mode again to make changes.',
      details: { reason: 'support-read-only', actEndedAt: '2026-03-10T11:45:00.000Z' },
    });
  });
});
