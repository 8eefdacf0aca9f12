import { CATALOG_ITEM_KIND_LABELS, formatMoney, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useDeferredValue, useState } from 'react';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useComboboxPick } from '@/lib/use-combobox-pick';
import { type CatalogItem, useCatalogSearch } from '@/data/catalog';
import { useScopeEditorContext } from './scope-editor-context';

/** Search the catalog and add an item as a snapshot line (price, cost, frequency, unit, description). */
export function CatalogPickerDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: CatalogItem) => void;
}) {
  const { currency } = useScopeEditorContext();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const catalog = useCatalogSearch(q, open);
  const pick = (item: CatalogItem) => {
    onPick(item);
    onOpenChange(false);
    setSearch('');
  };
  const highlight = useComboboxPick({
    items: catalog.data,
    isSettled: q === search.trim() && catalog.isSuccess && !catalog.isPlaceholderData,
    onPick: pick,
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-0 overflow-hidden p-0" showClose={false}>
        <DialogTitle className="sr-only">Add a catalog item</DialogTitle>
        <DialogDescription className="sr-only">Search products, services and labour packages.</DialogDescription>
        <Command shouldFilter={false} {...highlight}>
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder={COPY.catalogSearch}
            aria-label={COPY.catalogSearch}
          />
          <CommandList>
            {catalog.isPending ? (
              <p className="py-8 text-center text-sm text-muted-foreground">Loading catalog…</p>
            ) : (
              <CommandEmpty>{COPY.catalogEmpty}</CommandEmpty>
            )}
            {catalog.data?.map((item) => (
              <CommandItem key={item.id} value={item.id} onSelect={() => pick(item)}>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate font-medium">{item.name}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {CATALOG_ITEM_KIND_LABELS[item.kind]}
                    {item.sku ? ` · ${item.sku}` : ''} · per {item.unit}
                  </span>
                </span>
                <span className="shrink-0 text-sm tabular-nums">
                  {formatMoney(item.unitPriceCents, currency, { frequency: item.frequency })}
                </span>
              </CommandItem>
            ))}
          </CommandList>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
