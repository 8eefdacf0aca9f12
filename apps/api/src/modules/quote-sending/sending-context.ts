import type { TenantContext } from '../../platform/access/use-case-context';
import type { MailContext } from '../../platform/mail/send-templated-email';

/** A member sending quotes: what the email and the link URL need. */
export interface SendingContext extends TenantContext {
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
}
