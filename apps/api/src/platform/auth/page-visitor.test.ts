import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { ActorRow } from '../access/actor';
import { pageVisitor, SESSION_COOKIE_NAME } from './session';
import type { SessionRow } from './session-cache';
import type { SessionLookup } from './session-lookup';

const SECRET = 'page-visitor-secret-'.padEnd(40, 'x');
const cookieFor = (token: string, secret = SECRET) =>
  `${SESSION_COOKIE_NAME}=${encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`)}`;

const tenant = { id: 't1', name: 'Acme IT', active_tier: 'premium', selected_tier: 'premium', suspended: false };
const actor = (role: string, withTenant: boolean) =>
  ({
    profile: { role, tenant_id: withTenant ? 't1' : null },
    tenant: withTenant ? tenant : null,
  }) as unknown as ActorRow;
const ROWS: Record<string, ActorRow> = {
  admin: actor('msp_admin', true),
  user: actor('msp_user', true),
  pending: actor('pending_user', true),
  platform: actor('super_admin', false),
};

function visitor() {
  const find = vi.fn(async (token: string) =>
    token in ROWS ? ({ session_id: 's', user_id: 'u', actor: ROWS[token] } as unknown as SessionRow) : null,
  );
  const sessions = { find, ready: async () => undefined, close: async () => undefined } satisfies SessionLookup;
  return { of: pageVisitor({ sessions, sessionSecret: SECRET }), find };
}

describe('pageVisitor (the dashboard page’s preloads)', () => {
  it('knows a workspace’s users and admins from everyone else signed in', async () => {
    const { of } = visitor();
    expect(await of(cookieFor('admin'))).toBe('workspace-member');
    expect(await of(cookieFor('user'))).toBe('workspace-member');
    expect(await of(cookieFor('pending'))).toBe('signed-in');
    expect(await of(cookieFor('platform'))).toBe('signed-in');
  });

  it('treats an unknown session, a forged cookie or none as signed out, looking up only signed tokens', async () => {
    const { of, find } = visitor();
    expect(await of(cookieFor('ended'))).toBe('signed-out');
    expect(await of(cookieFor('admin', 'another-secret'.padEnd(40, 'y')))).toBe('signed-out');
    expect(await of(undefined)).toBe('signed-out');
    expect(find).toHaveBeenCalledTimes(1);
  });
});
