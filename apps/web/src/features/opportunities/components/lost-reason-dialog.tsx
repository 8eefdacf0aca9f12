import { OPPORTUNITY_COPY, OPPORTUNITY_LIMITS } from '@scopewright/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useLossReasons, usePipelineSettings } from '@/data/pipeline';
import { PIPELINE_COPY } from '../pipeline-copy';

export interface LossChoice {
  lossReasonId: string | null;
  lossNote: string;
}

/** Moving a deal to a lost stage: the reason from the admin's list (required when the workspace says so). */
export function LostReasonDialog({
  dealName,
  initialNote = '',
  isBusy = false,
  onConfirm,
  onCancel,
}: {
  /** The deal being lost; null keeps the dialog closed. */
  dealName: string | null;
  /** The note to start from (the client's own reason when they declined the quote). */
  initialNote?: string;
  isBusy?: boolean;
  onConfirm: (choice: LossChoice) => void;
  onCancel: () => void;
}) {
  const isOpen = dealName !== null;
  const reasons = useLossReasons({ enabled: isOpen });
  const settings = usePipelineSettings({ enabled: isOpen });
  const isRequired = settings.data?.requireLossReason ?? true;
  const [reasonId, setReasonId] = useState('');
  const [note, setNote] = useState(initialNote.slice(0, OPPORTUNITY_LIMITS.lossNote));
  const [error, setError] = useState<string | null>(null);
  const current = (reasons.data ?? []).filter((reason) => !reason.retiredAt);

  const close = () => {
    setReasonId('');
    setNote('');
    setError(null);
    onCancel();
  };
  const confirm = () => {
    if (isRequired && !reasonId) return setError(OPPORTUNITY_COPY.lossReasonRequired);
    onConfirm({ lossReasonId: reasonId || null, lossNote: note.trim() });
    setReasonId('');
    setNote('');
    setError(null);
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      <DialogContent>
        <DialogTitle>{PIPELINE_COPY.lostTitle(dealName ?? '')}</DialogTitle>
        <DialogDescription>{PIPELINE_COPY.lostBody}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field
            label={isRequired ? PIPELINE_COPY.lossReason : PIPELINE_COPY.lossReasonOptional}
            error={error ?? undefined}
          >
            {(control) => (
              <NativeSelect
                {...control}
                value={reasonId}
                aria-required={isRequired}
                onChange={(event) => {
                  setReasonId(event.target.value);
                  setError(null);
                }}
              >
                <option value="">{reasons.isPending ? 'Loading reasons…' : 'Pick a reason'}</option>
                {current.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={PIPELINE_COPY.lossNote}>
            {(control) => (
              <textarea
                {...control}
                value={note}
                maxLength={OPPORTUNITY_LIMITS.lossNote}
                rows={3}
                onChange={(event) => setNote(event.target.value)}
                className="rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isBusy}>
              {PIPELINE_COPY.markLost}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
