import type { RateRule } from '../../platform/auth/rate-limit';
import type { OutboundTransport } from '../../platform/outbound/outbound-transport';
import type { PostmarkCredentials } from './check-postmark-credentials';

/** Which providers may post events here (env: README "Email provider events"); an unset one answers 404. */
export interface EmailEventsOptions {
  /** POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD. */
  postmark?: PostmarkCredentials | null;
  /** SES_SNS_TOPIC_ARNS: the SNS topics whose messages are accepted and whose subscriptions are confirmed. */
  ses?: {
    topicArns: readonly string[];
    /** host:port pairs whose certificate and confirmation URLs are trusted besides SNS: local fakes only. */
    allowList?: readonly string[];
    /** Fetches certificates and confirmation URLs; the outbound transport by default. */
    transport?: OutboundTransport;
  } | null;
  /** SENDGRID_WEBHOOK_PUBLIC_KEY: the signed event webhook's verification key. */
  sendgrid?: { publicKey: string } | null;
  /** Requests per source address; EMAIL_EVENTS_RATE_RULE unless a test says otherwise. */
  rateRule?: RateRule;
  now?: () => number;
}

/** Providers post from a few addresses, in bursts: generous, but a stranger cannot guess credentials at speed. */
export const EMAIL_EVENTS_RATE_RULE: RateRule = { windowSeconds: 60, max: 1_200 };
