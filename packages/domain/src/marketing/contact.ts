import { AUTH_COPY } from '../auth/auth-copy';
import { SUPPORT_EMAIL } from '../product';

/** Issue 7: at most 10 contact messages per client address per hour. */
export const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

/** Contact form texts: the §5 and §8 ones verbatim (shared with AUTH_COPY), plus labels and the limit message. */
export const CONTACT_COPY = {
  nameLabel: 'Full Name',
  emailLabel: 'Email Address',
  companyLabel: 'Company',
  messageLabel: 'Message',
  submit: 'Send Message',
  submitting: 'Sending...',
  nameMin: AUTH_COPY.contactNameMin,
  emailInvalid: AUTH_COPY.contactEmailInvalid,
  companyRequired: AUTH_COPY.contactCompanyRequired,
  messageMin: AUTH_COPY.contactMessageMin,
  sent: AUTH_COPY.contactSent,
  failed: AUTH_COPY.contactFailed,
  rateLimited: `You have sent ${CONTACT_RATE_LIMIT.max} messages in the last hour. Please try again later, or email us at ${SUPPORT_EMAIL}.`,
} as const;
