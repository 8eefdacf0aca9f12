import { OPPORTUNITY_SOURCE_LABELS, OPPORTUNITY_SOURCES, UpdateOpportunityInput } from '@scopewright/domain';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { type OpportunityRecord, useUpdateOpportunity } from '@/data/opportunities';
import { analytics } from '@/lib/analytics';
import { useZodForm } from '@/lib/use-zod-form';
import { OwnerSelect } from '../components/owner-select';
import { type DealFormKey, dealFormValues, toUpdateBody } from './deal-form-values';

/** The deal's fields, saved at the lock version it was read at (a stale save is the API's 409, with who). */
export function DealForm({ deal }: { deal: OpportunityRecord }) {
  const initial = dealFormValues(deal);
  const form = useZodForm(UpdateOpportunityInput, initial, { toInput: (text) => toUpdateBody(deal, text) });
  const update = useUpdateOpportunity(deal.id, { errorToast: false });
  const field = (key: DealFormKey) => form.field(key);

  const save = async () => {
    const body = await form.submit();
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => {
        analytics.track('opportunity_updated', {});
        toast.success('Opportunity saved.');
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) toast.error(error.message);
      },
    });
  };

  return (
    <form
      aria-label="Opportunity details"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Field label="Name" error={form.errors.name} className="sm:col-span-2">
        {(control) => <Input {...control} {...field('name')} />}
      </Field>
      <Field label="Owner" error={form.errors.ownerId}>
        {(control) => (
          <OwnerSelect
            {...control}
            emptyLabel="No owner"
            value={form.values.ownerId || null}
            onChange={(ownerId) => form.set('ownerId', ownerId ?? '')}
          />
        )}
      </Field>
      <Field label="Source" error={form.errors.source}>
        {(control) => (
          <NativeSelect
            {...control}
            value={form.values.source}
            onChange={(event) => form.set('source', event.target.value)}
          >
            <option value="">Not recorded</option>
            {OPPORTUNITY_SOURCES.map((source) => (
              <option key={source} value={source}>
                {OPPORTUNITY_SOURCE_LABELS[source]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Expected close" error={form.errors.expectedCloseDate}>
        {(control) => <Input {...control} {...field('expectedCloseDate')} type="date" />}
      </Field>
      <Field
        label="Probability %"
        hint={`Empty: the stage’s ${String(deal.probability)} %.`}
        error={form.errors.probabilityOverride}
      >
        {(control) => (
          <Input
            {...control}
            {...field('probabilityOverride')}
            inputMode="numeric"
            placeholder={String(deal.probability)}
          />
        )}
      </Field>
      <Field label="Next step" error={form.errors.nextStep}>
        {(control) => <Input {...control} {...field('nextStep')} placeholder="Call to agree the scope" />}
      </Field>
      <Field label="Next step date" error={form.errors.nextStepDate}>
        {(control) => <Input {...control} {...field('nextStepDate')} type="date" />}
      </Field>
      <Field label="One-time value" error={form.errors.oneTimeCents}>
        {(control) => <Input {...control} {...field('oneTimeCents')} inputMode="decimal" />}
      </Field>
      <Field label="Monthly recurring (MRR)" error={form.errors.mrrCents}>
        {(control) => <Input {...control} {...field('mrrCents')} inputMode="decimal" />}
      </Field>
      <Field
        label="Contract value (TCV)"
        hint={
          deal.primaryQuoteId && !deal.valuesOverridden
            ? 'Follows the primary quote until you type a value.'
            : undefined
        }
        error={form.errors.tcvCents}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} {...field('tcvCents')} inputMode="decimal" />}
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="ghost" onClick={form.reset}>
          Discard changes
        </Button>
        <Button type="submit" disabled={update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
