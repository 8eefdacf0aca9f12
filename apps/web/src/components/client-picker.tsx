import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxPopover } from '@/components/ui/combobox-popover';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { useClientSearch } from '@/data/clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

export interface ClientChoice {
  id: string;
  name: string;
}

/**
 * A searchable list of the workspace's clients (asks the server as the user types); `anyLabel` offers "none".
 * The quote list's and the pipeline's client filters, and the pipeline's quick add.
 */
export function ClientPicker({
  value,
  onChange,
  label,
  anyLabel,
  className,
  invalid,
  id,
  hasPrefix = true,
}: {
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  /** What the button says before the value ("Client"). */
  label: string;
  anyLabel?: string;
  className?: string;
  invalid?: boolean;
  id?: string;
  /** Says "Label: value" on the button; off where a visible label stands beside it (a form). */
  hasPrefix?: boolean;
}) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const options = useClientSearch(useDebouncedValue(search, 250), isOpen);
  const choose = (client: ClientChoice | null) => {
    onChange(client);
    setOpen(false);
    setSearch('');
  };
  const shown = value?.name ?? anyLabel ?? 'Pick a client';

  return (
    <ComboboxPopover
      open={isOpen}
      onOpenChange={setOpen}
      width="w-72"
      className="data-[state=open]:animate-[fade-in_120ms_ease-out]"
      trigger={
        <Button
          id={id}
          variant="outline"
          aria-invalid={invalid || undefined}
          className={cn(
            'justify-between font-normal',
            value && anyLabel && 'border-primary/40 bg-brand-soft/40',
            invalid && 'border-destructive',
            className,
          )}
          aria-label={`${label}: ${shown}`}
        >
          <span className="truncate">
            {hasPrefix && <span className="text-muted-foreground">{label}: </span>}
            <span className={cn(!value && !hasPrefix && 'text-muted-foreground')}>{shown}</span>
          </span>
          <ChevronDown className="text-muted-foreground" aria-hidden />
        </Button>
      }
    >
      <Command shouldFilter={false} label="Clients">
        <CommandInput placeholder="Search clients" value={search} onValueChange={setSearch} className="h-10" />
        <CommandList className="max-h-64">
          {options.isError ? (
            <p role="alert" className="px-3 py-6 text-center text-sm text-muted-foreground">
              The clients could not be loaded.
            </p>
          ) : (
            <CommandEmpty>{options.isPending ? 'Loading clients…' : 'No client matches.'}</CommandEmpty>
          )}
          {value && anyLabel && (
            <CommandItem value="__any__" onSelect={() => choose(null)} className="text-muted-foreground">
              {anyLabel}
            </CommandItem>
          )}
          {options.data?.map((client) => (
            <CommandItem key={client.id} value={client.id} onSelect={() => choose(client)}>
              <Check className={cn(value?.id === client.id ? 'opacity-100' : 'opacity-0')} aria-hidden />
              <span className="truncate">{client.name}</span>
            </CommandItem>
          ))}
        </CommandList>
      </Command>
    </ComboboxPopover>
  );
}
