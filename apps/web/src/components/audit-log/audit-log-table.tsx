import {
  AUDIT_ACTOR_KIND_LABELS,
  AUDIT_LOG_COPY as COPY,
  auditChangeRows,
  formatAuditActor,
  type AuditActorKind,
} from '@scopewright/domain';
import { ChevronRight, Filter } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AuditLogEntry } from '@/data/audit-log';
import { formatRelativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import type { AuditLogView } from './audit-log-params';

// A table from md up; below it each entry is a stacked card (the phone layout).
const T = {
  th: 'px-3 py-2.5 font-medium first:pl-4 last:pr-5',
  cell: 'px-3 py-2.5 align-top first:pl-4 last:pr-5',
};

const exactFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

function When({ at }: { at: string }) {
  return (
    <time dateTime={at} title={exactFormat.format(new Date(at))} className="whitespace-nowrap tabular-nums">
      {formatRelativeTime(at)}
    </time>
  );
}

/** A badge for every actor but a workspace member (the usual case reads plain). */
function KindBadge({ kind }: { kind: AuditActorKind }) {
  if (kind === 'user') return null;
  return (
    <Badge variant={kind === 'super_admin' ? 'default' : 'muted'} data-testid="audit-actor-kind">
      {AUDIT_ACTOR_KIND_LABELS[kind]}
    </Badge>
  );
}

function Actor({ entry }: { entry: AuditLogEntry }) {
  const label = formatAuditActor(entry.actor);
  const showsKind = entry.actor.label !== null;
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="truncate" title={label}>
        {label}
      </span>
      {showsKind && <KindBadge kind={entry.actor.kind} />}
    </span>
  );
}

const targetText = (entry: AuditLogEntry) => entry.target?.label ?? entry.target?.id ?? COPY.noTarget;

const workspaceText = (entry: AuditLogEntry) =>
  entry.tenant ? (entry.tenant.name ?? COPY.unknownWorkspace) : COPY.platformWide;

/** Every changed field, before → after (a secret says only that it changed). */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const rows = auditChangeRows(changes);
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{COPY.noChanges}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px]" data-testid="audit-changes">
        <caption className="sr-only">{COPY.fields.changes}</caption>
        <thead className="text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {COPY.field}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {COPY.before}
            </th>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">→ </span>
              {COPY.after}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border/60">
          {rows.map((row) => (
            <tr key={row.field}>
              <th scope="row" className="py-1.5 pr-3 text-left align-top font-medium whitespace-nowrap">
                {row.field}
              </th>
              {row.secret ? (
                <td colSpan={2} className="py-1.5 text-muted-foreground italic">
                  {COPY.secretChanged}
                </td>
              ) : (
                <>
                  <td className="py-1.5 pr-3 align-top break-all text-muted-foreground line-through decoration-muted-foreground/50">
                    {row.before}
                  </td>
                  <td className="py-1.5 align-top break-all">
                    <span aria-hidden className="mr-1.5 text-muted-foreground">
                      →
                    </span>
                    {row.after}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{term}</dt>
      <dd className="text-[13px] break-words">{children}</dd>
    </div>
  );
}

/** What a row opens onto: the changes, why, from where, and links to narrow the log to its target or workspace. */
function EntryDetail({
  entry,
  isPlatform,
  onFilter,
}: {
  entry: AuditLogEntry;
  isPlatform: boolean;
  onFilter: (change: Partial<AuditLogView>) => void;
}) {
  const hasMetadata = Object.keys(entry.metadata).length > 0;
  const target = entry.target;
  return (
    <div className="grid min-w-0 gap-4" data-testid="audit-entry-detail">
      <section className="grid gap-1.5">
        <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{COPY.fields.changes}</h3>
        <AuditChanges changes={entry.changes} />
      </section>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {entry.reason && <Item term={COPY.fields.reason}>{entry.reason}</Item>}
        <Item term={COPY.fields.exactTime}>
          <span className="tabular-nums">{entry.occurredAt}</span>
        </Item>
        <Item term={COPY.fields.action}>
          <code className="text-xs">{entry.action}</code>
        </Item>
        <Item term={COPY.fields.ip}>{entry.ip ?? '—'}</Item>
        <Item term={COPY.fields.userAgent}>{entry.userAgent ?? '—'}</Item>
        <Item term={COPY.fields.requestId}>
          {entry.requestId ? <code className="text-xs break-all">{entry.requestId}</code> : '—'}
        </Item>
      </dl>
      {hasMetadata && (
        <section className="grid gap-1.5">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {COPY.fields.metadata}
          </h3>
          <pre className="max-h-48 overflow-auto rounded-md bg-muted/60 p-2 text-xs whitespace-pre-wrap">
            {JSON.stringify(entry.metadata, null, 2)}
          </pre>
        </section>
      )}
      {(target?.id || (isPlatform && entry.tenant)) && (
        <div className="flex flex-wrap gap-2">
          {target?.id && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onFilter({ targetType: target.type, targetId: target.id ?? undefined })}
            >
              <Filter aria-hidden /> {COPY.filterTarget}
            </Button>
          )}
          {isPlatform && entry.tenant && (
            <Button variant="outline" size="sm" onClick={() => onFilter({ tenantId: entry.tenant?.id })}>
              <Filter aria-hidden /> {COPY.filterWorkspace}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function ExpandButton({
  entry,
  open,
  controls,
  onToggle,
  className,
  children,
}: {
  entry: AuditLogEntry;
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size={children ? 'sm' : 'icon-sm'}
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={children ? undefined : COPY.expand(entry.actionLabel)}
      onClick={onToggle}
    >
      <ChevronRight
        className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-90')}
        aria-hidden
      />
      {children}
    </Button>
  );
}

/** The entries, newest first: a dense table (stacked cards on phones) whose rows open onto their details. */
export function AuditLogTable({
  entries,
  isPlatform,
  onFilter,
}: {
  entries: AuditLogEntry[];
  isPlatform: boolean;
  onFilter: (change: Partial<AuditLogView>) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (entryId: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(entryId)) next.add(entryId);
      return next;
    });
  const columns = isPlatform ? 7 : 6;
  return (
    <>
      <ul className="divide-y md:hidden" aria-label={COPY.tableCaption}>
        {entries.map((entry) => {
          const isOpen = open.has(entry.id);
          const detailId = `${id}-card-${entry.id}`;
          return (
            <li key={entry.id} className="grid gap-1.5 px-4 py-3.5" data-testid="audit-log-card">
              <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
                <When at={entry.occurredAt} />
                {entry.ip && <span className="truncate tabular-nums">{entry.ip}</span>}
              </div>
              <p className="text-sm font-medium">{entry.actionLabel}</p>
              <div className="text-[13px] text-muted-foreground">
                <Actor entry={entry} />
              </div>
              {entry.target && <p className="text-[13px] break-words">{targetText(entry)}</p>}
              {isPlatform && <p className="text-xs text-muted-foreground">{workspaceText(entry)}</p>}
              <div>
                <ExpandButton
                  entry={entry}
                  open={isOpen}
                  controls={detailId}
                  onToggle={() => toggle(entry.id)}
                  className="-ml-2"
                >
                  {COPY.showDetails}
                </ExpandButton>
              </div>
              {isOpen && (
                <div id={detailId} className="rounded-lg border bg-muted/20 p-3">
                  <EntryDetail entry={entry} isPlatform={isPlatform} onFilter={onFilter} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm" data-testid="audit-log-table">
          <caption className="sr-only">{COPY.tableCaption}</caption>
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={cn(T.th, 'w-10')}>
                <span className="sr-only">{COPY.columns.details}</span>
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.time}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.actor}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.action}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.target}
              </th>
              {isPlatform && (
                <th scope="col" className={T.th}>
                  {COPY.columns.workspace}
                </th>
              )}
              <th scope="col" className={cn(T.th, 'max-lg:hidden')}>
                {COPY.columns.ip}
              </th>
            </tr>
          </thead>
          {entries.map((entry) => {
            const isOpen = open.has(entry.id);
            const detailId = `${id}-row-${entry.id}`;
            return (
              // One tbody per entry: the row and its details stay together.
              <tbody key={entry.id} className="border-b last:border-b-0">
                <tr
                  className={cn('cursor-pointer hover:bg-accent/50', isOpen && 'bg-accent/30')}
                  data-testid="audit-log-row"
                  // The chevron is the row's keyboard control; a click anywhere else on the row does the same.
                  onClick={(event) => {
                    if (!(event.target as HTMLElement).closest('button,a')) toggle(entry.id);
                  }}
                >
                  <td className={cn(T.cell, 'py-1.5')}>
                    <ExpandButton entry={entry} open={isOpen} controls={detailId} onToggle={() => toggle(entry.id)} />
                  </td>
                  <td className={cn(T.cell, 'w-32 text-muted-foreground')}>
                    <When at={entry.occurredAt} />
                  </td>
                  <td className={cn(T.cell, 'max-w-64')}>
                    <Actor entry={entry} />
                  </td>
                  <td className={cn(T.cell, 'min-w-48 font-medium')}>{entry.actionLabel}</td>
                  <td className={cn(T.cell, 'max-w-56 truncate')} title={entry.target ? targetText(entry) : undefined}>
                    {targetText(entry)}
                  </td>
                  {isPlatform && (
                    <td className={cn(T.cell, 'max-w-44 truncate text-muted-foreground')}>{workspaceText(entry)}</td>
                  )}
                  <td className={cn(T.cell, 'whitespace-nowrap text-muted-foreground tabular-nums max-lg:hidden')}>
                    {entry.ip ?? '—'}
                  </td>
                </tr>
                {isOpen && (
                  <tr id={detailId}>
                    <td colSpan={columns} className="bg-muted/20 px-5 py-4 pl-14">
                      <EntryDetail entry={entry} isPlatform={isPlatform} onFilter={onFilter} />
                    </td>
                  </tr>
                )}
              </tbody>
            );
          })}
        </table>
      </div>
    </>
  );
}
