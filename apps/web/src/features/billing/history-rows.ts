import { TIER_LABELS, isTier } from '@scopewright/domain';
import type { BillingHistoryItem } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatDate, formatMoney } from './billing-format';

export type HistoryTone = 'success' | 'warning' | 'danger' | 'muted';

/** One history line as both layouts (table, phone cards) show it. */
export interface HistoryRow {
  id: string;
  date: string;
  isoDate: string;
  title: string;
  detail: string | null;
  amount: string;
  status: { label: string; tone: HistoryTone };
  pdfUrl: string | null;
}

const INVOICE_STATUSES: Record<string, { label: string; tone: HistoryTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Due', tone: 'warning' },
  uncollectible: { label: 'Uncollectible', tone: 'danger' },
  void: { label: 'Void', tone: 'muted' },
  draft: { label: 'Draft', tone: 'muted' },
};

const tierName = (tier: string) =>
  isTier(tier) ? TIER_LABELS[tier] : tier.charAt(0).toUpperCase() + tier.slice(1).replaceAll('_', ' ');

export function historyRow(item: BillingHistoryItem): HistoryRow {
  const base = { id: item.id, date: formatDate(item.date), isoDate: item.date };
  if (item.kind === 'invoice') {
    const period =
      item.periodStart && item.periodEnd ? `${formatDate(item.periodStart)} – ${formatDate(item.periodEnd)}` : null;
    return {
      ...base,
      title: COPY.invoice(item.number),
      detail: period,
      amount: formatMoney(item.amountCents, item.currency),
      status: INVOICE_STATUSES[item.status] ?? { label: tierName(item.status), tone: 'muted' },
      pdfUrl: item.pdfUrl,
    };
  }
  return {
    ...base,
    title: COPY.planChange(tierName(item.fromTier), TIER_LABELS[item.toTier]),
    detail: `${COPY.planChangeDetail(item.interval, item.seats)} · list price ${formatMoney(item.amountCents, item.currency)}`,
    // With a payment provider the charge is on its invoice row; the manual provider charges nothing (shown as 0).
    amount: item.provider === 'manual' ? formatMoney(item.chargedCents, item.currency) : '—',
    status: { label: 'Plan change', tone: 'muted' },
    pdfUrl: null,
  };
}
