import { EMAIL_LOG_COPY, EMAIL_METRIC_DEFINITIONS, type EmailLogStatus } from '@scopewright/domain';
import type { EmailMetricRange } from '@/data/email-logs';

/** The Email Analytics screens' words; the spec's texts come from the domain (EMAIL_LOG_COPY). */
export const EMAIL_ANALYTICS_COPY = {
  workspaceTitle: 'Email Analytics',
  workspaceIntro:
    'Every email Scopewright sent for your workspace: invitations, quotes, reminders and billing notices. Filter the log, open a message, resend one that failed.',
  platformTitle: 'Email',
  platformIntro:
    'Delivery logs and metrics for every workspace and the platform’s own emails (sign-up, password reset).',
  logTab: 'Delivery log',
  suppressionsTab: 'Suppressions',
  metricsTitle: (range: string) => `Metrics · ${range}`,
  metricsLoading: 'Loading the metrics',
  definitionsToggle: 'How these are counted',
  definitions: EMAIL_METRIC_DEFINITIONS,
  noEventsHint:
    'No delivery events received yet: delivery, open and click rates need the email provider’s webhook. With plain SMTP, emails stay “sent”.',
  chartTitle: 'Emails over time',
  chartDescription: (granularity: 'hour' | 'day') => `Per ${granularity}, UTC. Filters apply.`,
  chartCaption: 'Emails per period and outcome',
  series: { delivered: 'Delivered', sent: 'Sent, no event yet', bounced: 'Bounced or complaint', failed: 'Failed' },
  filtersLabel: 'Filter the email log',
  status: 'Status',
  anyStatus: 'Any status',
  type: 'Type',
  anyType: 'Any type',
  template: 'Template',
  anyTemplate: 'Any template',
  recipient: 'Recipient',
  recipientPlaceholder: 'Part of an address',
  search: 'Search',
  searchPlaceholder: 'Subject or recipient',
  from: 'From',
  to: 'To',
  workspace: 'Workspace',
  systemEmails: 'Platform (no workspace)',
  clearFilters: 'Clear filters',
  tableCaption: 'Emails, newest first',
  columns: {
    sentAt: 'Sent at',
    recipient: 'Recipient',
    subject: 'Subject',
    template: 'Template',
    status: 'Status',
    workspace: 'Workspace',
    actions: 'Actions',
  },
  notSentShort: 'not sent',
  noWorkspace: 'Platform',
  openLabel: (subject: string) => `Details of “${subject}”`,
  resend: 'Resend',
  resending: 'Resending…',
  resendLabel: (recipient: string) => `Resend to ${recipient}`,
  resent: (recipient: string) => `Queued again for ${recipient}.`,
  listLoading: 'Loading the email log',
  emptyTitle: 'No emails yet',
  emptyBody: 'Invitations, quotes, reminders and billing notices show here once they are sent.',
  emptyFilteredTitle: 'No emails match these filters',
  emptyFilteredBody: 'Widen the dates or clear a filter.',
  range: (first: number, last: number, total: string) => `${first}–${last} of ${total}`,
  totalCapped: (cap: string) => `${cap}+`,
  cappedHint: (cap: string) =>
    `More than ${cap} emails match: they are counted up to ${cap}, and pages stop there. Narrow the filters to see the rest.`,
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number) => `Page ${page}`,
  retry: 'Try again',
  detailTitle: 'Email',
  detailLoading: 'Loading the email',
  tabs: { message: 'Message', text: 'Text', events: 'Events', details: 'Details' },
  previewTitle: (subject: string) => `Preview of “${subject}”`,
  noHtml: 'This email has no HTML part.',
  noText: 'This email has no text part.',
  noEvents:
    'No provider events for this email. With plain SMTP none arrive: it stays “sent” once the server accepts it.',
  eventLabel: (type: string) => type.replaceAll('_', ' '),
  fields: {
    to: 'To',
    status: 'Status',
    template: 'Template',
    type: 'Type',
    transport: 'Sent through',
    queuedAt: 'Queued',
    sentAt: 'Sent',
    lastEventAt: 'Last provider event',
    providerMessageId: 'Provider message id',
    workspace: 'Workspace',
    error: 'Error',
  },
  metadataTitle: 'Metadata',
  metadataHint: 'Links and codes are hidden: the log keeps no secret.',
  noMetadata: 'No metadata.',
  resentFrom: 'Resent from',
  resends: 'Resent as',
  resendBlocked: 'Cannot resend',
  ...EMAIL_LOG_COPY,
} as const;

export const STATUS_LABELS: Record<EmailLogStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  clicked: 'Clicked',
  bounced: 'Bounced',
  complained: 'Complaint',
  failed: 'Failed',
};

export const TYPE_LABELS = { transactional: 'Transactional', system: 'System' } as const;

export const RANGE_LABELS: Record<EmailMetricRange, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** A fraction as a percent with one decimal; "—" when there is nothing to divide by. */
export const formatRate = (rate: number | null) =>
  rate === null ? '—' : `${(rate * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })} %`;
