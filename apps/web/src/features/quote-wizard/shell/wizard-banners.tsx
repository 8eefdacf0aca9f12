import { type QuoteDetail, QUOTE_OUTCOME_COPY, WIZARD_COPY as COPY } from '@scopewright/domain';
import { CheckCircle2, Lock } from 'lucide-react';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Why the wizard is read-only (Revise, in the step bar, is the way forward), or the upgrade prompt. */
export function WizardBanners({ detail, canEdit }: { detail: QuoteDetail; canEdit: boolean }) {
  const access = useQuoteAccess();
  const { version } = detail;
  if (!canEdit) {
    return <QuotePlanNotice message={access.createRefusal?.message ?? COPY.readOnlyBanner} isAdmin={access.isAdmin} />;
  }
  if (!version.isFrozen) return null;
  if (version.status === 'accepted') {
    // A signed version is final: no "edit as new version" (the API refuses it with 409).
    return (
      <p
        role="status"
        data-testid="accepted-banner"
        className="flex gap-2.5 rounded-lg border border-emerald-600/25 bg-emerald-50 px-4 py-3 text-sm text-emerald-950 dark:bg-emerald-950/40 dark:text-emerald-100"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{QUOTE_OUTCOME_COPY.acceptedBanner(version.versionNo)}</span>
      </p>
    );
  }
  const sentAt = detail.versions.find((v) => v.versionNo === version.versionNo)?.sentAt ?? version.updatedAt;
  const text =
    version.status === 'declined'
      ? COPY.outcomeBanner('declined', version.versionNo)
      : version.status === 'expired'
        ? COPY.outcomeBanner(
            'expired',
            version.versionNo,
            detail.validUntil ? `on ${dayFormat.format(new Date(detail.validUntil))}` : '',
          )
        : COPY.sentBanner(version.versionNo, `on ${dateFormat.format(new Date(sentAt))}`);
  return (
    <div
      role="status"
      data-testid="sent-banner"
      data-status={version.status}
      className="flex flex-col gap-3 rounded-lg border border-sky-600/25 bg-sky-50 px-4 py-3 text-sm text-sky-950 sm:flex-row sm:items-center dark:bg-sky-950/40 dark:text-sky-100"
    >
      <p className="flex flex-1 gap-2.5">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{text}</span>
      </p>
    </div>
  );
}
