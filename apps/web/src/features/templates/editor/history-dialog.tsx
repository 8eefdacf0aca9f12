import {
  type ComparisonTotal,
  formatHours,
  formatMoney,
  formatPercentBps,
  type LineChange,
  listFields,
  TEMPLATE_SCREEN_COPY as COPY,
} from '@scopewright/domain';
import { History, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { useTemplateVersion, useTemplateVersions } from '@/data/templates';
import { compareTemplateVersions } from './template-diff';

const CHANGE_STYLES: Record<LineChange['change'], string> = {
  added: 'text-emerald-700 dark:text-emerald-300',
  removed: 'text-destructive',
  changed: 'text-sky-700 dark:text-sky-300',
};

export interface HistoryDialogProps {
  templateId: string;
  currentVersion: number;
  currency: string;
  /** Offered when the viewer may change the template. */
  onRestore?: (version: number) => Promise<unknown>;
  isRestoring: boolean;
  /** The editor holds unsaved changes a restore would replace. */
  isDirty: boolean;
  onClose: () => void;
}

/**
 * Every saved version, newest first; pick one to read what changed in it (against the version before it, or
 * against the current one) as the quote wizard's version comparison shows it, and restore it as the next version.
 */
export function HistoryDialog({
  templateId,
  currentVersion,
  currency,
  onRestore,
  isRestoring,
  isDirty,
  onClose,
}: HistoryDialogProps) {
  const id = useId();
  const versions = useTemplateVersions(templateId);
  const [selected, setSelected] = useState(currentVersion);
  const [against, setAgainst] = useState<'previous' | 'current'>('previous');
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const from = against === 'previous' || selected === currentVersion ? selected - 1 : selected;
  const to = against === 'previous' || selected === currentVersion ? selected : currentVersion;

  const restore = () =>
    onRestore &&
    setConfirm({
      title: COPY.restoreTitle(selected),
      description: `${COPY.restoreDescription(selected, currentVersion + 1)}${isDirty ? ` ${COPY.restoreDirty}` : ''}`,
      confirmLabel: COPY.restore(selected),
      tone: 'default',
      onConfirm: () => onRestore(selected),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && !isRestoring && onClose()}>
      <DialogContent className="flex max-h-[92dvh] max-w-4xl flex-col gap-4 overflow-hidden p-4 sm:p-6">
        <div className="pr-6">
          <DialogTitle className="flex items-center gap-2">
            <History className="size-4 text-muted-foreground" aria-hidden /> {COPY.historyTitle}
          </DialogTitle>
          <DialogDescription className="mt-1">{COPY.historyDescription}</DialogDescription>
        </div>
        <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto md:grid-cols-[15rem_minmax(0,1fr)] md:overflow-visible">
          <fieldset className="min-w-0 md:min-h-0 md:overflow-y-auto">
            <legend className="sr-only">{COPY.historyTitle}</legend>
            {versions.isPending ? (
              <div className="grid gap-1.5">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-12" />
                ))}
              </div>
            ) : versions.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {versions.error.message}
              </p>
            ) : (
              <ul className="divide-y rounded-lg border" data-testid="template-versions">
                {versions.data.versions.map((entry) => (
                  <li key={entry.version}>
                    <label
                      className={cn(
                        'flex cursor-pointer items-start gap-2.5 px-3 py-2 text-sm hover:bg-accent has-[:focus-visible]:bg-accent',
                        entry.version === selected && 'bg-brand-soft/60 hover:bg-brand-soft/60',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-version`}
                        className="mt-1 size-4 shrink-0 accent-primary"
                        checked={entry.version === selected}
                        onChange={() => setSelected(entry.version)}
                      />
                      <span className="sr-only">
                        {[
                          COPY.version(entry.version),
                          entry.version === currentVersion ? COPY.historyCurrent : null,
                          formatTimestamp(entry.createdAt),
                          COPY.historyBy(entry.createdByName),
                        ]
                          .filter(Boolean)
                          .join(', ')}
                      </span>
                      <span className="min-w-0" aria-hidden>
                        <span className="flex items-center gap-1.5 font-medium">
                          {COPY.version(entry.version)}
                          {entry.version === currentVersion && (
                            <span className="rounded-full bg-muted px-1.5 text-[11px] font-normal text-muted-foreground">
                              {COPY.historyCurrent}
                            </span>
                          )}
                        </span>
                        <span className="block text-xs text-muted-foreground">
                          <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
                        </span>
                        <span className="block truncate text-xs text-muted-foreground">
                          {COPY.historyBy(entry.createdByName)}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flex min-w-0 flex-col gap-3 md:min-h-0 md:overflow-y-auto">
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="grid gap-1">
                <label htmlFor={`${id}-against`} className="text-xs text-muted-foreground">
                  {COPY.compareLabel}
                </label>
                <NativeSelect
                  id={`${id}-against`}
                  className="h-9 w-56"
                  value={selected === currentVersion ? 'previous' : against}
                  disabled={selected === currentVersion}
                  onChange={(event) => setAgainst(event.target.value as 'previous' | 'current')}
                >
                  <option value="previous">{COPY.comparePrevious}</option>
                  <option value="current">{COPY.compareCurrent}</option>
                </NativeSelect>
              </div>
              {onRestore && selected !== currentVersion && (
                <Button variant="outline" onClick={restore} disabled={isRestoring}>
                  <RotateCcw aria-hidden /> {COPY.restore(selected)}
                </Button>
              )}
            </div>
            {from < 1 ? (
              <p className="text-sm text-muted-foreground">{COPY.firstVersion}</p>
            ) : (
              <VersionDiff templateId={templateId} from={from} to={to} currency={currency} />
            )}
          </div>
        </div>
        <ConfirmDialog request={confirm} isBusy={isRestoring} onClose={() => setConfirm(null)} />
      </DialogContent>
    </Dialog>
  );
}

function VersionDiff({
  templateId,
  from,
  to,
  currency,
}: {
  templateId: string;
  from: number;
  to: number;
  currency: string;
}) {
  const before = useTemplateVersion(templateId, from);
  const after = useTemplateVersion(templateId, to);
  if (before.isError || after.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {(before.error ?? after.error)?.message}
      </p>
    );
  if (!before.data || !after.data)
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-32" />
        <Skeleton className="h-24" />
      </div>
    );
  const changes = compareTemplateVersions(before.data, after.data);
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, currency));
  const nothing =
    changes.details.length === 0 &&
    changes.scaling.length === 0 &&
    changes.content.lines.length === 0 &&
    changes.content.sections.length === 0;
  return (
    <div className="flex flex-col gap-4" data-testid="version-comparison">
      <h3 className="text-sm font-semibold tabular-nums">{COPY.compareHeading(from, to)}</h3>
      {nothing && <p className="text-sm text-muted-foreground">{COPY.noDifferences}</p>}
      <Sentences heading={COPY.detailsChanges} items={changes.details} />
      <Sentences heading={COPY.diffScalingHeading} items={changes.scaling} />
      {changes.content.sections.length > 0 && (
        <section className="grid gap-1.5">
          <h4 className="text-xs font-semibold text-muted-foreground uppercase">{COPY.diffSectionsHeading}</h4>
          <ul className="divide-y rounded-lg border text-sm">
            {changes.content.sections.map((section) => (
              <li key={`${section.change}-${section.key}`} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
                <span className={cn('w-20 shrink-0 text-xs font-semibold uppercase', CHANGE_STYLES[section.change])}>
                  {COPY.changeLabels[section.change]}
                </span>
                <span className="min-w-0 flex-1 font-medium">{section.name}</span>
                {section.fields.length > 0 && (
                  <span className="text-xs text-muted-foreground">{listFields(section.fields)}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {changes.content.lines.length > 0 && (
        <section className="grid gap-1.5">
          <h4 className="text-xs font-semibold text-muted-foreground uppercase">{COPY.diffLinesHeading}</h4>
          <ul className="divide-y rounded-lg border text-sm">
            {changes.content.lines.map((line) => (
              <li
                key={`${line.change}-${line.key}`}
                className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-3 py-2"
              >
                <span
                  className={cn(
                    'w-full text-xs font-semibold uppercase sm:w-20 sm:shrink-0',
                    CHANGE_STYLES[line.change],
                  )}
                >
                  {COPY.changeLabels[line.change]}
                </span>
                <span className="min-w-[10rem] flex-1">
                  <span className="font-medium">{line.name}</span>
                  <span className="text-muted-foreground"> · {line.sectionName}</span>
                  {line.fields.length > 0 && (
                    <span className="block text-xs text-muted-foreground">{listFields(line.fields)}</span>
                  )}
                </span>
                <span className="ml-auto whitespace-nowrap text-muted-foreground tabular-nums">
                  {money(line.beforeNetCents)} → <span className="text-foreground">{money(line.afterNetCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <table className="w-full text-sm">
        <thead className="text-xs text-muted-foreground">
          <tr className="border-b">
            <th className="py-1.5 text-left font-medium">{COPY.totalColumn}</th>
            <th className="py-1.5 text-right font-medium">{COPY.version(from)}</th>
            <th className="py-1.5 text-right font-medium">{COPY.version(to)}</th>
          </tr>
        </thead>
        <tbody>
          {changes.content.totals.map((row) => (
            <tr key={row.key} className="border-b last:border-b-0">
              <th scope="row" className="py-1.5 text-left font-normal">
                {row.label}
              </th>
              <td className="py-1.5 pl-3 text-right tabular-nums">{formatTotal(row, row.before, currency)}</td>
              <td className={cn('py-1.5 pl-3 text-right tabular-nums', row.before !== row.after && 'font-semibold')}>
                {formatTotal(row, row.after, currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Sentences({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-1.5">
      <h4 className="text-xs font-semibold text-muted-foreground uppercase">{heading}</h4>
      <ul className="list-disc space-y-0.5 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function formatTotal(row: ComparisonTotal, value: number, currency: string): string {
  if (row.unit === 'minutes') return formatHours(value);
  if (row.unit === 'bps') return formatPercentBps(value);
  return formatMoney(value, currency);
}
