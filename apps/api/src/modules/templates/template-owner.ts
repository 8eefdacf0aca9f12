import { withPlatform, withTenant, type Database, type Tx } from '@scopewright/db';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { tenantContext, useCaseContext, type UseCaseContext } from '../../platform/access/use-case-context';

/** Whose templates a call works on: a workspace's own (and the published global ones it reads), or the platform's. */
export type TemplateOwner = { kind: 'workspace'; tenantId: string } | { kind: 'platform' };

export interface TemplatesContext extends UseCaseContext {
  owner: TemplateOwner;
}

/** A super admin works on the global templates; everyone else on their workspace's (docs/decisions/0044-templates.md). */
export function templatesContext(c: Context<AppEnv>, database: Database): TemplatesContext {
  const base = useCaseContext(c, database);
  if (base.actor.isSuperAdmin) return { ...base, owner: { kind: 'platform' } };
  const { tenantId } = tenantContext(c, database);
  return { ...base, owner: { kind: 'workspace', tenantId } };
}

/** One transaction as the owner: the workspace's RLS context, or the platform's. */
export function withOwner<T>(ctx: TemplatesContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { owner } = ctx;
  return owner.kind === 'workspace'
    ? withTenant({ db: ctx.database.db, tenantId: owner.tenantId }, work)
    : withPlatform({ db: ctx.database.db }, work);
}

export const ownerTenantId = (owner: TemplateOwner): string | null =>
  owner.kind === 'workspace' ? owner.tenantId : null;
