import type { Auth } from '../../platform/auth/auth';
import type { LinkRefresher, LinkRefreshers } from '../../platform/mail/link-refresher';
import { emailVerificationLinkRefresher, passwordResetLinkRefresher } from '../auth';
import { invitationLinkRefresher } from '../invitations';

/**
 * The link refreshers, per template alias: a module whose emails carry a one-time link provides its refresher,
 * exported from its index.ts. Aliases with link variables that are not listed (the client's quote link: the
 * sender sends the quote again) are refused with EMAIL_LOG_COPY.oneTimeLink.
 */
export function createLinkRefreshers(deps: { auth: Pick<Auth, '$context'>; sessionSecret: string }): LinkRefreshers {
  const refreshers: ReadonlyMap<string, LinkRefresher> = new Map([
    ['user_invitation', invitationLinkRefresher],
    ['password_reset', passwordResetLinkRefresher(deps.auth)],
    ['email_verification', emailVerificationLinkRefresher(deps)],
  ]);
  return (alias) => refreshers.get(alias) ?? null;
}
