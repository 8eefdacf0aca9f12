import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useResendEmail, type EmailLogScope } from '@/data/email-logs';
import { EMAIL_ANALYTICS_COPY as COPY } from './email-analytics-copy';

/**
 * Resends a failed email (docs/product-rules.md#email-log): a new log row linked to it. A refusal shows the API's words verbatim ("Can only
 * resend failed emails", "Cannot resend direct HTML emails - original content not stored", …) as the error toast.
 */
export function ResendEmailButton({
  scope,
  id,
  recipient,
  size = 'sm',
  disabled,
  onResent,
}: {
  scope: EmailLogScope;
  id: string;
  recipient: string;
  size?: 'sm' | 'default';
  disabled?: boolean;
  onResent?: (newId: string) => void;
}) {
  const resend = useResendEmail(scope);
  return (
    <Button
      variant="outline"
      size={size}
      disabled={disabled || resend.isPending}
      aria-label={COPY.resendLabel(recipient)}
      onClick={() =>
        resend.mutate(id, {
          onSuccess: (result) => {
            toast.success(COPY.resent(recipient));
            onResent?.(result.emailLog.id);
          },
        })
      }
    >
      <RotateCcw aria-hidden />
      {resend.isPending ? COPY.resending : COPY.resend}
    </Button>
  );
}
