import {
  SERVICE_LIBRARY_COPY as COPY,
  SHELL_COPY,
  type ScopeUnit,
  type ServiceEstimateInput,
  type SuggestedSection,
} from '@scopewright/domain';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { EstimatePreview } from './estimate-preview';
import { QuantityInputs } from './quantity-inputs';
import { ServiceChecklist } from './service-checklist';
import { defaultQuantityFor, unitsOf } from './service-hours';
import { useServiceEstimate, useServiceLibrary } from '@/data/service-library';

export interface ServicePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Ticked when the dialog opens (from the library page's "Add to a quote"). */
  initialServiceIds?: readonly string[];
  currency: string;
  onAdd: (sections: SuggestedSection[]) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The wizard's "Add from service library": pick services and quantities, see the estimate, add it to the scope. */
export function ServicePickerDialog({ open, onOpenChange, onCloseAutoFocus, ...rest }: ServicePickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[92dvh] max-w-3xl flex-col gap-4 overflow-hidden p-4 sm:p-6"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <div className="pr-6">
          <DialogTitle>{COPY.pickerTitle}</DialogTitle>
          <DialogDescription className="mt-1">{COPY.pickerDescription}</DialogDescription>
        </div>
        <PickerBody {...rest} onCancel={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const isQuantity = (text: string) => /^\d{1,5}$/.test(text.trim()) && Number(text) <= 10_000;

function PickerBody({
  initialServiceIds = [],
  currency,
  onAdd,
  onCancel,
}: Omit<ServicePickerDialogProps, 'open' | 'onOpenChange' | 'onCloseAutoFocus'> & { onCancel: () => void }) {
  const library = useServiceLibrary();
  const services = useMemo(() => library.data?.services ?? [], [library.data]);
  const [selected, setSelected] = useState<string[]>(() => [...initialServiceIds]);
  const [edited, setEdited] = useState<Partial<Record<ScopeUnit, string>>>({});
  const picked = useMemo(
    () => selected.map((id) => services.find((s) => s.id === id)).filter((s) => s !== undefined),
    [selected, services],
  );
  const units = useMemo(() => unitsOf(picked), [picked]);
  const values = Object.fromEntries(
    units.map((unit) => [unit, edited[unit] ?? String(defaultQuantityFor(picked, unit))]),
  ) as Partial<Record<ScopeUnit, string>>;
  const invalid = units.some((unit) => !isQuantity(values[unit] ?? ''));

  const input: ServiceEstimateInput | null =
    picked.length === 0 || invalid
      ? null
      : {
          serviceIds: picked.map((s) => s.id),
          quantities: units.map((unit) => ({ unit, value: Number(values[unit]) })),
        };
  const inputKey = JSON.stringify(input);
  const debouncedKey = useDebouncedValue(inputKey, 250);
  const requested = useMemo(() => JSON.parse(debouncedKey) as ServiceEstimateInput | null, [debouncedKey]);
  const estimate = useServiceEstimate(requested);
  const isCurrent = debouncedKey === inputKey && !estimate.isPlaceholderData && estimate.isSuccess;

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  if (library.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading the service library">
        <Skeleton className="h-9" />
        <Skeleton className="h-48" />
      </div>
    );
  if (library.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
        {COPY.loadFailed}
        <Button variant="outline" size="sm" onClick={() => void library.refetch()}>
          {SHELL_COPY.tryAgain}
        </Button>
      </div>
    );

  return (
    <>
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:overflow-visible">
        <div className="flex max-h-[40dvh] min-h-48 flex-col md:max-h-[55dvh]">
          <ServiceChecklist services={services} selected={selected} onToggle={toggle} />
        </div>
        <div className="flex flex-col gap-4 md:overflow-y-auto">
          <QuantityInputs
            units={units}
            values={values}
            onChange={(unit, value) => setEdited((e) => ({ ...e, [unit]: value }))}
          />
          <EstimatePreview
            estimate={estimate.data}
            isEmpty={picked.length === 0}
            isLoading={estimate.isPending && input !== null}
            isStale={!isCurrent}
            error={estimate.isError ? estimate.error.message : invalid ? COPY.quantityInvalid : null}
            currency={currency}
          />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={!isCurrent || !estimate.data} onClick={() => estimate.data && onAdd(estimate.data.sections)}>
          {COPY.addToScopeCount(picked.length)}
        </Button>
      </div>
    </>
  );
}
