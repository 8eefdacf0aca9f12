import {
  formatMoney,
  MSP_LIST_COPY as COPY,
  PRICING_CURRENCY,
  WORKSPACE_PLAN_LABELS,
  WORKSPACE_SORT_DEFAULT_DIR,
  WORKSPACE_STATE_LABELS,
  type WorkspaceSort,
} from '@scopewright/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import type { PlatformWorkspace } from '@/data/platform-workspaces';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import type { MspListView } from './msp-list-params';

const STATE_STYLE: Record<PlatformWorkspace['state'], string> = {
  trial: 'border-transparent bg-brand-soft text-brand-ink',
  paying: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  trial_expired: 'border-amber-300 text-amber-900 dark:border-amber-700 dark:text-amber-200',
  read_only: 'border-transparent bg-muted text-muted-foreground',
  suspended: 'border-destructive/40 text-destructive',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '—');
const planOf = (w: PlatformWorkspace) => (w.tier ? WORKSPACE_PLAN_LABELS[w.tier] : '—');
const mrrOf = (w: PlatformWorkspace) => (w.mrrCents > 0 ? formatMoney(w.mrrCents, PRICING_CURRENCY) : '—');
const trialEndOf = (w: PlatformWorkspace) =>
  w.state === 'trial' || w.state === 'trial_expired' ? formatDate(w.trialEndDate) : '—';

function StateBadge({ state }: { state: PlatformWorkspace['state'] }) {
  return (
    <Badge variant="outline" className={STATE_STYLE[state]}>
      {WORKSPACE_STATE_LABELS[state]}
    </Badge>
  );
}

function LastActive({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">{COPY.never}</span>;
  return (
    <time dateTime={at} title={formatTimestamp(at)} className="whitespace-nowrap">
      {formatRelativeTime(at)}
    </time>
  );
}

function WorkspaceLink({ workspace, className }: { workspace: PlatformWorkspace; className?: string }) {
  return (
    <Link
      to={`/dashboard/company/${workspace.id}`}
      className={cn(
        'rounded-sm font-medium text-foreground outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      {workspace.name}
    </Link>
  );
}

/** Below md: one card per workspace. */
function WorkspaceCards({ items }: { items: PlatformWorkspace[] }) {
  return (
    <ul className="divide-y md:hidden" aria-label={COPY.tableCaption}>
      {items.map((w) => (
        <li key={w.id} className="grid gap-1.5 px-4 py-3.5" data-testid="msp-card">
          <div className="flex items-start justify-between gap-3">
            <WorkspaceLink workspace={w} className="min-w-0 break-words" />
            <StateBadge state={w.state} />
          </div>
          <p className="text-[13px] break-all text-muted-foreground">
            {[w.domain, w.owner?.email ?? COPY.noOwner].filter(Boolean).join(' · ')}
          </p>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-[13px]">
            {[
              [COPY.columns.plan, planOf(w)],
              [COPY.columns.mrr, mrrOf(w)],
              [COPY.columns.members, String(w.members)],
              [COPY.columns.seats, w.seats === null ? '—' : String(w.seats)],
              [COPY.columns.trialEnd, trialEndOf(w)],
              [COPY.columns.created, formatDate(w.createdAt)],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-right tabular-nums">{value}</dd>
              </div>
            ))}
            <div className="col-span-2 flex justify-between gap-2">
              <dt className="text-muted-foreground">{COPY.columns.lastActive}</dt>
              <dd>
                <LastActive at={w.lastActiveAt} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

const TH = 'px-3 py-2.5 font-medium whitespace-nowrap first:pl-5 last:pr-5';
const TD = 'px-3 py-2.5 align-top first:pl-5 last:pr-5';

function SortHeader({
  column,
  view,
  onSort,
  className,
}: {
  column: WorkspaceSort;
  view: Pick<MspListView, 'sort' | 'dir'>;
  onSort: (sort: WorkspaceSort, dir: MspListView['dir']) => void;
  className?: string;
}) {
  const isActive = view.sort === column;
  const next = isActive ? (view.dir === 'asc' ? 'desc' : 'asc') : WORKSPACE_SORT_DEFAULT_DIR[column];
  const Icon = !isActive ? ArrowUpDown : view.dir === 'asc' ? ArrowUp : ArrowDown;
  const label = COPY.columns[column];
  return (
    <th
      scope="col"
      className={cn(TH, className)}
      aria-sort={isActive ? (view.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={cn(
          'inline-flex items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          isActive && 'text-foreground',
        )}
        onClick={() => onSort(column, next)}
        title={COPY.sortBy(label)}
      >
        {label}
        <Icon className={cn('size-3.5', !isActive && 'opacity-50')} aria-hidden />
      </button>
    </th>
  );
}

/** md and up: the table, its sortable headers marked with aria-sort. */
export function WorkspaceTable({
  items,
  view,
  onSort,
}: {
  items: PlatformWorkspace[];
  view: Pick<MspListView, 'sort' | 'dir'>;
  onSort: (sort: WorkspaceSort, dir: MspListView['dir']) => void;
}) {
  return (
    <>
      <WorkspaceCards items={items} />
      <div className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm" data-testid="msp-table">
          <caption className="sr-only">{COPY.tableCaption}</caption>
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <SortHeader column="name" view={view} onSort={onSort} />
              <th scope="col" className={cn(TH, 'max-xl:hidden')}>
                {COPY.columns.owner}
              </th>
              <th scope="col" className={TH}>
                {COPY.columns.plan}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {COPY.columns.members}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {COPY.columns.seats}
              </th>
              <th scope="col" className={cn(TH, 'text-right')}>
                {COPY.columns.mrr}
              </th>
              <SortHeader column="trialEnd" view={view} onSort={onSort} />
              <SortHeader column="created" view={view} onSort={onSort} className="max-lg:hidden" />
              <SortHeader column="lastActive" view={view} onSort={onSort} />
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((w) => (
              <tr key={w.id} className="hover:bg-accent/40" data-testid="msp-row">
                <td className={cn(TD, 'max-w-72')}>
                  <WorkspaceLink workspace={w} className="line-clamp-2 break-words" />
                  <span className="block truncate text-xs text-muted-foreground">{w.domain ?? '—'}</span>
                </td>
                <td className={cn(TD, 'max-w-56 max-xl:hidden')}>
                  {w.owner ? (
                    <>
                      <span className="block truncate">{w.owner.name ?? w.owner.email}</span>
                      {w.owner.name && (
                        <span className="block truncate text-xs text-muted-foreground">{w.owner.email}</span>
                      )}
                    </>
                  ) : (
                    <span className="text-muted-foreground">{COPY.noOwner}</span>
                  )}
                </td>
                <td className={TD}>
                  <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
                    {planOf(w)} <StateBadge state={w.state} />
                  </span>
                </td>
                <td className={cn(TD, 'text-right tabular-nums')}>{w.members}</td>
                <td className={cn(TD, 'text-right tabular-nums')}>
                  {w.seats ?? '—'}
                  {w.billedByStripe && <span className="block text-xs text-muted-foreground">{COPY.stripe}</span>}
                </td>
                <td className={cn(TD, 'text-right whitespace-nowrap tabular-nums')}>{mrrOf(w)}</td>
                <td className={cn(TD, 'whitespace-nowrap tabular-nums')}>{trialEndOf(w)}</td>
                <td className={cn(TD, 'whitespace-nowrap tabular-nums max-lg:hidden')}>{formatDate(w.createdAt)}</td>
                <td className={TD}>
                  <LastActive at={w.lastActiveAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
