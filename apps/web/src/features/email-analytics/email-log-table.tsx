import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { EmailLogPage, EmailLogScope, EmailLogSummary } from '@/data/email-logs';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { EMAIL_ANALYTICS_COPY as COPY, formatCount } from './email-analytics-copy';
import { LoadErrorNotice } from '@/components/feature-notice';
import { EmailStatusBadge } from './email-status-badge';
import { ResendEmailButton } from './resend-email-button';
import { ListEmptyState } from '@/components/list-empty-state';

// A table from md up; below it each email is a short card (the phone layout).
const T = {
  th: 'px-3 py-2.5 font-medium first:pl-5 last:pr-5',
  cell: 'px-3 py-2.5 align-top first:pl-5 last:pr-5',
};

function SentAt({ email }: { email: EmailLogSummary }) {
  const at = email.sentAt ?? email.queuedAt;
  return (
    <span className="grid">
      <time dateTime={at} title={formatTimestamp(at)} className="whitespace-nowrap tabular-nums">
        {formatRelativeTime(at)}
      </time>
      {!email.sentAt && <span className="text-xs whitespace-nowrap text-muted-foreground">{COPY.notSentShort}</span>}
    </span>
  );
}

function EmailCards({
  scope,
  items,
  templateNames,
  onOpen,
}: {
  scope: EmailLogScope;
  items: EmailLogSummary[];
  templateNames: Map<string, string>;
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="divide-y md:hidden" aria-label={COPY.tableCaption}>
      {items.map((email) => (
        <li key={email.id} className="grid gap-1.5 px-4 py-3.5" data-testid="email-log-card">
          <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
            <SentAt email={email} />
            <EmailStatusBadge status={email.status} />
          </div>
          <button
            type="button"
            className="rounded-sm text-left text-sm font-medium outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            onClick={() => onOpen(email.id)}
            aria-label={COPY.openLabel(email.subject)}
          >
            {email.subject}
          </button>
          <p className="text-[13px] break-all text-muted-foreground">{email.recipientEmail}</p>
          <p className="text-xs text-muted-foreground">
            {email.templateName ? (templateNames.get(email.templateName) ?? email.templateName) : '—'}
            {scope === 'platform' && ` · ${email.workspaceName ?? COPY.noWorkspace}`}
          </p>
          {email.status === 'failed' && (
            <div>
              <ResendEmailButton scope={scope} id={email.id} recipient={email.recipientEmail} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function Paging({ page, onPage }: { page: EmailLogPage; onPage: (page: number) => void }) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const cap = formatCount(page.total);
  const total = page.totalIsCapped ? COPY.totalCapped(cap) : cap;
  const hasNext = page.page * page.pageSize < page.total;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t px-5 py-3 text-[13px]">
      <p className="text-muted-foreground tabular-nums" aria-live="polite" data-testid="email-log-range">
        {COPY.range(first, last, total)}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
          aria-label={COPY.previous}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <span className="text-muted-foreground tabular-nums">{COPY.pageOf(page.page)}</span>
        <Button
          variant="outline"
          size="sm"
          disabled={!hasNext}
          onClick={() => onPage(page.page + 1)}
          aria-label={COPY.next}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
      {page.totalIsCapped && <p className="w-full text-xs text-muted-foreground">{COPY.cappedHint(cap)}</p>}
    </div>
  );
}

/** The log, newest first: a row opens its detail; a failed one offers Resend. */
export function EmailLogTable({
  scope,
  query,
  isFiltered,
  onOpen,
  onPage,
  onClearFilters,
}: {
  scope: EmailLogScope;
  query: {
    data: EmailLogPage | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => void;
    isPlaceholderData: boolean;
  };
  isFiltered: boolean;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}) {
  const isPlatform = scope === 'platform';
  if (query.isPending) {
    return (
      <Card role="status" aria-busy="true" aria-label={COPY.listLoading} className="grid gap-3 p-5">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </Card>
    );
  }
  if (query.isError || !query.data) {
    return (
      <Card>
        <LoadErrorNotice error={query.error} say={COPY.fetchLogsFailed} onRetry={query.refetch} />
      </Card>
    );
  }
  const page = query.data;
  const templateNames = new Map(page.templates.map((t) => [t.alias, t.name]));
  // The platform's extra Workspace column: the template shows in the detail below 2xl.
  const templateColumn = isPlatform ? 'max-2xl:hidden' : undefined;
  if (page.items.length === 0) {
    return (
      <ListEmptyState
        icon={Inbox}
        copy={COPY}
        isFiltered={isFiltered}
        onClear={onClearFilters}
        testId="email-log-empty"
      />
    );
  }
  return (
    <Card className={cn('overflow-hidden p-0', query.isPlaceholderData && 'opacity-70')}>
      <EmailCards scope={scope} items={page.items} templateNames={templateNames} onOpen={onOpen} />
      <div className="overflow-x-auto max-md:hidden">
        <table className="w-full text-sm" data-testid="email-log-table">
          <caption className="sr-only">{COPY.tableCaption}</caption>
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={T.th}>
                {COPY.columns.sentAt}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.recipient}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.subject}
              </th>
              <th scope="col" className={cn(T.th, templateColumn)}>
                {COPY.columns.template}
              </th>
              <th scope="col" className={T.th}>
                {COPY.columns.status}
              </th>
              {isPlatform && (
                <th scope="col" className={T.th}>
                  {COPY.columns.workspace}
                </th>
              )}
              <th scope="col" className={cn(T.th, 'text-right')}>
                <span className="sr-only">{COPY.columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {page.items.map((email) => (
              <tr
                key={email.id}
                className="cursor-pointer hover:bg-accent/50"
                data-testid="email-log-row"
                // The subject is the row's keyboard control; a click anywhere else on the row does the same.
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('button,a')) onOpen(email.id);
                }}
              >
                <td className={cn(T.cell, 'w-28 text-muted-foreground')}>
                  <SentAt email={email} />
                </td>
                <td className={cn(T.cell, 'max-w-48 truncate')}>{email.recipientEmail}</td>
                <td className={cn(T.cell, 'min-w-64')}>
                  <button
                    type="button"
                    className="line-clamp-2 rounded-sm text-left font-medium outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => onOpen(email.id)}
                    aria-label={COPY.openLabel(email.subject)}
                  >
                    {email.subject}
                  </button>
                </td>
                <td
                  className={cn(T.cell, 'max-w-40 truncate text-muted-foreground', templateColumn)}
                  title={email.templateName ?? undefined}
                >
                  {email.templateName ? (templateNames.get(email.templateName) ?? email.templateName) : '—'}
                </td>
                <td className={T.cell}>
                  <EmailStatusBadge status={email.status} />
                </td>
                {isPlatform && (
                  <td className={cn(T.cell, 'max-w-44 truncate text-muted-foreground')}>
                    {email.workspaceName ?? COPY.noWorkspace}
                  </td>
                )}
                <td className={cn(T.cell, 'w-32 text-right whitespace-nowrap')}>
                  {email.status === 'failed' && (
                    <ResendEmailButton scope={scope} id={email.id} recipient={email.recipientEmail} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Paging page={page} onPage={onPage} />
    </Card>
  );
}
