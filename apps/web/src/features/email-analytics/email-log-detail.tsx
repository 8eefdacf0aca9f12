import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useEmailLog, type EmailLogDetail, type EmailLogScope } from '@/data/email-logs';
import { formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { EMAIL_ANALYTICS_COPY as COPY, TYPE_LABELS } from './email-analytics-copy';
import { LoadErrorNotice } from '@/components/feature-notice';
import { EmailHtmlPreview, EmailTextPreview } from './email-message-preview';
import { EmailStatusBadge } from './email-status-badge';
import { ResendEmailButton } from './resend-email-button';

const TAB =
  '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:border-primary data-[state=active]:text-foreground';

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-[13px]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const display = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 1));

function MetadataTable({ metadata }: { metadata: Record<string, unknown> }) {
  const data = metadata.template_data;
  const rest = Object.entries(metadata).filter(([key]) => key !== 'template_data');
  const templateRows =
    data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data as Record<string, unknown>) : [];
  const rows: [string, unknown][] = [...templateRows.map(([k, v]): [string, unknown] => [`{{${k}}}`, v]), ...rest];
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{COPY.noMetadata}</p>;
  return (
    <table className="w-full text-[13px]" data-testid="email-metadata">
      <caption className="sr-only">{COPY.metadataTitle}</caption>
      <tbody className="divide-y">
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th
              scope="row"
              className="py-1.5 pr-3 text-left align-top font-mono text-xs font-normal text-muted-foreground"
            >
              {key}
            </th>
            <td className="py-1.5 font-mono text-xs break-all whitespace-pre-wrap">{display(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Events({ events }: { events: EmailLogDetail['events'] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{COPY.noEvents}</p>;
  return (
    <ol className="grid gap-3 border-l pl-4" data-testid="email-events">
      {events.map((event) => (
        <li key={event.id} className="relative grid gap-0.5">
          <span
            className="absolute top-1.5 -left-[21px] size-2.5 rounded-full border-2 border-background bg-primary"
            aria-hidden
          />
          <p className="text-[13px] font-medium capitalize">
            {COPY.eventLabel(event.eventType)}{' '}
            <span className="font-normal text-muted-foreground">· {event.provider}</span>
          </p>
          <time dateTime={event.occurredAt} className="text-xs text-muted-foreground">
            {formatTimestamp(event.occurredAt)}
          </time>
          {Object.entries(event.data).map(([key, value]) => (
            <p key={key} className="text-xs break-all text-muted-foreground">
              <span className="font-medium">{key.replaceAll('_', ' ')}:</span> {display(value)}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}

function LinkTo({ id, label, onOpen }: { id: string; label: string; onOpen: (id: string) => void }) {
  return (
    <button
      type="button"
      className="rounded-sm text-brand-ink underline-offset-4 outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      onClick={() => onOpen(id)}
    >
      {label}
    </button>
  );
}

function Detail({
  email,
  scope,
  onOpen,
}: {
  email: EmailLogDetail;
  scope: EmailLogScope;
  onOpen: (id: string) => void;
}) {
  const fields: [string, ReactNode][] = [
    [COPY.fields.to, email.recipientEmail],
    [COPY.fields.status, <EmailStatusBadge key="status" status={email.status} />],
    [COPY.fields.template, email.templateName ?? '—'],
    [COPY.fields.type, TYPE_LABELS[email.emailType]],
    [COPY.fields.queuedAt, formatTimestamp(email.queuedAt)],
    [COPY.fields.sentAt, email.sentAt ? formatTimestamp(email.sentAt) : '—'],
    [COPY.fields.transport, email.transport],
  ];
  if (scope === 'platform') fields.push([COPY.fields.workspace, email.workspaceName ?? COPY.noWorkspace]);
  if (email.lastEventAt) fields.push([COPY.fields.lastEventAt, formatTimestamp(email.lastEventAt)]);
  if (email.providerMessageId) fields.push([COPY.fields.providerMessageId, email.providerMessageId]);
  if (email.error)
    fields.push([
      COPY.fields.error,
      <span key="error" className="text-destructive">
        {email.error}
      </span>,
    ]);
  if (email.resentFrom)
    fields.push([
      COPY.resentFrom,
      <LinkTo key="from" id={email.resentFrom.id} label={formatTimestamp(email.resentFrom.queuedAt)} onOpen={onOpen} />,
    ]);
  if (email.resends.length > 0)
    fields.push([
      COPY.resends,
      <span key="resends" className="flex flex-wrap gap-x-3">
        {email.resends.map((resend) => (
          <LinkTo key={resend.id} id={resend.id} label={formatTimestamp(resend.queuedAt)} onOpen={onOpen} />
        ))}
      </span>,
    ]);

  return (
    <div className="grid min-h-0 gap-4 overflow-y-auto px-5 pb-6">
      <div className="grid gap-2">
        <p className="text-base font-semibold break-words">{email.subject}</p>
        {email.status === 'failed' && (
          <div className="flex flex-wrap items-center gap-3">
            <ResendEmailButton
              scope={scope}
              id={email.id}
              recipient={email.recipientEmail}
              disabled={!email.resend.allowed}
              onResent={onOpen}
            />
            {!email.resend.allowed && email.resend.reason && (
              <p className="text-[13px] text-muted-foreground" data-testid="resend-blocked">
                <span className="font-medium text-foreground">{COPY.resendBlocked}: </span>
                {email.resend.reason}
              </p>
            )}
          </div>
        )}
      </div>
      <Pairs rows={fields} />
      <Tabs.Root defaultValue="message" className="grid min-w-0 gap-3">
        <Tabs.List aria-label={COPY.detailTitle} className="flex overflow-x-auto border-b">
          {(['message', 'text', 'events', 'details'] as const).map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={TAB}>
              {COPY.tabs[tab]}
              {tab === 'events' && email.events.length > 0 ? ` (${email.events.length})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="message" className="grid gap-2 outline-none">
          {email.message.note && email.message.html && (
            <p className="text-xs text-muted-foreground">{email.message.note}</p>
          )}
          <EmailHtmlPreview message={email.message} />
        </Tabs.Content>
        <Tabs.Content
          value="text"
          className="max-h-[60vh] overflow-auto rounded-md outline-none focus-visible:outline-2 focus-visible:outline-ring"
        >
          <EmailTextPreview message={email.message} />
        </Tabs.Content>
        <Tabs.Content value="events" className="outline-none">
          <Events events={email.events} />
        </Tabs.Content>
        <Tabs.Content value="details" className="grid gap-2 outline-none">
          <p className="text-xs text-muted-foreground">{COPY.metadataHint}</p>
          <MetadataTable metadata={email.metadata} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** One email in a side sheet: fields, the message (HTML, text), provider events, metadata, Resend and its chain. */
export function EmailLogDetailSheet({
  scope,
  id,
  onOpen,
  onClose,
}: {
  scope: EmailLogScope;
  id: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const email = useEmailLog(scope, id);
  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className={cn('w-[min(44rem,100vw)] gap-4 pt-4')} data-testid="email-log-detail">
        <div className="px-5 pr-14">
          <SheetTitle>{COPY.detailTitle}</SheetTitle>
          <SheetDescription>{email.data?.subject ?? COPY.detailLoading}</SheetDescription>
        </div>
        {email.isPending ? (
          <div role="status" aria-busy="true" aria-label={COPY.detailLoading} className="grid gap-3 px-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : email.isError || !email.data ? (
          <LoadErrorNotice error={email.error} say={COPY.fetchLogFailed} onRetry={() => void email.refetch()} />
        ) : (
          <Detail email={email.data} scope={scope} onOpen={onOpen} />
        )}
      </SheetContent>
    </Sheet>
  );
}
