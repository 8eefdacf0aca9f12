import { type ClientListItem, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxPopover } from '@/components/ui/combobox-popover';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { cn } from '@/lib/utils';
import { useComboboxPick } from '@/lib/use-combobox-pick';
import { useClientSearch } from '@/data/clients';

/** A searchable client picker (server search as you type). */
export function ClientCombobox({
  id,
  errorId,
  value,
  label,
  onSelect,
  disabled,
  defaultOpen = false,
}: {
  id: string;
  /** The id of the field's error message, when there is one. */
  errorId?: string;
  value: string | null;
  /** The chosen client's name (known from the quote even before the list loads). */
  label: string | null;
  onSelect: (client: ClientListItem) => void;
  disabled?: boolean;
  /** Open with the search focused: the next thing the user has to do is pick the client. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const clients = useClientSearch(q, open);
  const pick = (client: ClientListItem) => {
    onSelect(client);
    setOpen(false);
  };
  const highlight = useComboboxPick({
    items: clients.data,
    isSettled: q === search.trim() && clients.isSuccess && !clients.isPlaceholderData,
    onPick: pick,
  });
  return (
    <ComboboxPopover
      open={open}
      onOpenChange={setOpen}
      width="w-[var(--radix-popover-trigger-width)] min-w-72"
      trigger={
        <Button
          id={id}
          variant="outline"
          role="combobox"
          aria-expanded={open}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          disabled={disabled}
          className={cn('h-10 w-full justify-between font-normal', errorId && 'border-destructive')}
        >
          <span className={cn('truncate', !label && 'text-muted-foreground')}>{label ?? COPY.clientPlaceholder}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden />
        </Button>
      }
    >
      <Command shouldFilter={false} {...highlight}>
        <CommandInput
          value={search}
          onValueChange={setSearch}
          placeholder={COPY.clientPlaceholder}
          aria-label="Search clients"
        />
        <CommandList>
          {clients.isPending ? (
            <p className="py-6 text-center text-sm text-muted-foreground">Loading clients…</p>
          ) : (
            <CommandEmpty>{COPY.clientEmpty}</CommandEmpty>
          )}
          {clients.data?.map((client) => (
            <CommandItem key={client.id} value={client.id} onSelect={() => pick(client)}>
              <Check className={cn(client.id === value ? 'opacity-100' : 'opacity-0')} aria-hidden />
              <span className="flex min-w-0 flex-col">
                <span className="truncate">{client.name}</span>
                {client.industry && <span className="truncate text-xs text-muted-foreground">{client.industry}</span>}
              </span>
              <span className="ml-auto text-xs text-muted-foreground">{client.currency}</span>
            </CommandItem>
          ))}
        </CommandList>
      </Command>
    </ComboboxPopover>
  );
}
