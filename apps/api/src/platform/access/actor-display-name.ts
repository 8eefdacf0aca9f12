import type { TenantContext } from './use-case-context';

/** How emails and pages name the signed-in person: their profile's full name, else their email. */
export function actorDisplayName(ctx: Pick<TenantContext, 'actor'>): string {
  const profile = ctx.actor.profile;
  const name = [profile?.firstName, profile?.lastName].filter((part) => part?.trim()).join(' ');
  return name || ctx.actor.email;
}
