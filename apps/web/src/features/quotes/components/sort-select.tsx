import { QUOTE_LIST_FIGURES, type QuoteSort } from '@scopewright/domain';
import { NativeSelect } from '@/components/ui/native-select';
import type { QuoteListFilters } from '../quote-list-params';

export const SORT_LABELS: Record<QuoteSort, string> = {
  updated: 'Last updated',
  created: 'Created',
  number: 'Number',
  title: 'Title',
  client: 'Client',
  one_time: QUOTE_LIST_FIGURES.oneTime,
  mrr: QUOTE_LIST_FIGURES.mrr,
  tcv: QUOTE_LIST_FIGURES.tcv,
  margin: 'Margin',
};

/** Text sorts start A→Z; figures and dates start with the largest / newest. */
export const defaultDirOf = (sort: QuoteSort): 'asc' | 'desc' =>
  sort === 'title' || sort === 'client' ? 'asc' : 'desc';

const OPTIONS: { value: string; label: string }[] = (Object.keys(SORT_LABELS) as QuoteSort[]).flatMap((sort) => {
  const first = defaultDirOf(sort);
  const second: 'asc' | 'desc' = first === 'asc' ? 'desc' : 'asc';
  const word = (dir: 'asc' | 'desc') =>
    sort === 'title' || sort === 'client'
      ? dir === 'asc'
        ? 'A–Z'
        : 'Z–A'
      : sort === 'updated' || sort === 'created'
        ? dir === 'desc'
          ? 'newest first'
          : 'oldest first'
        : dir === 'desc'
          ? 'high to low'
          : 'low to high';
  return [first, second].map((dir) => ({ value: `${sort}:${dir}`, label: `${SORT_LABELS[sort]}, ${word(dir)}` }));
});

/** Sort for the grid, the kanban and phones (the list's column headers sort too). */
export function SortSelect({
  value,
  onChange,
  className,
}: {
  value: Pick<QuoteListFilters, 'sort' | 'dir'>;
  onChange: (next: Pick<QuoteListFilters, 'sort' | 'dir'>) => void;
  className?: string;
}) {
  return (
    <NativeSelect
      aria-label="Sort by"
      value={`${value.sort}:${value.dir}`}
      onChange={(event) => {
        const [sort, dir] = event.target.value.split(':') as [QuoteSort, 'asc' | 'desc'];
        onChange({ sort, dir });
      }}
      className={className ?? 'h-9'}
    >
      {OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
