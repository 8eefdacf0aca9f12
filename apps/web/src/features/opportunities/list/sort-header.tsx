import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A sortable column's header: the API sorts each key one way, so a click picks the key. */
export function SortHeader({
  label,
  isActive,
  isNumeric = false,
  icon: Icon,
  onSort,
}: {
  label: string;
  isActive: boolean;
  isNumeric?: boolean;
  icon: LucideIcon;
  onSort: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onSort}
      className={cn(
        'inline-flex items-center gap-1 rounded-sm font-medium hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        isNumeric && 'flex-row-reverse',
        isActive && 'text-foreground',
      )}
    >
      {label}
      <Icon className={cn('size-3.5', !isActive && 'opacity-40')} aria-hidden />
    </button>
  );
}
