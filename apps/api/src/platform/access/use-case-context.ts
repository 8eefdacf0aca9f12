import type { Database } from '@scopewright/db';
import { AUTH_COPY } from '@scopewright/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import type { ClientMeta } from '../audit/record-audit';
import type { Logger } from '../logger';
import type { Actor } from './actor';
import { requireActor } from './require-access';

/** What a use case gets: who acts, in which workspace, and the database (docs/architecture.md#request-life). */
export interface UseCaseContext {
  actor: Actor;
  database: Database;
  requestId: string;
  logger: Logger;
  /** Address and user agent for the audit log; absent outside a request (tests, jobs). */
  client?: ClientMeta;
  /** Why a super admin runs this use case from the console: the audit entries it writes carry it. */
  reason?: string;
}

export interface TenantContext extends UseCaseContext {
  tenantId: string;
}

export function useCaseContext(c: Context<AppEnv>, database: Database): UseCaseContext {
  return {
    actor: requireActor(c.get('actor')),
    database,
    requestId: c.get('requestId'),
    logger: c.get('logger'),
    client: c.get('client'),
  };
}

/** The actor's own workspace; a super admin without one uses the console's tenant routes instead. */
export function tenantContext(c: Context<AppEnv>, database: Database): TenantContext {
  const ctx = useCaseContext(c, database);
  const tenantId = ctx.actor.profile?.tenantId;
  if (!tenantId) throw new AppError('FORBIDDEN', AUTH_COPY.tenantRequired, { details: { guard: 'tenant' } });
  return { ...ctx, tenantId };
}
