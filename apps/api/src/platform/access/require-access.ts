import { AUTH_COPY, evaluateGuards, ROLE_LABELS, type GuardFailure, type OnboardingProfile } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import type { Actor } from './actor';
import type { RouteAccess } from './route-access';

/** The signed-in actor, or 401 UNAUTHORIZED. */
export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw new AppError('UNAUTHORIZED');
  return actor;
}

/** A guard failure as the API's error: 401 without a session, 403 with the guard's message otherwise (docs/product-rules.md#guard-chain). */
function guardError(failure: GuardFailure): AppError {
  if (failure.guard === 'auth' && failure.redirectTo) return new AppError('UNAUTHORIZED');
  const details = {
    guard: failure.guard,
    ...(failure.redirectTo ? { redirectTo: failure.redirectTo } : {}),
    ...(failure.required ? { required: failure.required } : {}),
    ...(failure.current ? { current: failure.current } : {}),
  };
  const reason = failure.reason ?? (failure.guard === 'auth' ? 'profile-missing' : undefined);
  return new AppError('FORBIDDEN', failure.message, { reason, details });
}

/** Runs the route's access rule against the actor loadSession put on the context. */
export function checkAccess(actor: Actor | null, access: RouteAccess, path: string): void {
  if (access.kind === 'public') return;
  const signedIn = requireActor(actor);
  if (access.kind === 'signedIn') return;
  if (access.kind === 'superAdmin') {
    if (!signedIn.isSuperAdmin) {
      throw new AppError('FORBIDDEN', AUTH_COPY.requiredRoles(ROLE_LABELS.super_admin), {
        details: { guard: 'role', required: ROLE_LABELS.super_admin },
      });
    }
    return;
  }
  const profile: OnboardingProfile | null = signedIn.profile;
  const result = evaluateGuards({
    session: { userId: signedIn.userId },
    profile,
    tenant: signedIn.access,
    path,
    requirement: access.requirement,
  });
  if (!result.ok) throw guardError(result);
}

export const requireAccess = (access: RouteAccess) =>
  createMiddleware<AppEnv>(async (c, next) => {
    checkAccess(c.get('actor'), access, c.req.path);
    await next();
  });
