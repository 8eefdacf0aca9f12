import { EMAIL_LOG_COUNT_CAP, EMAIL_LOG_STATUSES } from './email-log-enums';

const cap = EMAIL_LOG_COUNT_CAP.toLocaleString('en-US');

/** The email log's and metrics' messages; the first six are the product's email service texts, verbatim (docs/product-rules.md#fixed-texts). */
export const EMAIL_LOG_COPY = {
  notFound: 'Email log not found',
  onlyFailed: 'Can only resend failed emails',
  directHtml: 'Cannot resend direct HTML emails - original content not stored',
  fetchLogsFailed: (message: string) => `Failed to fetch email logs: ${message}`,
  fetchMetricsFailed: (message: string) => `Failed to fetch email metrics: ${message}`,
  fetchLogFailed: (message: string) => `Failed to fetch email log: ${message}`,

  unknownStatus: (value: string) => `Unknown status "${value}": use one of ${EMAIL_LOG_STATUSES.join(', ')}.`,
  unknownType: (value: string) => `Unknown email type "${value}": use transactional or system.`,
  unknownRange: (value: string) => `Unknown range "${value}": use today, week, month, quarter or year.`,
  invertedRange: 'The start date must be on or before the end date',
  badUuid: (field: string) => `${field} must be an id (a UUID).`,
  pageTooDeep: `Only the first ${cap} matches can be paged through: narrow the filters or the dates.`,
  textTooLong: (max: number) => `Use at most ${String(max)} characters.`,

  oneTimeLink: 'This email carried a one-time link; ask the person to request a new one',
  stillRetrying: (attempt: number) =>
    `This email is still being retried (attempt ${String(attempt)} failed): wait for the last attempt before resending it.`,
  resendQueued: 'This email is already being resent: the copy queued earlier has not been sent yet.',
  templateInactive: (alias: string) => `The template "${alias}" is missing or switched off: switch it on to resend.`,
  invitationGone: 'The invitation in this email no longer exists: invite the person again from Users.',
  accountGone: 'The account this email was for no longer exists: there is nothing to resend.',
  alreadyVerified: 'This address has been verified since: there is nothing to resend.',
  invitationAccepted: 'This invitation has already been accepted: there is nothing to resend.',
  invitationRevoked: 'This invitation was revoked: invite the person again from Users.',
  invitationExpired: 'This invitation has expired: resend it from Users, which gives it another 7 days.',
  suppressed: (address: string) =>
    `${address} is on the suppression list (it bounced or complained): lift the suppression before resending.`,
} as const;

/** What each figure counts, shown beside the metrics and written in docs/decisions/0054-email-logs-and-metrics.md. */
export const EMAIL_METRIC_DEFINITIONS = {
  sent: 'Sent: emails that left us — accepted by the mail server or provider, whatever happened next (delivered, opened, clicked, bounced or complained).',
  delivered:
    'Delivered: sent emails the provider reported delivered, including those later opened, clicked or reported as spam.',
  deliveryRate: 'Delivery rate = delivered ÷ sent.',
  openRate: 'Open rate = opened (or clicked) ÷ delivered.',
  clickRate: 'Click rate = clicked ÷ delivered.',
  bounceRate: 'Bounce rate = bounced ÷ sent.',
  complaintRate: 'Complaint rate = reported as spam ÷ sent.',
  failed: 'Failed: never sent (refused by the server, a missing template, a suppressed address); these can be resent.',
  events:
    'Delivered, opened, clicked, bounced and complained come from the email provider’s events. With plain SMTP no events arrive: emails stay “sent”. Opens are indicative: privacy proxies open mail too.',
  time: 'Times are in UTC. An email counts when it was sent, or when it was queued if it was never sent.',
} as const;
