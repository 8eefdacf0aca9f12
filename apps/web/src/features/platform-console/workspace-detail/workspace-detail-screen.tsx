import { WORKSPACE_SUPPORT_COPY as COPY, type TenantDetailState } from '@scopewright/domain';
import { ArrowLeft, Ban, Eye, ShieldCheck, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorNotice } from '@/components/feature-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { type TenantDetail, useWorkspaceDetail } from '@/data/workspace-support';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { DetailSkeleton } from './detail-skeleton';
import { ActivitySection, EmailsSection, PlanSection, ProfileSection, UsageSection } from './detail-sections';
import { InvitationsSection, MembersSection } from './members-section';
import { type WorkspaceAction, WorkspaceActionDialog } from './workspace-action-dialog';

const MSPS_PATH = '/dashboard/superadmin/msps';

const STATE_TONE: Record<TenantDetailState, string> = {
  trial: 'border-transparent bg-brand-soft text-brand-ink',
  paying: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200',
  trial_expired: 'border-transparent bg-amber-100 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100',
  read_only: 'border-transparent bg-amber-100 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100',
  suspended: 'border-transparent bg-destructive/15 text-destructive',
};

function BackLink() {
  return (
    <Link
      to={MSPS_PATH}
      className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft className="size-4" aria-hidden /> {COPY.back}
    </Link>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid w-full max-w-7xl min-w-0 grid-cols-1 gap-5">{children}</div>;
}

function NotFound() {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <SearchX className="size-6 text-muted-foreground" aria-hidden />
      <h1 className="text-lg font-semibold">{COPY.notFoundTitle}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{COPY.notFoundBody}</p>
      <Button variant="outline" size="sm" asChild>
        <Link to={MSPS_PATH}>{COPY.back}</Link>
      </Button>
    </Card>
  );
}

function Header({ detail, onAction }: { detail: TenantDetail; onAction: (action: WorkspaceAction) => void }) {
  const suspendedBySupport = detail.access.suspendedBySupport;
  return (
    <header className="grid gap-3">
      <BackLink />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-xl font-semibold tracking-tight break-words sm:text-2xl">{detail.name}</h1>
            <Badge className={cn(STATE_TONE[detail.state])} data-testid="workspace-state">
              {COPY.states[detail.state]}
            </Badge>
          </div>
          {detail.domain && <p className="text-sm text-muted-foreground">{detail.domain}</p>}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          {suspendedBySupport ? (
            <Button variant="outline" onClick={() => onAction({ kind: 'unsuspend' })}>
              <ShieldCheck aria-hidden /> {COPY.unsuspend}
            </Button>
          ) : (
            <Button
              variant="outline"
              disabled={detail.isOwnWorkspace}
              title={detail.isOwnWorkspace ? COPY.cannotSuspendOwn : undefined}
              onClick={() => onAction({ kind: 'suspend' })}
            >
              <Ban aria-hidden /> {COPY.suspend}
            </Button>
          )}
          <Button onClick={() => onAction({ kind: 'open-support' })}>
            <Eye aria-hidden /> {COPY.openAsSupport}
          </Button>
        </div>
      </div>
    </header>
  );
}

/**
 * Super admin → one workspace (/dashboard/company/:id): profile, plan and trial, usage, members, invitations,
 * recent activity and emails, with the console's actions — each confirmed with a reason kept in the audit log.
 */
export default function WorkspaceDetailScreen() {
  const { id = '' } = useParams();
  const detail = useWorkspaceDetail(id);
  const [action, setAction] = useState<WorkspaceAction | null>(null);

  if (detail.isPending) {
    return (
      <Page>
        <BackLink />
        <DetailSkeleton />
      </Page>
    );
  }
  if (detail.isError) {
    return (
      <Page>
        <BackLink />
        {isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 422) ? (
          <NotFound />
        ) : (
          <LoadErrorNotice framed error={detail.error} title={COPY.loadError} onRetry={() => void detail.refetch()} />
        )}
      </Page>
    );
  }

  const data = detail.data;
  return (
    <Page>
      <Header detail={data} onAction={setAction} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 xl:grid-cols-3">
        <ProfileSection detail={data} />
        <PlanSection detail={data} onExtendTrial={() => setAction({ kind: 'extend-trial' })} />
        <UsageSection detail={data} />
      </div>
      <MembersSection detail={data} onAction={setAction} />
      <InvitationsSection detail={data} onAction={setAction} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <ActivitySection detail={data} />
        <EmailsSection detail={data} />
      </div>
      <WorkspaceActionDialog detail={data} action={action} onClose={() => setAction(null)} />
    </Page>
  );
}
