export { ACCEPT_RATE_LIMIT, LOOKUP_RATE_LIMIT } from './invitation-rate-limits';
export { invitationLinkRefresher } from './refresh-invitation-link';
export { resendInvitation } from './resend-invitation';
export type { InvitationAdminContext } from './invitation-context';
