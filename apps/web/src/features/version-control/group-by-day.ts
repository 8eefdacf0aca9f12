import { VERSION_CONTROL_COPY as COPY } from '@scopewright/domain';

export interface DayGroup<T> {
  /** The local calendar day, YYYY-MM-DD (a stable key). */
  key: string;
  /** "Today", "Yesterday" or "Mon, 2 Mar 2026". */
  label: string;
  items: T[];
}

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Items already newest first, grouped by the viewer's local day in that order. */
export function groupByDay<T extends { at: string }>(items: readonly T[], now: Date = new Date()): DayGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.at);
    const key = dayKey(date);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      const label = key === today ? COPY.today : key === yesterday ? COPY.yesterday : dayFormat.format(date);
      group = { key, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
