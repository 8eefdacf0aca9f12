const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const dayMonth = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const full = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const stamp = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** Dense list dates: the time today, "5 Mar" this year, "5 Mar 2024" before. */
export function formatShortDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return time.format(date);
  return date.getFullYear() === now.getFullYear() ? dayMonth.format(date) : full.format(date);
}

/** The full timestamp for a `title`. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : stamp.format(date);
}
