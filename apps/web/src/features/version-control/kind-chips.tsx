import { VERSION_CONTROL_COPY as COPY, VERSION_KINDS } from '@scopewright/domain';
import type { VersionKind } from '@/data/version-control';
import { cn } from '@/lib/utils';

const CHIP =
  'inline-flex h-8 shrink-0 items-center rounded-full border px-3 text-[13px] whitespace-nowrap transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** One toggle per kind of change; "All" shows every kind. */
export function KindChips({
  value,
  onChange,
}: {
  value: VersionKind | null;
  onChange: (kind: VersionKind | null) => void;
}) {
  const chips: [VersionKind | null, string][] = [
    [null, COPY.kinds.all],
    ...VERSION_KINDS.map((kind): [VersionKind, string] => [kind, COPY.kinds[kind]]),
  ];
  return (
    <div role="group" aria-label={COPY.kindsLabel} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
      {chips.map(([kind, label]) => {
        const pressed = value === kind;
        return (
          <button
            key={kind ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(kind)}
            className={cn(
              CHIP,
              pressed ? 'border-primary bg-primary text-primary-foreground' : 'bg-card text-foreground hover:bg-accent',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
