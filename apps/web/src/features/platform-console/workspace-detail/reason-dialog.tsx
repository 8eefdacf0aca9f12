import { WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { SupportReasonField } from '@/components/app-shell/support-reason-field';
import { FormDialog } from '@/components/forms/form-dialog';

/**
 * The confirm dialog of every console action: what happens, the action's own fields, the required reason, and the
 * server's refusal inline with its request id.
 */
export function ReasonDialog({
  reason,
  reasonError,
  onReasonChange,
  children,
  ...dialog
}: Omit<Parameters<typeof FormDialog>[0], 'cancelLabel' | 'children'> & {
  reason: string;
  reasonError?: string;
  onReasonChange: (reason: string) => void;
  children?: ReactNode;
}) {
  return (
    <FormDialog {...dialog} cancelLabel={COPY.cancel}>
      {children}
      <SupportReasonField value={reason} error={reasonError} onChange={onReasonChange} />
    </FormDialog>
  );
}
