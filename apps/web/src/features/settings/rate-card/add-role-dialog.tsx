import { CreateLaborRoleInput, parseRateInput, RATE_CARD_COPY as COPY } from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { MarginFigure } from './rate-card-shared';
import { useCreateLaborRole } from '@/data/labor-roles';

type Field = 'name' | 'clientFacingName' | 'billRate' | 'costRate';
const EMPTY: Record<Field, string> = { name: '', clientFacingName: '', billRate: '', costRate: '' };
const API_FIELD: Record<string, Field> = { billRateCents: 'billRate', costRateCents: 'costRate' };

/** Adds a role to the end of the rate card; the margin updates as the rates are typed. */
export function AddRoleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const create = useCreateLaborRole({ errorToast: false });
  const bill = parseRateInput(values.billRate);
  const cost = values.costRate.trim() === '' ? ({ ok: true, cents: 0 } as const) : parseRateInput(values.costRate);

  const close = (next: boolean) => {
    if (!next) {
      setValues(EMPTY);
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!bill.ok) next.billRate = bill.message;
    if (!cost.ok) next.costRate = cost.message;
    const parsed = CreateLaborRoleInput.safeParse({
      name: values.name,
      clientFacingName: values.clientFacingName,
      billRateCents: bill.ok ? bill.cents : 0,
      costRateCents: cost.ok ? cost.cents : 0,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    create.mutate(parsed.data, {
      onSuccess: (role) => {
        toast.success(COPY.added(role.name));
        close(false);
      },
      onError: (error) => {
        const details = isApiError(error) && Array.isArray(error.details) ? error.details : [];
        const mapped: Partial<Record<Field, string>> = {};
        for (const d of details as { path?: string; message?: string }[]) {
          if (d.path) mapped[API_FIELD[d.path] ?? (d.path as Field)] = d.message;
        }
        if (Object.keys(mapped).length > 0) setErrors(mapped);
        else toastMutationError(error);
      },
    });
  };

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [name]: event.target.value }));
      setErrors((prev) => ({ ...prev, [name]: undefined }));
    },
  });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogTitle>{COPY.addRole}</DialogTitle>
        <DialogDescription>{COPY.intro}</DialogDescription>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <FormField label={COPY.nameLabel} autoComplete="off" maxLength={100} {...field('name')} />
          <FormField
            label={COPY.clientFacingNameLabel}
            hint={<p className="text-xs text-muted-foreground">{COPY.clientFacingNameHint}</p>}
            autoComplete="off"
            maxLength={100}
            {...field('clientFacingName')}
          />
          <div className="grid grid-cols-2 gap-3">
            <FormField label={COPY.billRateLabel} inputMode="decimal" placeholder="150.00" {...field('billRate')} />
            <FormField label={COPY.costRateLabel} inputMode="decimal" placeholder="60.00" {...field('costRate')} />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {COPY.marginLabel}:{' '}
            <MarginFigure
              priceCents={bill.ok ? bill.cents : null}
              costCents={cost.ok ? cost.cents : null}
              warning={COPY.belowCost}
            />
          </p>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Saving...' : COPY.saveRole}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
