import {
  BILLING_FREQUENCIES,
  BILLING_FREQUENCY_LABELS,
  CATALOG_COPY as COPY,
  CATALOG_ITEM_KIND_LABELS,
  CATALOG_ITEM_KINDS,
  CATALOG_UNITS,
  catalogFormFieldOf,
  catalogFormToInput,
  catalogItemToForm,
  EMPTY_CATALOG_FORM,
  parseAmountInput,
  type CatalogFormField,
  type CatalogFormValues,
  type CatalogItemView,
} from '@scopewright/domain';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { MarginFigure } from '../rate-card/rate-card-shared';
import { useSaveCatalogItem } from '@/data/catalog';

interface Props {
  /** null: a new item. */
  item: CatalogItemView | null;
  categories: string[];
  onClose: () => void;
}

/** Add or edit a catalog item; the margin follows the typed price and cost. */
export function CatalogItemDialog({ item, categories, onClose }: Props) {
  const [values, setValues] = useState<CatalogFormValues>(() => (item ? catalogItemToForm(item) : EMPTY_CATALOG_FORM));
  const [errors, setErrors] = useState<Partial<Record<CatalogFormField, string>>>({});
  const save = useSaveCatalogItem({ errorToast: false });
  const ids = { units: useId(), categories: useId() };
  const price = parseAmountInput(values.unitPrice, Number.MAX_SAFE_INTEGER);
  const cost =
    values.unitCost.trim() === ''
      ? ({ ok: true, cents: 0 } as const)
      : parseAmountInput(values.unitCost, Number.MAX_SAFE_INTEGER);

  const set = (field: CatalogFormField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((prev) => {
      const next = { ...prev, [field]: value };
      // A recurring service is never one-time: switching the kind picks monthly.
      if (field === 'kind' && value === 'recurring_service' && prev.frequency === 'one_time')
        next.frequency = 'monthly';
      return next;
    });
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = catalogFormToInput(values);
    if (!result.ok) return setErrors(result.errors);
    save.mutate(
      { id: item?.id ?? null, input: result.value },
      {
        onSuccess: (saved) => {
          toast.success(item ? COPY.saved(saved.name) : COPY.added(saved.name));
          onClose();
        },
        onError: (error) => {
          const mapped: Partial<Record<CatalogFormField, string>> = {};
          const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
          for (const d of details as { path?: string; message?: string }[]) {
            const field = d.path ? catalogFormFieldOf(d.path) : null;
            if (field) mapped[field] = d.message;
          }
          if (Object.keys(mapped).length > 0) setErrors(mapped);
          else toastMutationError(error);
        },
      },
    );
  };

  const text = (field: CatalogFormField, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={set(field)}
      autoComplete="off"
      {...extra}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{item ? COPY.editItemTitle(item.name) : COPY.newItemTitle}</DialogTitle>
        <DialogDescription>{COPY.intro}</DialogDescription>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Select label={COPY.kindLabel} value={values.kind} onChange={set('kind')} error={errors.kind}>
              {CATALOG_ITEM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CATALOG_ITEM_KIND_LABELS[kind]}
                </option>
              ))}
            </Select>
            {text('name', COPY.nameLabel, { maxLength: 200 })}
          </div>
          {text('description', COPY.descriptionLabel, {
            hint: <p className="text-xs text-muted-foreground">{COPY.descriptionHint}</p>,
          })}
          <div className="grid gap-4 sm:grid-cols-3">
            {text('sku', COPY.skuLabel, { maxLength: 64 })}
            {text('manufacturer', COPY.manufacturerLabel, { maxLength: 100 })}
            {text('category', COPY.categoryLabel, { list: ids.categories, maxLength: 60 })}
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {text('unitPrice', COPY.unitPriceLabel, {
              inputMode: 'decimal',
              placeholder: '0.00',
              className: '[&_input]:text-right',
            })}
            {text('unitCost', COPY.unitCostLabel, {
              inputMode: 'decimal',
              placeholder: '0.00',
              className: '[&_input]:text-right',
            })}
            {text('unit', COPY.unitLabel, { list: ids.units, maxLength: 20 })}
            <Select
              label={COPY.frequencyLabel}
              value={values.frequency}
              onChange={set('frequency')}
              error={errors.frequency}
            >
              {BILLING_FREQUENCIES.map((frequency) => (
                <option
                  key={frequency}
                  value={frequency}
                  disabled={values.kind === 'recurring_service' && frequency === 'one_time'}
                >
                  {BILLING_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={values.taxable === 'yes'}
                onChange={(event) => set('taxable')({ target: { value: event.target.checked ? 'yes' : 'no' } })}
              />
              {COPY.taxableLabel}
            </label>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {COPY.marginLabel}:{' '}
              <MarginFigure
                priceCents={price.ok ? price.cents : null}
                costCents={cost.ok ? cost.cents : null}
                warning={COPY.belowCost}
              />
            </p>
          </div>
          <datalist id={ids.units}>
            {CATALOG_UNITS.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
          <datalist id={ids.categories}>
            {categories.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              {COPY.cancel}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : COPY.saveItem}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function Select({
  label,
  error,
  children,
  ...props
}: {
  label: string;
  error?: string;
  children: ReactNode;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <NativeSelect
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {children}
      </NativeSelect>
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
