import type { QuoteViewMode } from '@scopewright/domain';
import { Columns3, LayoutGrid, List, type LucideIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { cn } from '@/lib/utils';

const MODES: { value: QuoteViewMode; label: string; icon: LucideIcon }[] = [
  { value: 'list', label: 'List', icon: List },
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
  { value: 'kanban', label: 'Kanban', icon: Columns3 },
];

/** View modes; arrow keys move between them (docs/product-rules.md#dashboard-screens). */
export function ViewModeSwitch({
  value,
  onChange,
  className,
}: {
  value: QuoteViewMode;
  onChange: (mode: QuoteViewMode) => void;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as QuoteViewMode)}
      aria-label="View"
      className={cn('inline-flex h-9 shrink-0 items-center rounded-md border bg-muted/50 p-0.5', className)}
    >
      {MODES.map(({ value: mode, label, icon: Icon }) => (
        <ToggleGroup.Item
          key={mode}
          value={mode}
          aria-label={label}
          title={label}
          className="inline-flex h-full items-center gap-1.5 rounded-[5px] px-2.5 text-[13px] font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
        >
          <Icon className="size-4" aria-hidden />
          <span className="hidden xl:inline">{label}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
