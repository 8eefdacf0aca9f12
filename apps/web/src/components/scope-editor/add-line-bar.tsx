import { type LineKind, WIZARD_COPY as COPY } from '@scopewright/domain';
import { BookOpen, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const QUICK_KINDS: { kind: LineKind; label: string }[] = [
  { kind: 'labor', label: 'Task' },
  { kind: 'product', label: 'Product' },
  { kind: 'recurring', label: 'Service' },
  { kind: 'expense', label: 'Expense' },
  { kind: 'discount', label: 'Discount' },
  { kind: 'text', label: 'Text' },
];

/** Add a line of any kind to a section or pick one from the catalog; `extra` is the screen's own (the library). */
export function AddLineBar({
  sectionName,
  onAdd,
  onCatalog,
  disabled,
  extra,
}: {
  sectionName: string;
  onAdd: (kind: LineKind) => void;
  onCatalog: () => void;
  disabled: boolean;
  extra?: ReactNode;
}) {
  return (
    <div role="group" aria-label={`Add to ${sectionName}`} className="flex flex-wrap items-center gap-1 px-2 py-2">
      {QUICK_KINDS.map(({ kind, label }) => (
        <Button
          key={kind}
          variant="ghost"
          size="sm"
          className="h-7 px-2 text-muted-foreground hover:text-foreground"
          disabled={disabled}
          aria-label={`Add ${label.toLowerCase()} to ${sectionName}`}
          onClick={() => onAdd(kind)}
        >
          <Plus aria-hidden /> {label}
        </Button>
      ))}
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-muted-foreground hover:text-foreground"
        disabled={disabled}
        aria-label={`Add catalog item to ${sectionName}`}
        onClick={onCatalog}
      >
        <BookOpen aria-hidden /> {COPY.addFromCatalog}
      </Button>
      {extra}
    </div>
  );
}
