import type { EmailLogStatus, EmailLogType, EmailMetricRange } from './email-log-enums';
import type { EmailFigures, EmailRates, EmailStatusCounts } from './email-metrics';

/** One row of the email log as the list shows it (docs/decisions/0054-email-logs-and-metrics.md). */
export interface EmailLogSummary {
  id: string;
  tenantId: string | null;
  /** The workspace's name on the platform's door; null for system emails and on a workspace's own door. */
  workspaceName: string | null;
  userId: string | null;
  emailType: EmailLogType;
  status: EmailLogStatus;
  templateName: string | null;
  recipientEmail: string;
  subject: string;
  sentAt: string | null;
  queuedAt: string;
  error: string | null;
  resentFromId: string | null;
  lastEventAt: string | null;
}

export interface EmailLogPage {
  items: EmailLogSummary[];
  page: number;
  pageSize: number;
  /**
   * Exact up to EMAIL_LOG_COUNT_CAP (EMAIL_LOG_SEARCH_COUNT_CAP for a search by common words); `totalIsCapped` says
   * there are more than `total`.
   */
  total: number;
  totalIsCapped: boolean;
  /** Every email template (alias and name), for the template filter and the names shown in the list. */
  templates: { alias: string; name: string }[];
}

export interface EmailMetricsBucket {
  /** The bucket's first instant (an hour for today, else a UTC day). */
  start: string;
  counts: EmailStatusCounts;
}

export interface EmailMetrics {
  range: EmailMetricRange;
  from: string;
  to: string;
  granularity: 'hour' | 'day';
  counts: EmailStatusCounts;
  figures: EmailFigures;
  rates: EmailRates;
  series: EmailMetricsBucket[];
}

export interface EmailLogLink {
  id: string;
  status: EmailLogStatus;
  queuedAt: string;
}

export interface EmailLogEventView {
  id: string;
  provider: string;
  eventType: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

export interface EmailLogMessage {
  /** stored: the bodies kept when it was sent; template: re-rendered from its template and stored data. */
  source: 'stored' | 'template' | 'unavailable';
  subject: string;
  html: string | null;
  text: string | null;
  /** Why the message may differ from what was sent, or why it cannot be shown. */
  note: string | null;
}

export interface EmailLogDetail extends EmailLogSummary {
  transport: string;
  providerMessageId: string | null;
  /** Secrets masked: links with tokens, keys named like token, secret, password. */
  metadata: Record<string, unknown>;
  message: EmailLogMessage;
  events: EmailLogEventView[];
  resentFrom: EmailLogLink | null;
  resends: EmailLogLink[];
  /** Whether "Resend" would be accepted now, and the precise reason when not. */
  resend: { allowed: boolean; reason: string | null };
}
