import { EMAIL_LOG_STATUSES, type EmailLogStatus } from './email-log-enums';

export type EmailStatusCounts = Record<EmailLogStatus, number>;

/** The figures, read from each email's latest (forward-only) status. */
export interface EmailFigures {
  queued: number;
  /** Left us: every status past queued except failed. */
  sent: number;
  /** Reported delivered, including those opened, clicked or complained about since (a complaint needs a delivery). */
  delivered: number;
  /** Opened or clicked. */
  opened: number;
  clicked: number;
  bounced: number;
  complained: number;
  failed: number;
}

/** Fractions from 0 to 1; null when the denominator is 0 (nothing sent, nothing delivered). */
export interface EmailRates {
  delivery: number | null;
  open: number | null;
  click: number | null;
  bounce: number | null;
  complaint: number | null;
}

export const emptyStatusCounts = (): EmailStatusCounts =>
  Object.fromEntries(EMAIL_LOG_STATUSES.map((status) => [status, 0])) as EmailStatusCounts;

export function emailFigures(counts: EmailStatusCounts): EmailFigures {
  const { queued, sent, delivered, opened, clicked, bounced, complained, failed } = counts;
  return {
    queued,
    sent: sent + delivered + opened + clicked + bounced + complained,
    delivered: delivered + opened + clicked + complained,
    opened: opened + clicked,
    clicked,
    bounced,
    complained,
    failed,
  };
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Delivery = delivered ÷ sent; open and click over delivered; bounce and complaint over sent. */
export function emailRates(figures: EmailFigures): EmailRates {
  return {
    delivery: ratio(figures.delivered, figures.sent),
    open: ratio(figures.opened, figures.delivered),
    click: ratio(figures.clicked, figures.delivered),
    bounce: ratio(figures.bounced, figures.sent),
    complaint: ratio(figures.complained, figures.sent),
  };
}
