import { PLATFORM_OVERVIEW_COPY as COPY } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { PlatformOverview } from '@/data/platform-overview';
import { formatCount, formatRate, formatTime } from './overview-format';

const LINK =
  'inline-flex w-fit items-center gap-1 rounded-sm text-[13px] font-medium text-brand-ink outline-none hover:underline focus-visible:outline-2 focus-visible:outline-ring';

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5" role="region" aria-labelledby={id}>
      <div className="grid gap-0.5">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">{description}</p>
      </div>
      {children}
    </Card>
  );
}

/** Sent, delivered and the delivery and bounce rates of the period. */
export function EmailHealth({ email }: { email: PlatformOverview['email'] }) {
  const F = COPY.emailFigures;
  const figures = [
    [F.sent, formatCount(email.sent)],
    [F.delivered, formatCount(email.delivered)],
    [F.deliveryRate, formatRate(email.deliveryRate)],
    [F.bounceRate, formatRate(email.bounceRate)],
  ];
  return (
    <Panel id="overview-email" title={COPY.email} description={COPY.emailDescription}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="overview-email">
        {figures.map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to="/dashboard/superadmin/email" className={LINK}>
        {COPY.emailLink} <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Panel>
  );
}

/** Jobs failed for good in the period: per queue, and the latest with the first line of their error. */
export function FailedJobs({ jobs }: { jobs: PlatformOverview['failedJobs'] }) {
  return (
    <Panel
      id="overview-failed-jobs"
      title={`${COPY.failedJobs} (${formatCount(jobs.total)})`}
      description={COPY.failedJobsDescription}
    >
      {jobs.total === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noFailedJobs}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_1fr]" data-testid="overview-failed-jobs">
          <div className="grid content-start gap-1">
            <h3 className="text-xs font-medium text-muted-foreground">{COPY.failedJobsByQueue}</h3>
            <ul className="grid gap-1 text-sm">
              {jobs.byQueue.map((queue) => (
                <li key={queue.queue} className="flex justify-between gap-3">
                  <span className="truncate font-mono text-[13px]">{queue.queue}</span>
                  <span className="tabular-nums">{formatCount(queue.count)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid min-w-0 content-start gap-1">
            <h3 className="text-xs font-medium text-muted-foreground">{COPY.failedJobsLatest}</h3>
            <ul className="grid divide-y text-sm">
              {jobs.latest.map((job) => (
                <li key={job.id} className="grid gap-0.5 py-1.5 first:pt-0">
                  <span className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                    <span className="font-mono">{job.queue}</span>
                    <time dateTime={job.failedAt}>{COPY.failedAt(formatTime(job.failedAt))}</time>
                  </span>
                  {job.error && <span className="line-clamp-2 break-words">{job.error}</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <Link to="/dashboard/superadmin/debug" className={LINK}>
        {COPY.debugLink} <ArrowRight className="size-3.5" aria-hidden />
      </Link>
    </Panel>
  );
}
