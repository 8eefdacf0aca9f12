import type { TenantContext } from './use-case-context';

/**
 * How emails and pages name the signed-in person: their profile's full name, else their email. An API key acts
 * as its workspace, so a client reads the workspace's name.
 */
export function actorDisplayName(ctx: Pick<TenantContext, 'actor'>): string {
  if (ctx.actor.apiKey) return ctx.actor.tenant?.name ?? ctx.actor.apiKey.name;
  const profile = ctx.actor.profile;
  const name = [profile?.firstName, profile?.lastName].filter((part) => part?.trim()).join(' ');
  return name || ctx.actor.email;
}
