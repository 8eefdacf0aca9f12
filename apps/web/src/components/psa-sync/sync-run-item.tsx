import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { type ExternalRef, PSA_NAMES, type SyncRun } from '@/data/integrations';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { CompanyCandidates } from './company-candidates';
import { PSA_SYNC_COPY as COPY, STATUS_LABELS, TRIGGER_LABELS } from './psa-sync-copy';
import { RunEvents } from './run-events';

const STATUS_TONE: Record<SyncRun['status'], string> = {
  queued: 'bg-muted text-muted-foreground',
  running: 'bg-sky-600/10 text-sky-800 dark:text-sky-300',
  succeeded: 'bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  failed: 'bg-destructive/10 text-destructive',
  needs_confirmation: 'bg-amber-500/15 text-amber-900 dark:text-amber-200',
};

function counts(run: SyncRun): string[] {
  const { summary: s } = run;
  const parts: (string | null)[] = [
    s.created ? COPY.created(s.created) : null,
    s.updated ? COPY.updated(s.updated) : null,
    s.clientsCreated ? COPY.clientsCreated(s.clientsCreated) : null,
    s.clientsMatched ? COPY.clientsMatched(s.clientsMatched) : null,
    s.contactsCreated ? COPY.contactsCreated(s.contactsCreated) : null,
    s.calls ? COPY.calls(s.calls) : null,
    run.attempts > 1 ? COPY.attempts(run.attempts) : null,
  ];
  return parts.filter((part): part is string => part !== null);
}

/** The records this run made or updated, opened in the PSA in a new tab (a finished run falls back to the refs). */
function links(run: SyncRun, refs: ExternalRef[]): { label: string; url: string }[] {
  const ref = (key: string) =>
    run.status === 'succeeded' ? refs.find((r) => r.provider === run.provider && r.key === key)?.remoteUrl : null;
  const all: { label: string; url: string | null | undefined }[] = [
    { label: COPY.company, url: run.summary.companyUrl ?? ref('company') },
    { label: COPY.opportunity, url: run.summary.opportunityUrl ?? ref('opportunity') },
    { label: COPY.project, url: run.summary.projectUrl ?? ref('project') },
  ];
  return all.filter((link): link is { label: string; url: string } => Boolean(link.url));
}

/** One push or import: status, trigger, time, counts, links into the PSA, and the PSA's own words on failure. */
export function SyncRunItem({ run, refs, quoteId }: { run: SyncRun; refs: ExternalRef[]; quoteId: string | null }) {
  const name = PSA_NAMES[run.provider];
  const at = run.finishedAt ?? run.startedAt ?? run.createdAt;
  const facts = counts(run);
  const remote = links(run, refs);
  return (
    <li className="grid gap-2 py-3" data-testid="sync-run">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge className={cn('border-transparent', STATUS_TONE[run.status])}>{STATUS_LABELS[run.status]}</Badge>
        <span className="font-medium">{name}</span>
        {run.quoteVersionNo !== null && (
          <span className="text-muted-foreground">{COPY.version(run.quoteVersionNo)}</span>
        )}
        <span className="text-muted-foreground">· {TRIGGER_LABELS[run.trigger]}</span>
        <time dateTime={at} title={formatTimestamp(at)} className="text-muted-foreground sm:ml-auto">
          {formatRelativeTime(at)}
        </time>
      </div>
      {facts.length > 0 && <p className="text-[13px] text-muted-foreground tabular-nums">{facts.join(' · ')}</p>}
      {remote.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-[13px]">
          {remote.map((link) => (
            <li key={link.label}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-sm font-medium text-brand-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {COPY.openIn(link.label, name)}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            </li>
          ))}
        </ul>
      )}
      {run.status === 'failed' && (run.errorMessage || run.psaMessage) && (
        <div className="grid gap-1 rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          {run.errorMessage && <p className="text-destructive">{run.errorMessage}</p>}
          {run.psaMessage && (
            <p>
              <span className="text-muted-foreground">{COPY.psaSaid(name)}: </span>
              <q className="break-words">{run.psaMessage}</q>
            </p>
          )}
        </div>
      )}
      {run.status === 'needs_confirmation' && quoteId && (
        <CompanyCandidates quoteId={quoteId} runId={run.id} psaName={name} candidates={run.summary.candidates ?? []} />
      )}
      <RunEvents runId={run.id} psaName={name} />
    </li>
  );
}
