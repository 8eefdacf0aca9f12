import type { Database } from '@scopewright/db';
import type { StripeGateway } from '../../platform/billing/stripe-gateway';
import type { Logger } from '../../platform/logger';
import type { BatchMailContext } from '../../platform/mail/send-templated-emails';

/** What the Stripe side of billing needs: the gateway (null = the manual provider), mail, the app's URL. */
export interface BillingDeps {
  database: Pick<Database, 'db'>;
  stripe: StripeGateway | null;
  mail: Omit<BatchMailContext, 'tx'>;
  appUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}
