import { appLinks, AI_SCOPING_COPY as COPY } from '@scopewright/domain';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import { describeApiError } from '@/lib/mutation-error-toast';

const PLAN_CODES = new Set(['FORBIDDEN', 'LIMIT_EXCEEDED']);

/** Why a generation failed: the plan (upgrade), or the network / server (try again). 422s sit under the field. */
export function ScopeErrorNotice({
  error,
  isAdmin,
  onRetry,
}: {
  error: ApiError;
  isAdmin: boolean;
  onRetry: () => void;
}) {
  const isPlan = PLAN_CODES.has(error.code) || error.status === 403;
  return (
    <div
      role="alert"
      data-testid="ai-scoping-error"
      className="mx-4 mb-4 flex flex-col gap-2 rounded-lg border border-amber-500/40 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:mx-5 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex gap-2.5">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {isPlan ? error.message : describeApiError(error)}
          {isPlan && !isAdmin && <> {COPY.askAdmin}</>}
        </span>
      </p>
      {isPlan && isAdmin && (
        <Link to={appLinks.billing()} className="shrink-0 pl-6.5 font-medium underline underline-offset-4 sm:pl-0">
          {COPY.upgradeLink}
        </Link>
      )}
      {!isPlan && (
        <Button variant="outline" size="sm" className="shrink-0" onClick={onRetry}>
          {COPY.retry}
        </Button>
      )}
    </div>
  );
}
