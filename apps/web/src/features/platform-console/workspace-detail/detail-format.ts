import { TIER_LABELS, isTier } from '@scopewright/domain';

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as the console prints it ("3 Mar 2026"), or the empty mark. */
export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  return Number.isFinite(date.getTime()) ? dateFormat.format(date) : empty;
}

/** A tier or tier state by its plan name ("premium" → "Premium"; states read as words). */
export function tierLabel(tier: string | null | undefined): string {
  if (!tier) return '—';
  if (isTier(tier)) return TIER_LABELS[tier];
  return tier.replaceAll('_', ' ').replace(/^\w/, (first) => first.toUpperCase());
}
