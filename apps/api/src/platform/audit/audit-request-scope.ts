import { AsyncLocalStorage } from 'node:async_hooks';
import type { Actor } from '../access/actor';
import type { AuditSource, ClientMeta } from './record-audit';

/** What the audit log keeps about the request being served: its id and where it came from. */
export interface AuditRequest {
  requestId: string | null;
  client: ClientMeta | null;
}

const scope = new AsyncLocalStorage<AuditRequest>();

/**
 * Runs `work` with the request's id and address known to code that has no request context of its own: Better
 * Auth's hooks and callbacks (sign-in, sign-out, password changes), which run inside our /api/auth handler.
 */
export function runInAuditRequest<T>(request: AuditRequest, work: () => T): T {
  return scope.run(request, work);
}

/** The request being served, or nothing outside one (a job, a test calling a function directly). */
export function currentAuditRequest(): AuditRequest {
  return scope.getStore() ?? { requestId: null, client: null };
}

/** An audit source for `actor` in the request being served. */
export function auditSourceInRequest(actor: Actor | null, client?: ClientMeta | null): AuditSource {
  const request = currentAuditRequest();
  return { actor, requestId: request.requestId, client: client ?? request.client };
}

/**
 * A person as an audit actor where no session was loaded (Better Auth's hooks, sign-up, invitation acceptance):
 * enough for the entry's actor fields (kind, user id, label), nothing a guard could use.
 */
export function personAuditActor(person: { userId: string; email: string; isSuperAdmin?: boolean }): Actor {
  return {
    userId: person.userId,
    email: person.email,
    emailVerified: false,
    sessionId: '',
    profile: null,
    tenant: null,
    access: null,
    isSuperAdmin: person.isSuperAdmin ?? false,
    apiKey: null,
  };
}
