import type { OpportunityCardRecord } from '@/data/opportunities';
import { PIPELINE_COPY } from './pipeline-copy';

const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD` in the person's own time zone (next step dates are calendar days). */
export const localToday = (now: Date = new Date()): string =>
  `${String(now.getFullYear())}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** An open deal whose next step date has passed. */
export const isNextStepOverdue = (deal: OpportunityCardRecord, today: string = localToday()): boolean =>
  deal.status === 'open' && deal.nextStepDate !== null && deal.nextStepDate < today;

/** Whole days since the deal's last activity. */
export const daysSinceActivity = (deal: OpportunityCardRecord, now: Date = new Date()): number =>
  Math.max(0, Math.floor((now.getTime() - Date.parse(deal.lastActivityAt)) / DAY_MS));

/** An open deal nobody touched for two weeks. */
export const isStale = (deal: OpportunityCardRecord, now: Date = new Date()): boolean =>
  deal.status === 'open' && daysSinceActivity(deal, now) >= PIPELINE_COPY.staleAfterDays;

const dayMonth = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const full = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (`YYYY-MM-DD`): "5 Mar" this year, "5 Mar 2027" otherwise. */
export function formatDay(day: string, now: Date = new Date()): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.getUTCFullYear() === now.getFullYear() ? dayMonth.format(date) : full.format(date);
}
