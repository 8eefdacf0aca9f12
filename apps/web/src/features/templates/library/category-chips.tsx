import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { cn } from '@/lib/utils';

const CHIP =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-[13px] whitespace-nowrap transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50';

function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={count === 0 && !pressed}
      onClick={onClick}
      className={cn(
        CHIP,
        pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card text-foreground hover:bg-accent',
      )}
    >
      {label}
      <span aria-hidden className={cn('tabular-nums', !pressed && 'text-muted-foreground')}>
        {count}
      </span>
      <span className="sr-only">, {COPY.resultCount(count)}</span>
    </button>
  );
}

/** One toggle per category with the search's matches in it; "All" clears the filter. */
export function CategoryChips({
  categories,
  counts,
  total,
  value,
  onChange,
}: {
  categories: readonly string[];
  counts: ReadonlyMap<string, number>;
  total: number;
  value: string;
  onChange: (category: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={COPY.categoryChips}
      className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
    >
      <Chip label={COPY.allCategoriesChip} count={total} pressed={value === ''} onClick={() => onChange('')} />
      {categories.map((category) => (
        <Chip
          key={category || 'none'}
          label={category || COPY.uncategorised}
          count={counts.get(category) ?? 0}
          pressed={value === category && value !== ''}
          onClick={() => onChange(value === category ? '' : category)}
        />
      ))}
    </div>
  );
}
