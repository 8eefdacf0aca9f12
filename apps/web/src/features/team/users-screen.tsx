import {
  areSeatsFull,
  type AssignableRole,
  type InvitationView,
  memberName,
  ROLE_LABELS,
  TEAM_COPY,
  type TeamMember,
  type TeamView,
} from '@scopewright/domain';
import { AlertCircle, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { type ConfirmRequest, ConfirmDialog } from '@/components/forms/confirm-dialog';
import { InvitationsList } from './components/invitations-list';
import { InviteDialog } from './components/invite-dialog';
import { MembersList } from './components/members-list';
import { PendingApprovals } from './components/pending-approvals';
import { PlanNotice } from './components/plan-notice';
import { SeatUsage } from './components/seat-usage';
import { TeamSkeleton } from './components/team-skeleton';
import {
  useCreateInvitation,
  useInvitations,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useTeam,
  useUpdateMemberRole,
} from '@/data/team';
import { useTeamErrorToast } from './use-team-error';

function TeamNotice({ team }: { team: TeamView }) {
  if (team.manageNotice) {
    return (
      <PlanNotice tone="warning" withBillingLink>
        {team.manageNotice}
      </PlanNotice>
    );
  }
  if (team.canManage && areSeatsFull(team.seats)) {
    return (
      <PlanNotice tone="warning" withBillingLink>
        Every seat of your plan is in use. Upgrade in Billing to invite or approve more people.
      </PlanNotice>
    );
  }
  if (!team.canManage) return <PlanNotice tone="info">{TEAM_COPY.readOnlyNotice}</PlanNotice>;
  return null;
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : 'The team could not be loaded.';
  const requestId = isApiError(error) ? error.requestId : null;
  const canRetry = !isApiError(error) || (error.status !== 401 && error.status !== 403);
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="max-w-md text-sm">{message}</p>
      {requestId && <p className="text-xs text-muted-foreground">Request id {requestId}</p>}
      {canRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Card>
  );
}

/** /dashboard/users: members, people awaiting approval, invitations and seats. */
export default function UsersScreen() {
  const team = useTeam();
  const canManage = team.data?.canManage === true;
  const invitations = useInvitations(canManage);
  // The screen toasts team errors itself (a plan limit offers the way to Billing); the invite dialog shows its own.
  const ownErrors = { errorToast: false } as const;
  const updateRole = useUpdateMemberRole(ownErrors);
  const removeMember = useRemoveMember(ownErrors);
  const createInvitation = useCreateInvitation(ownErrors);
  const resend = useResendInvitation(ownErrors);
  const revoke = useRevokeInvitation(ownErrors);
  const toastError = useTeamErrorToast();
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  if (team.isPending) {
    return (
      <Page>
        <TeamSkeleton />
      </Page>
    );
  }
  if (team.isError) {
    return (
      <Page>
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{TEAM_COPY.title}</h1>
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      </Page>
    );
  }

  const view = team.data;
  const active = view.members.filter((m) => m.status === 'active');
  const pending = view.members.filter((m) => m.status === 'pending_approval');
  const savingId = updateRole.isPending ? (updateRole.variables?.userId ?? null) : null;

  const changeRole = (member: TeamMember, role: AssignableRole) => {
    const approving = member.status === 'pending_approval';
    updateRole.mutate(
      { userId: member.id, role },
      {
        onSuccess: () =>
          toast.success(
            approving
              ? TEAM_COPY.approved(memberName(member), ROLE_LABELS[role])
              : TEAM_COPY.roleChanged(memberName(member), ROLE_LABELS[role]),
          ),
        onError: toastError,
      },
    );
  };

  const askRemove = (member: TeamMember) => {
    const name = memberName(member);
    const declining = member.status === 'pending_approval';
    setConfirm({
      title: declining ? TEAM_COPY.rejectTitle(name) : TEAM_COPY.removeTitle(name),
      description: declining
        ? TEAM_COPY.rejectDescription(name, view.workspaceName)
        : TEAM_COPY.removeDescription(name, view.workspaceName),
      confirmLabel: declining ? 'Decline' : 'Remove',
      busyLabel: 'Removing...',
      onConfirm: () =>
        removeMember.mutateAsync(member.id).then(
          () => toast.success(TEAM_COPY.removed(name)),
          (error: unknown) => {
            toastError(error);
            throw error;
          },
        ),
    });
  };

  const askRevoke = (invitation: InvitationView) =>
    setConfirm({
      title: `Revoke the invitation to ${invitation.email}?`,
      description: 'The link in their email stops working at once. You can invite them again later.',
      confirmLabel: 'Revoke',
      busyLabel: 'Revoking...',
      onConfirm: () =>
        revoke.mutateAsync(invitation.id).then(
          () => toast.success(`Invitation to ${invitation.email} revoked.`),
          (error: unknown) => {
            toastError(error);
            throw error;
          },
        ),
    });

  const resendInvitation = (invitation: InvitationView) =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Invitation sent again to ${invitation.email}.`),
      onError: toastError,
    });

  return (
    <Page>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{TEAM_COPY.title}</h1>
          <SeatUsage seats={view.seats} />
        </div>
        {canManage && (
          <Button onClick={() => setInviteOpen(true)}>
            <UserPlus aria-hidden /> {TEAM_COPY.invite}
          </Button>
        )}
      </header>

      <TeamNotice team={view} />

      {pending.length > 0 && (
        <PendingApprovals
          members={pending}
          actions={{ canManage, savingId, onApprove: changeRole, onDecline: askRemove }}
        />
      )}

      <section aria-labelledby="members-heading" className="grid gap-3">
        <h2 id="members-heading" className="text-base font-semibold">
          {TEAM_COPY.membersHeading}{' '}
          <span className="font-normal text-muted-foreground tabular-nums">{active.length}</span>
        </h2>
        <MembersList
          members={active}
          actions={{ canManage, savingId, onRoleChange: changeRole, onRemove: askRemove }}
        />
        {active.length <= 1 && canManage && (
          <p className="text-sm text-muted-foreground">
            {active.length === 0 ? TEAM_COPY.noMembers : 'It is just you for now. Invite your team to quote together.'}
          </p>
        )}
      </section>

      {canManage && (
        <InvitationsList
          invitations={invitations.data}
          isLoading={invitations.isPending}
          isError={invitations.isError}
          actions={{
            busyId: resend.isPending ? (resend.variables ?? null) : null,
            onResend: resendInvitation,
            onRevoke: askRevoke,
            onInvite: () => setInviteOpen(true),
          }}
        />
      )}

      <InviteDialog
        open={isInviteOpen}
        onOpenChange={setInviteOpen}
        workspaceName={view.workspaceName}
        onInvite={async (input) => {
          const { invitation } = await createInvitation.mutateAsync(input);
          toast.success(`Invitation sent to ${invitation.email}.`);
          return invitation;
        }}
      />
      <ConfirmDialog
        request={confirm}
        isBusy={removeMember.isPending || revoke.isPending}
        onClose={() => setConfirm(null)}
      />
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">{children}</div>;
}
