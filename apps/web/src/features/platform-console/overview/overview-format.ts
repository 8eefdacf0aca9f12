/** Numbers and dates as the overview prints them (UTC, as the API counts). */
export const formatCount = (n: number) => n.toLocaleString('en-US');
export const formatRate = (rate: number | null) => (rate === null ? '—' : `${(rate * 100).toFixed(1)}%`);

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** "Mar 3" for an ISO instant or a YYYY-MM-DD day. */
export const formatDay = (isoOrDay: string) => dayFormat.format(new Date(isoOrDay));
export const formatFullDay = (iso: string) => fullDayFormat.format(new Date(iso));
export const formatTime = (iso: string) => timeFormat.format(new Date(iso));
