import {
  AUTH_COPY,
  evaluateGuards,
  grantsScope,
  PUBLIC_API_COPY,
  ROLE_LABELS,
  type GuardFailure,
  type GuardRequirement,
  type OnboardingProfile,
} from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { guardSession, type Actor } from './actor';
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
  if (access.kind === 'apiKey') {
    checkApiKeyAccess(actor, access, path);
    return;
  }
  // An API key opens /api/v1 only.
  if (actor?.apiKey) throw new AppError('UNAUTHORIZED');
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
  runGuards(signedIn, access.requirement, path);
}

function runGuards(actor: Actor, requirement: GuardRequirement, path: string): void {
  const profile: OnboardingProfile | null = actor.profile;
  const result = evaluateGuards({
    session: guardSession(actor),
    profile,
    tenant: actor.access,
    path,
    requirement,
  });
  if (!result.ok) throw guardError(result);
}

/** The key (one 401 for every key that does not open the API), its scope (403 naming it), the guard chain. */
function checkApiKeyAccess(actor: Actor | null, access: Extract<RouteAccess, { kind: 'apiKey' }>, path: string) {
  if (!actor?.apiKey) throw new AppError('UNAUTHORIZED', PUBLIC_API_COPY.invalidKey);
  if (!grantsScope(actor.apiKey.scopes, access.scope)) {
    throw new AppError('FORBIDDEN', PUBLIC_API_COPY.missingScope(access.scope), {
      details: { guard: 'scope', required: access.scope },
    });
  }
  runGuards(actor, access.requirement, path);
}

export const requireAccess = (access: RouteAccess) =>
  createMiddleware<AppEnv>(async (c, next) => {
    checkAccess(c.get('actor'), access, c.req.path);
    await next();
  });
