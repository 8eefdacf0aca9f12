import {
  USAGE_LABELS,
  usageRatio,
  usageTone,
  WORKSPACE_SUPPORT_COPY as COPY,
  type FeatureLimit,
} from '@scopewright/domain';
import { CalendarPlus, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { TenantDetail } from '@/data/workspace-support';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';
import { formatDate, tierLabel } from './detail-format';

const BAR = { ok: 'bg-primary', warning: 'bg-amber-500', full: 'bg-destructive' } as const;

/** A section card with its heading (h2: the page's h1 is the workspace) and optional action. */
export function Section({
  title,
  action,
  className,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 pb-4">
        <h2 className="text-base font-semibold tracking-tight">{title}</h2>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2.5 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="grid gap-0.5 sm:contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProfileSection({ detail }: { detail: TenantDetail }) {
  return (
    <Section title={COPY.sections.profile} testId="workspace-profile">
      <Facts
        rows={[
          [COPY.fields.domain, detail.domain ?? COPY.none],
          [COPY.fields.contactEmail, detail.contactEmail ?? COPY.none],
          [COPY.fields.created, formatDate(detail.createdAt)],
          [COPY.fields.currency, detail.defaultCurrency],
        ]}
      />
    </Section>
  );
}

export function PlanSection({ detail, onExtendTrial }: { detail: TenantDetail; onExtendTrial: () => void }) {
  const { plan, trial, access } = detail;
  const subscription = plan.subscription;
  return (
    <Section
      title={COPY.sections.plan}
      testId="workspace-plan"
      action={
        trial.canExtend ? (
          <Button variant="outline" size="sm" onClick={onExtendTrial}>
            <CalendarPlus aria-hidden /> {COPY.extendTrial}
          </Button>
        ) : null
      }
    >
      <Facts
        rows={[
          [COPY.fields.activeTier, tierLabel(plan.activeTier)],
          [COPY.fields.selectedTier, tierLabel(plan.selectedTier)],
          [COPY.fields.effectiveTier, tierLabel(plan.effectiveTier)],
          [COPY.fields.accessLevel, COPY.accessLevels[access.accessLevel]],
          [COPY.fields.interval, plan.interval ? tierLabel(plan.interval) : COPY.none],
          [COPY.fields.perSeat, plan.perSeatBilling ? COPY.yes : COPY.no],
          ...(subscription
            ? ([
                [COPY.fields.subscription, `${tierLabel(subscription.tier)} · ${subscription.status}`],
                [COPY.fields.seats, <span className="tabular-nums">{subscription.seats}</span>],
                [COPY.fields.periodEnd, formatDate(subscription.currentPeriodEnd)],
              ] as [string, ReactNode][])
            : []),
          [COPY.fields.trialStart, formatDate(trial.startDate)],
          [COPY.fields.trialEnd, formatDate(trial.endDate)],
          ...(trial.isTrial
            ? ([[COPY.fields.daysLeft, COPY.daysLeft(trial.daysRemaining)]] as [string, ReactNode][])
            : []),
        ]}
      />
    </Section>
  );
}

export function UsageSection({ detail }: { detail: TenantDetail }) {
  return (
    <Section title={COPY.sections.usage} testId="workspace-usage">
      <ul className="flex flex-col gap-4">
        {detail.usage.map((meter) => {
          const label = USAGE_LABELS[meter.key as FeatureLimit] ?? meter.label;
          const isUnlimited = meter.limit === 'unlimited';
          const tone = usageTone(meter.used, meter.limit);
          const text = COPY.usageOf(meter.used, meter.limit);
          return (
            <li key={meter.key}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="font-medium">{label}</span>
                <span
                  className={cn(
                    'text-muted-foreground tabular-nums',
                    tone === 'full' && !isUnlimited && 'text-destructive',
                  )}
                >
                  {text}
                </span>
              </div>
              <div
                role="meter"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={meter.limit === 'unlimited' ? meter.used : meter.limit}
                aria-valuenow={meter.used}
                aria-valuetext={text}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
              >
                <div
                  className={cn('h-full rounded-full', isUnlimited ? 'bg-primary/40' : BAR[tone])}
                  style={{
                    width: `${isUnlimited ? (meter.used > 0 ? 4 : 0) : usageRatio(meter.used, meter.limit) * 100}%`,
                  }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTimestamp(iso)} className="text-xs whitespace-nowrap text-muted-foreground">
      {formatRelativeTime(iso)}
    </time>
  );
}

function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="link" size="sm" asChild className="h-auto px-0">
      <Link to={to}>
        {children} <ExternalLink aria-hidden />
      </Link>
    </Button>
  );
}

export function ActivitySection({ detail }: { detail: TenantDetail }) {
  return (
    <Section
      title={COPY.sections.activity}
      testId="workspace-activity"
      action={
        <SectionLink to={`/dashboard/superadmin/audit?tenantId=${encodeURIComponent(detail.id)}`}>
          {COPY.openAuditLog}
        </SectionLink>
      }
    >
      {detail.activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noActivity}</p>
      ) : (
        <ol className="divide-y">
          {detail.activity.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p>
                  <span className="font-medium">{entry.actionLabel}</span>
                  {entry.targetLabel && <span className="text-muted-foreground"> · {entry.targetLabel}</span>}
                </p>
                <p className="truncate text-xs text-muted-foreground">{entry.actorLabel ?? entry.actorKind}</p>
                {entry.reason && <p className="text-xs break-words text-muted-foreground">“{entry.reason}”</p>}
              </div>
              <When iso={entry.occurredAt} />
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

export function EmailsSection({ detail }: { detail: TenantDetail }) {
  return (
    <Section
      title={COPY.sections.emails}
      testId="workspace-emails"
      action={<SectionLink to="/dashboard/superadmin/email">{COPY.openEmailLog}</SectionLink>}
    >
      {detail.emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noEmails}</p>
      ) : (
        <ol className="divide-y">
          {detail.emails.map((email) => (
            <li
              key={email.id}
              className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0 sm:flex-row sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{email.subject}</p>
                <p className="truncate text-xs text-muted-foreground">{email.to}</p>
              </div>
              <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                <Badge variant="muted">{email.status}</Badge>
                <When iso={email.date} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
