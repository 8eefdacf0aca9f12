import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxPopover } from '@/components/ui/combobox-popover';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { cn } from '@/lib/utils';
import { useClientSearch } from '@/data/clients';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ClientOption {
  id: string;
  name: string;
}

/** Client filter: a searchable list of the workspace's clients (asks the server as the user types). */
export function ClientFilter({
  value,
  onChange,
  className,
}: {
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  className?: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const options = useClientSearch(q, isOpen);
  const choose = (client: ClientOption | null) => {
    onChange(client);
    setOpen(false);
    setSearch('');
  };
  const label = value ? value.name : 'Any client';

  return (
    <ComboboxPopover
      open={isOpen}
      onOpenChange={setOpen}
      width="w-72"
      className="data-[state=open]:animate-[fade-in_120ms_ease-out]"
      trigger={
        <Button
          variant="outline"
          className={cn('justify-between font-normal', value && 'border-primary/40 bg-brand-soft/40', className)}
          aria-label={`Client: ${label}`}
        >
          <span className="truncate">
            <span className="text-muted-foreground">Client: </span>
            {label}
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
          {value && (
            <CommandItem value="__any__" onSelect={() => choose(null)} className="text-muted-foreground">
              Any client
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
