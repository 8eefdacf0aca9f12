import { appLinks, QUOTE_LIST_COPY } from '@scopewright/domain';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';

/**
 * The upgrade prompt (docs/product-rules.md#tiers-and-limits): why new quotes cannot be
 * created, with the way to Billing for admins, or who to ask for everyone else.
 */
export function QuotePlanNotice({ message, isAdmin }: { message: string; isAdmin: boolean }) {
  return (
    <div
      role="status"
      data-testid="quote-plan-notice"
      className="flex flex-col gap-2 rounded-lg border border-amber-500/40 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex gap-2.5">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {message}
          {!isAdmin && <> {QUOTE_LIST_COPY.askAdminToUpgrade}</>}
        </span>
      </p>
      {isAdmin && (
        <Link
          to={appLinks.billing()}
          className="shrink-0 pl-6.5 font-medium underline underline-offset-4 hover:no-underline sm:pl-0"
        >
          {QUOTE_LIST_COPY.upgradeLink}
        </Link>
      )}
    </div>
  );
}
