import type { Database } from '@scopewright/db';
import type { Logger } from '../../platform/logger';
import type { MailContext } from '../../platform/mail/send-templated-email';

/** What the client's page use cases get: no actor, only the link's token and where the request came from. */
export interface PublicQuoteContext {
  database: Database;
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  client: { ip: string; userAgent: string | null };
  /** The request's logger: what goes wrong beside the client's action (a PSA push not queued) is said here. */
  logger?: Pick<Logger, 'warn'>;
}

/** Bounded copies of request headers before they are stored. */
export const storedUserAgent = (value: string | undefined) => (value ? value.slice(0, 500) : null);
