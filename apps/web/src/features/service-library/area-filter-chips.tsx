import {
  SERVICE_AREA_LABELS,
  SERVICE_AREAS,
  SERVICE_LIBRARY_COPY as COPY,
  type ServiceArea,
} from '@scopewright/domain';
import { cn } from '@/lib/utils';

const CHIP =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border px-3 text-[13px] whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50';

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

/** One toggle per area with the search's matches in it; "All areas" clears the filter. */
export function AreaFilterChips({
  value,
  counts,
  total,
  onChange,
}: {
  value: ServiceArea | null;
  counts: Record<ServiceArea, number>;
  total: number;
  onChange: (area: ServiceArea | null) => void;
}) {
  return (
    <div
      role="group"
      aria-label={COPY.areaFilterLabel}
      className="relative -mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
    >
      <Chip label={COPY.allAreas} count={total} pressed={value === null} onClick={() => onChange(null)} />
      {SERVICE_AREAS.map((area) => (
        <Chip
          key={area}
          label={SERVICE_AREA_LABELS[area]}
          count={counts[area]}
          pressed={value === area}
          onClick={() => onChange(value === area ? null : area)}
        />
      ))}
    </div>
  );
}
