import { createRoute } from '@hono/zod-openapi';
import type { ApiScope, GuardRequirement } from '@scopewright/domain';
import { requireAccess } from './require-access';

/**
 * Who may call a route (docs/security.md#permission-matrix). Every API route declares one; the permission-matrix test fails for a
 * route without a declaration, and the middleware enforces it before the body is validated.
 * - public: anyone.
 * - signedIn: a session, whatever the profile (GET /api/me reports PROFILE_MISSING itself).
 * - guarded: the guard chain (auth → onboarding → tenant → role → tier → permissions) with a requirement (docs/product-rules.md#guard-chain).
 * - superAdmin: platform super admins only.
 * - apiKey: the public API (/api/v1): an API key with the scope, of a workspace that passes the requirement's guard
 *   chain on a plan with API access; a session does not open these routes, a key opens no other.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'guarded'; requirement: GuardRequirement }
  | { kind: 'superAdmin' }
  | { kind: 'apiKey'; scope: ApiScope; requirement: GuardRequirement };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
export const SUPER_ADMIN: RouteAccess = { kind: 'superAdmin' };
export const guarded = (requirement: GuardRequirement): RouteAccess => ({ kind: 'guarded', requirement });
/** A public API route: the key's scope, then the guard chain of the app route it mirrors, plus API access. */
export const apiKeyScope = (scope: ApiScope, requirement: GuardRequirement): RouteAccess => ({
  kind: 'apiKey',
  scope,
  requirement: {
    ...requirement,
    tenant: true,
    // A key has no person to onboard.
    skipOnboarding: true,
    permissions: [...new Set([...(requirement.permissions ?? []), 'canUseApiAccess' as const])],
  },
});

/** Every declared route, `METHOD /openapi/{path}` → access; read by the permission-matrix meta-test. */
export const ROUTE_ACCESS = new Map<string, RouteAccess>();

type RouteConfig = Parameters<typeof createRoute>[0];

/** createRoute plus the route's access declaration, enforced by a middleware that runs before validation. */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(config: R & { access: RouteAccess }) {
  const { access, ...route } = config;
  ROUTE_ACCESS.set(`${route.method.toUpperCase()} ${route.path}`, access);
  return createRoute({ ...route, middleware: [requireAccess(access)] as const });
}
