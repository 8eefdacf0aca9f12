import { createRoute } from '@hono/zod-openapi';
import type { GuardRequirement } from '@scopewright/domain';
import { requireAccess } from './require-access';

/**
 * Who may call a route (docs/security.md#permission-matrix). Every API route declares one; the permission-matrix test fails for a
 * route without a declaration, and the middleware enforces it before the body is validated.
 * - public: anyone.
 * - signedIn: a session, whatever the profile (GET /api/me reports PROFILE_MISSING itself).
 * - guarded: the guard chain (auth → onboarding → tenant → role → tier → permissions) with a requirement (docs/product-rules.md#guard-chain).
 * - superAdmin: platform super admins only.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'guarded'; requirement: GuardRequirement }
  | { kind: 'superAdmin' };

export const PUBLIC: RouteAccess = { kind: 'public' };
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
export const SUPER_ADMIN: RouteAccess = { kind: 'superAdmin' };
export const guarded = (requirement: GuardRequirement): RouteAccess => ({ kind: 'guarded', requirement });

/** Every declared route, `METHOD /openapi/{path}` → access; read by the permission-matrix meta-test. */
export const ROUTE_ACCESS = new Map<string, RouteAccess>();

type RouteConfig = Parameters<typeof createRoute>[0];

/** createRoute plus the route's access declaration, enforced by a middleware that runs before validation. */
export function defineRoute<const R extends Omit<RouteConfig, 'middleware'>>(config: R & { access: RouteAccess }) {
  const { access, ...route } = config;
  ROUTE_ACCESS.set(`${route.method.toUpperCase()} ${route.path}`, access);
  return createRoute({ ...route, middleware: [requireAccess(access)] as const });
}
