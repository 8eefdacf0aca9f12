import type { LinkRefresher } from '../../platform/mail/link-refresher';
import { invitationLinkRefresher } from '../invitations';

/**
 * The registry of link refreshers, per template alias: a module whose emails carry a one-time link adds its
 * refresher here, exported from its index.ts. Aliases with link variables that are not listed (password reset,
 * email verification, the client's quote link) are refused with EMAIL_LOG_COPY.oneTimeLink.
 */
const LINK_REFRESHERS: ReadonlyMap<string, LinkRefresher> = new Map([['user_invitation', invitationLinkRefresher]]);

export const linkRefresherFor = (alias: string): LinkRefresher | null => LINK_REFRESHERS.get(alias) ?? null;
