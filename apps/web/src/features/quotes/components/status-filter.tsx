import { FILTERABLE_STATUSES, QUOTE_STATUS_LABELS, type QuoteStatus } from '@scopewright/domain';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu as Menu } from 'radix-ui';
import { statusDotClass } from '@/components/quotes/quote-status-badge';
import { Button } from '@/components/ui/button';
import { DropdownMenuContent, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

function summary(selected: QuoteStatus[]): string {
  if (selected.length === 0) return 'Any status';
  if (selected.length === 1) return QUOTE_STATUS_LABELS[selected[0]!];
  return `${selected.length} statuses`;
}

/** Status multi-select: the menu stays open while ticking several. */
export function StatusFilter({
  value,
  onChange,
  className,
}: {
  value: QuoteStatus[];
  onChange: (next: QuoteStatus[]) => void;
  className?: string;
}) {
  const toggle = (status: QuoteStatus, on: boolean) =>
    onChange(FILTERABLE_STATUSES.filter((s) => (s === status ? on : value.includes(s))));
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          className={cn(
            'justify-between font-normal',
            value.length > 0 && 'border-primary/40 bg-brand-soft/40',
            className,
          )}
          aria-label={`Status: ${summary(value)}`}
        >
          <span className="truncate">
            <span className="text-muted-foreground">Status: </span>
            {summary(value)}
          </span>
          <ChevronDown className="text-muted-foreground" aria-hidden />
        </Button>
      </Menu.Trigger>
      <DropdownMenuContent align="start">
        {FILTERABLE_STATUSES.map((status) => (
          <Menu.CheckboxItem
            key={status}
            checked={value.includes(status)}
            onCheckedChange={(on) => toggle(status, on)}
            onSelect={(event) => event.preventDefault()}
            className="relative flex cursor-default items-center gap-2 rounded-md py-1.5 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent"
          >
            <span className="absolute left-2 flex size-4 items-center justify-center">
              <Menu.ItemIndicator>
                <Check className="size-4" aria-hidden />
              </Menu.ItemIndicator>
            </span>
            <span aria-hidden className={cn('size-2 rounded-full', statusDotClass(status))} />
            {QUOTE_STATUS_LABELS[status]}
          </Menu.CheckboxItem>
        ))}
        {value.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <Menu.Item
              onSelect={() => onChange([])}
              className="flex cursor-default items-center rounded-md px-2 py-1.5 text-sm text-muted-foreground outline-none select-none data-[highlighted]:bg-accent"
            >
              Any status
            </Menu.Item>
          </>
        )}
      </DropdownMenuContent>
    </Menu.Root>
  );
}
