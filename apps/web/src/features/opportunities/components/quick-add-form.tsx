import { CreateOpportunityInput, parseMoneyToCents } from '@scopewright/domain';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateOpportunity } from '@/data/opportunities';
import { analytics } from '@/lib/analytics';
import { useZodForm } from '@/lib/use-zod-form';
import { PIPELINE_COPY } from '../pipeline-copy';
import { type ClientChoice, ClientPicker } from '@/components/client-picker';

const QuickAddInput = CreateOpportunityInput.extend({
  clientId: z.uuid({ error: 'Pick the client this deal is for.' }),
});
type Key = 'name' | 'clientId' | 'oneTimeCents';

const toInput = (stageId: string | undefined) => (text: Record<Key, string>) => ({
  name: text.name,
  clientId: text.clientId || undefined,
  ...(text.oneTimeCents.trim() ? { oneTimeCents: parseMoneyToCents(text.oneTimeCents) ?? Number.NaN } : {}),
  ...(stageId ? { stageId } : {}),
});

/** Quick add: name, client and value → a new deal in the given stage (the first open one by default). */
export function QuickAddForm({
  stageId,
  onDone,
  onCancel,
  autoFocus = true,
}: {
  stageId?: string;
  onDone: (id: string) => void;
  onCancel: () => void;
  autoFocus?: boolean;
}) {
  const [client, setClient] = useState<ClientChoice | null>(null);
  const form = useZodForm(QuickAddInput, { name: '', clientId: '', oneTimeCents: '' }, { toInput: toInput(stageId) });
  const create = useCreateOpportunity({ errorToast: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const { focusFirst } = form;
  // The form opens on the person's own click: the name is what they type first.
  useEffect(() => {
    if (autoFocus) focusFirst(['name']);
  }, [autoFocus, focusFirst]);

  const submit = async () => {
    const body = await form.submit();
    if (!body) return;
    setServerError(null);
    create.mutate(body, {
      onSuccess: (deal) => {
        analytics.track('opportunity_created', {});
        toast.success(PIPELINE_COPY.created(deal.name));
        onDone(deal.id);
      },
      onError: (error) => {
        if (!form.showServerErrors(error)) setServerError(error.message);
      },
    });
  };

  return (
    <form
      aria-label="New opportunity"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label="Name" error={form.errors.name}>
        {(control) => <Input {...control} {...form.field('name')} placeholder="Firewall refresh" />}
      </Field>
      <Field label="Client" error={form.errors.clientId}>
        {(control) => (
          <ClientPicker
            id={control.id}
            label="Client"
            hasPrefix={false}
            value={client}
            invalid={Boolean(form.errors.clientId)}
            onChange={(next) => {
              setClient(next);
              form.set('clientId', next?.id ?? '');
            }}
          />
        )}
      </Field>
      <Field
        label="One-time value"
        hint="Optional; a linked quote's totals replace it."
        error={form.errors.oneTimeCents}
      >
        {(control) => <Input {...control} {...form.field('oneTimeCents')} inputMode="decimal" placeholder="0.00" />}
      </Field>
      {serverError && (
        <p role="alert" className="text-[13px] text-destructive">
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={create.isPending}>
          Add
        </Button>
      </div>
    </form>
  );
}
