import { Columns3, LayoutGrid, List, type LucideIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type { PipelineView } from '../pipeline-params';

const VIEWS: { value: PipelineView; label: string; icon: LucideIcon }[] = [
  { value: 'kanban', label: 'Kanban', icon: Columns3 },
  { value: 'list', label: 'List', icon: List },
  { value: 'grid', label: 'Grid', icon: LayoutGrid },
];

/** Kanban, list or grid (docs/product-rules.md#dashboard-screens); arrow keys move between them. */
export function ViewSwitch({ value, onChange }: { value: PipelineView; onChange: (view: PipelineView) => void }) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => next && onChange(next as PipelineView)}
      aria-label="View"
      className="inline-flex h-9 shrink-0 items-center rounded-md border bg-muted/50 p-0.5"
    >
      {VIEWS.map(({ value: view, label, icon: Icon }) => (
        <ToggleGroup.Item
          key={view}
          value={view}
          aria-label={label}
          title={label}
          className="inline-flex h-full items-center gap-1.5 rounded-[5px] px-2.5 text-[13px] font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
        >
          <Icon className="size-4" aria-hidden />
          <span className="hidden lg:inline">{label}</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
