import { AUTH_COPY } from '../auth/auth-copy';
import { SUPPORT_EMAIL } from '../product';

/** At most 10 contact messages per client address per hour (docs/decisions/0014-public-website.md). */
export const CONTACT_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

/** Contact form texts: the ones verbatim (shared with AUTH_COPY), plus labels and the limit message (docs/product-rules.md#contact-form). */
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
