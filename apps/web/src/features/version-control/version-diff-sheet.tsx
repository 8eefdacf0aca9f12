import { VERSION_CONTROL_COPY as COPY } from '@scopewright/domain';
import { Minus, PencilLine, Plus, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog, type ConfirmRequest } from '@/components/forms/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import {
  useRestoreVersion,
  useVersionDetail,
  type VersionDiff,
  type VersionFieldChange,
  type VersionItem,
} from '@/data/version-control';
import { formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { LoadErrorNotice } from '@/components/feature-notice';

type Change = VersionFieldChange['change'];

const CHANGE_STYLES: Record<Change, string> = {
  added: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200',
  removed: 'border-destructive/30 bg-destructive/10 text-destructive',
  changed: 'border-sky-600/30 bg-sky-50 text-sky-800 dark:bg-sky-950/40 dark:text-sky-200',
};
const CHANGE_ICONS: Record<Change, typeof Plus> = { added: Plus, removed: Minus, changed: PencilLine };

/** The kind of change in words, with an icon and its colour: never colour alone. */
function ChangeLabel({ change }: { change: Change }) {
  const Icon = CHANGE_ICONS[change];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
        CHANGE_STYLES[change],
      )}
    >
      <Icon className="size-3" aria-hidden />
      {COPY.changeLabels[change]}
    </span>
  );
}

/** A value before and after: the old one struck through in red, the new one in green, each labelled. */
function BeforeAfter({ before, after }: { before: string | null; after: string | null }) {
  return (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1 tabular-nums">
      {before !== null && (
        <span className="text-destructive">
          <span className="sr-only">{COPY.beforeLabel}: </span>
          <del>{before}</del>
        </span>
      )}
      {before !== null && after !== null && <span aria-hidden>→</span>}
      {after !== null && (
        <span className="text-emerald-700 dark:text-emerald-300">
          <span className="sr-only">{COPY.afterLabel}: </span>
          <ins className="no-underline">{after}</ins>
        </span>
      )}
      {before === null && after === null && <span className="text-muted-foreground">{COPY.empty}</span>}
    </span>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

function FieldsTable({ fields, caption }: { fields: VersionFieldChange[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-[13px]" data-testid="version-fields">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {COPY.fieldLabel}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {COPY.beforeLabel}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {COPY.afterLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {fields.map((field) => (
            <tr key={field.field} className="align-top">
              <th scope="row" className="px-3 py-2 text-left font-medium">
                <span className="grid gap-1">
                  <span className="first-letter:uppercase">{field.label}</span>
                  <ChangeLabel change={field.change} />
                </span>
              </th>
              <td className="px-3 py-2 break-words whitespace-pre-wrap text-destructive">
                {field.before === null ? (
                  <span className="text-muted-foreground">{COPY.empty}</span>
                ) : (
                  <del>{field.before}</del>
                )}
              </td>
              <td className="px-3 py-2 break-words whitespace-pre-wrap text-emerald-700 dark:text-emerald-300">
                {field.after ?? <span className="text-muted-foreground">{COPY.empty}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ContentDiff({ diff }: { diff: VersionDiff }) {
  const nothing =
    diff.notes.length === 0 && diff.sections.length === 0 && diff.lines.length === 0 && diff.fields.length === 0;
  return (
    <div className="grid gap-5">
      {diff.compared && (
        <p className="text-[13px] text-muted-foreground">
          {diff.compared.before
            ? COPY.comparedWith(diff.compared.before, diff.compared.after)
            : COPY.firstVersion(diff.compared.after)}
        </p>
      )}
      {nothing && (
        <p className="text-sm text-muted-foreground">{diff.compared ? COPY.noDifferences : COPY.noFieldChanges}</p>
      )}
      {diff.notes.length > 0 && (
        <Section title={COPY.notesHeading}>
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {diff.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Section>
      )}
      {diff.sections.length > 0 && (
        <Section title={COPY.sectionsHeading}>
          <ul className="grid gap-2" data-testid="version-sections">
            {diff.sections.map((section) => (
              <li key={section.key} className="flex flex-wrap items-center gap-2 text-sm">
                <ChangeLabel change={section.change} />
                <span className="font-medium">{section.name}</span>
                {section.fields.length > 0 && (
                  <span className="text-muted-foreground">({section.fields.join(', ')})</span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {diff.lines.length > 0 && (
        <Section title={COPY.linesHeading}>
          <ul className="grid gap-2" data-testid="version-lines">
            {diff.lines.map((line) => (
              <li key={line.key} className="grid gap-2 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <ChangeLabel change={line.change} />
                  <span className="min-w-0 font-medium break-words">{line.name}</span>
                  <span className="text-xs text-muted-foreground">{COPY.inSection(line.sectionName)}</span>
                </div>
                {line.fields.length > 0 && (
                  <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-[13px]">
                    {line.fields.map((field) => (
                      <div key={field.field} className="contents">
                        <dt className="text-muted-foreground first-letter:uppercase">{field.label}</dt>
                        <dd className="min-w-0 break-words">
                          <BeforeAfter before={field.before} after={field.after} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                {(line.beforeNet !== null || line.afterNet !== null) && line.beforeNet !== line.afterNet && (
                  <p className="flex flex-wrap items-baseline gap-2 text-[13px]">
                    <span className="text-muted-foreground">{COPY.netLabel}</span>
                    <BeforeAfter before={line.beforeNet} after={line.afterNet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {diff.fields.length > 0 && (
        <Section title={COPY.fieldsHeading}>
          <FieldsTable fields={diff.fields} caption={COPY.fieldsHeading} />
        </Section>
      )}
      {diff.totals.length > 0 && (
        <Section title={COPY.totalsHeading}>
          <div className="overflow-x-auto rounded-md border">
            <table className="w-full text-[13px]" data-testid="version-totals">
              <caption className="sr-only">{COPY.totalsHeading}</caption>
              <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {COPY.figureLabel}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {COPY.beforeLabel}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {COPY.afterLabel}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y tabular-nums">
                {diff.totals.map((total) => (
                  <tr key={total.key} className={cn(!total.changed && 'text-muted-foreground')}>
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      {total.label}
                      {!total.changed && <span className="sr-only"> ({COPY.unchanged})</span>}
                    </th>
                    <td className="px-3 py-2 text-right">{total.before}</td>
                    <td className={cn('px-3 py-2 text-right', total.changed && 'font-semibold text-foreground')}>
                      {total.after}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      )}
    </div>
  );
}

function Header({ item }: { item: VersionItem }) {
  const who = item.actor?.name || item.actor?.email || COPY.system;
  return (
    <div className="grid gap-1.5">
      <p className="text-base font-semibold break-words">{item.summary}</p>
      <p className="flex flex-wrap items-center gap-2 text-[13px] text-muted-foreground">
        <Badge variant="outline">{COPY.kindBadges[item.kind]}</Badge>
        {item.object.link ? (
          <Link
            to={item.object.link}
            className="rounded-sm text-brand-ink underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {item.object.label}
          </Link>
        ) : (
          <span>{item.object.label}</span>
        )}
      </p>
      <p className="text-xs text-muted-foreground">
        {COPY.by(who)} · <time dateTime={item.at}>{formatTimestamp(item.at)}</time>
      </p>
    </div>
  );
}

/** The restore button of a restorable version: asks first, then restores through the object's own route. */
function RestoreButton({ item, onRestored }: { item: VersionItem; onRestored: () => void }) {
  const restore = useRestoreVersion();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const target = item.restorable;
  if (!target) return null;
  const ask = () =>
    setConfirm({
      title: COPY.restoreTitle(item.object.label),
      description:
        target.type === 'quote'
          ? COPY.restoreQuoteBody(target.versionNo, target.currentVersionNo)
          : COPY.restoreTemplateBody(target.versionNo, target.currentVersionNo),
      confirmLabel: COPY.restoreConfirm,
      busyLabel: COPY.restoring,
      tone: 'default',
      onConfirm: async () => {
        const newVersion = await restore.mutateAsync(target);
        toast.success(COPY.restored(item.object.label, newVersion));
        onRestored();
      },
    });
  return (
    <>
      <Button onClick={ask} className="w-full sm:w-auto">
        <RotateCcw aria-hidden />
        {COPY.restore}
      </Button>
      <ConfirmDialog request={confirm} isBusy={restore.isPending} onClose={() => setConfirm(null)} />
    </>
  );
}

/** One change in a side panel: who, what, on which object, its readable diff, and restore where it applies. */
export function VersionDiffSheet({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const detail = useVersionDetail(itemId);
  return (
    <Sheet open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        closeLabel={COPY.close}
        className="w-[min(44rem,100vw)] gap-4 pt-4"
        data-testid="version-diff"
      >
        <div className="px-5 pr-14">
          <SheetTitle>{COPY.diffTitle}</SheetTitle>
          <SheetDescription>{detail.data?.item.summary ?? COPY.diffLoading}</SheetDescription>
        </div>
        {detail.isPending ? (
          <div role="status" aria-busy="true" aria-label={COPY.diffLoading} className="grid gap-3 px-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : detail.isError ? (
          <LoadErrorNotice error={detail.error} say={COPY.diffFailed} onRetry={() => void detail.refetch()} />
        ) : (
          <>
            <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 pb-4">
              <Header item={detail.data.item} />
              <ContentDiff diff={detail.data.diff} />
            </div>
            {detail.data.item.restorable && (
              <div className="border-t px-5 py-3">
                <RestoreButton item={detail.data.item} onRestored={onClose} />
              </div>
            )}
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
