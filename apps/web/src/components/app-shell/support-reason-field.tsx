import { WORKSPACE_SUPPORT_COPY as COPY, SUPPORT_REASON_MAX } from '@scopewright/domain';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** The reason a super admin gives for a support action (kept in the audit log), below the action's own fields. */
export function SupportReasonField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (reason: string) => void;
}) {
  return (
    <Field label={COPY.reasonLabel} hint={COPY.reasonHint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          name="reason"
          required
          maxLength={SUPPORT_REASON_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
