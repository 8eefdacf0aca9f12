import { formatMoney, type QuoteDetail, type QuoteTotals, WIZARD_COPY as COPY } from '@scopewright/domain';
import { GitCompare, History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CompareVersionsDialog } from './compare-versions-dialog';
import { useRestoreVersion } from '@/data/quotes';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SELECT =
  'h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring';

/** Every version with its totals and who made it; compare any two; restore one as a new draft. */
export function VersionHistoryPanel({
  detail,
  canEdit,
  liveTotals,
  flush,
}: {
  detail: QuoteDetail;
  canEdit: boolean;
  /** The current version's totals as edited (the history's figures are from when the quote loaded). */
  liveTotals: QuoteTotals;
  /** Saves pending edits first: restoring supersedes the current draft. */
  flush: () => Promise<unknown>;
}) {
  const versions = [...detail.versions].sort((a, b) => b.versionNo - a.versionNo);
  const current = detail.version.versionNo;
  const [from, setFrom] = useState(Math.max(1, current - 1));
  const [to, setTo] = useState(current);
  const [comparing, setComparing] = useState(false);
  const restore = useRestoreVersion(detail.id);
  const fromId = useId();
  const toId = useId();
  const { currency } = detail;

  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2 pb-3">
        <History className="size-4 text-muted-foreground" aria-hidden />
        <CardTitle>{COPY.versionHistory}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="divide-y rounded-lg border" data-testid="version-list">
          {versions.map((version) => (
            <li key={version.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
              <span className="w-8 font-semibold tabular-nums">v{version.versionNo}</span>
              <QuoteStatusBadge status={version.status} />
              <span className="min-w-0 flex-1 text-[13px] text-muted-foreground">
                {version.createdBy?.name ?? 'Someone'} · {when.format(new Date(version.createdAt))}
              </span>
              <span className="text-[13px] tabular-nums">
                {formatMoney(
                  version.versionNo === current ? liveTotals.oneTime.revenueCents : version.oneTimeTotalCents,
                  currency,
                )}
                {' · '}
                {formatMoney(version.versionNo === current ? liveTotals.mrrCents : version.mrrCents, currency, {
                  frequency: 'monthly',
                })}
              </span>
              {canEdit && version.versionNo !== current && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={restore.isPending}
                  onClick={() =>
                    void flush().then(() =>
                      restore.mutate(version.versionNo, {
                        onSuccess: () => toast.success(COPY.restored(version.versionNo)),
                      }),
                    )
                  }
                >
                  <RotateCcw aria-hidden /> {COPY.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
        {versions.length > 1 && (
          <div className="flex flex-wrap items-end gap-2">
            <VersionSelect id={fromId} label="From" versions={versions} value={from} onChange={setFrom} />
            <VersionSelect id={toId} label="To" versions={versions} value={to} onChange={setTo} />
            <Button variant="outline" disabled={from === to} onClick={() => setComparing(true)}>
              <GitCompare aria-hidden /> {COPY.compare}
            </Button>
          </div>
        )}
      </CardContent>
      {comparing && (
        <CompareVersionsDialog
          quoteId={detail.id}
          from={from}
          to={to}
          currency={currency}
          onClose={() => setComparing(false)}
        />
      )}
    </Card>
  );
}

function VersionSelect({
  id,
  label,
  versions,
  value,
  onChange,
}: {
  id: string;
  label: string;
  versions: readonly { id: string; versionNo: number }[];
  value: number;
  onChange: (versionNo: number) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select id={id} className={SELECT} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {versions.map((v) => (
          <option key={v.id} value={v.versionNo}>
            v{v.versionNo}
          </option>
        ))}
      </select>
    </div>
  );
}
