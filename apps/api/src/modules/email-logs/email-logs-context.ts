import { withPlatform, withTenant, type Tx } from '@scopewright/db';
import type { Context } from 'hono';
import { tenantContext, useCaseContext, type UseCaseContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import type { LinkRefreshers } from '../../platform/mail/link-refresher';
import type { MailContext } from '../../platform/mail/send-templated-email';
import type { AppServices } from '../../platform/services';

/** Whose emails a call reads: one workspace's (its admins), or every workspace's and the system's (super admins). */
export type EmailLogScope = { kind: 'workspace'; tenantId: string } | { kind: 'platform' };

export interface EmailLogsContext extends UseCaseContext {
  scope: EmailLogScope;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  /** Who issues a resent email's one-time link afresh (`link-refreshers.ts`). */
  linkRefreshers: LinkRefreshers;
}

export type EmailLogsServices = Pick<AppServices, 'database' | 'mail' | 'config' | 'auth'>;

/** GET /api/email-logs…: the caller's own workspace, from the session. */
export function workspaceEmailLogsContext(
  c: Context<AppEnv>,
  services: EmailLogsServices,
  linkRefreshers: LinkRefreshers,
): EmailLogsContext {
  const { tenantId, ...base } = tenantContext(c, services.database);
  const scope = { kind: 'workspace', tenantId } as const;
  return { ...base, scope, mail: services.mail, appUrl: services.config.appUrl, linkRefreshers };
}

/** GET /api/platform/email-logs…: super admins only (the route's access says so). */
export function platformEmailLogsContext(
  c: Context<AppEnv>,
  services: EmailLogsServices,
  linkRefreshers: LinkRefreshers,
): EmailLogsContext {
  const base = useCaseContext(c, services.database);
  return { ...base, scope: { kind: 'platform' }, mail: services.mail, appUrl: services.config.appUrl, linkRefreshers };
}

/** One transaction in the scope's row-level-security context. */
export function withScope<T>(ctx: EmailLogsContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  return ctx.scope.kind === 'workspace'
    ? withTenant({ db, tenantId: ctx.scope.tenantId }, work)
    : withPlatform({ db }, work);
}

/** The workspace a scope pins, if any: a workspace's own, or the platform's tenantId filter. */
export const scopedTenantId = (scope: EmailLogScope, filter?: string): string | undefined =>
  scope.kind === 'workspace' ? scope.tenantId : filter;
