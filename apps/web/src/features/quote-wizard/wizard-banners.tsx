import { type QuoteDetail, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Lock } from 'lucide-react';
import { toast } from 'sonner';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { Button } from '@/components/ui/button';
import { describeApiError } from './describe-api-error';
import { useReviseQuote } from './wizard-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Why the wizard is read-only, and the way forward: a new version, or the upgrade prompt. */
export function WizardBanners({ detail, canEdit }: { detail: QuoteDetail; canEdit: boolean }) {
  const access = useQuoteAccess();
  const revise = useReviseQuote(detail.id);
  const { version } = detail;
  if (!canEdit) {
    return <QuotePlanNotice message={access.createRefusal?.message ?? COPY.readOnlyBanner} isAdmin={access.isAdmin} />;
  }
  if (!version.isFrozen) return null;
  const sentAt = detail.versions.find((v) => v.versionNo === version.versionNo)?.sentAt ?? version.updatedAt;
  return (
    <div
      role="status"
      data-testid="sent-banner"
      className="flex flex-col gap-3 rounded-lg border border-sky-600/25 bg-sky-50 px-4 py-3 text-sm text-sky-950 sm:flex-row sm:items-center dark:bg-sky-950/40 dark:text-sky-100"
    >
      <p className="flex flex-1 gap-2.5">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{COPY.sentBanner(version.versionNo, `on ${dateFormat.format(new Date(sentAt))}`)}</span>
      </p>
      <Button
        size="sm"
        disabled={revise.isPending}
        onClick={() =>
          revise.mutate(undefined, {
            onSuccess: () => toast.success(COPY.revisionCreated(version.versionNo + 1)),
            onError: (error) => toast.error(describeApiError(error)),
          })
        }
      >
        {COPY.editAsNewVersion(version.versionNo + 1)}
      </Button>
    </div>
  );
}
