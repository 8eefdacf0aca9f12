import { type InvitationView, TEAM_COPY } from '@scopewright/domain';
import { Mail, RotateCw, Send, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { RoleBadge } from './member-cells';
import { TeamListRow } from './team-list-row';

/** Invitations still waiting for their invitee: pending, or expired and worth resending. */
export const isOpenInvitation = (invitation: InvitationView) =>
  invitation.status === 'pending' || invitation.status === 'expired';

interface InvitationActions {
  busyId: string | null;
  onResend: (invitation: InvitationView) => void;
  onRevoke: (invitation: InvitationView) => void;
  onInvite: () => void;
}

function InvitationRow({ invitation, actions }: { invitation: InvitationView; actions: InvitationActions }) {
  const expired = invitation.status === 'expired';
  const busy = actions.busyId === invitation.id;
  return (
    <TeamListRow testId="invitation-row" email={invitation.email}>
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <Mail className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="truncate font-medium">{invitation.email}</span>
            <RoleBadge label={invitation.roleLabel} />
            {expired ? (
              <Badge variant="outline" className="border-warning/40 text-warning">
                Expired
              </Badge>
            ) : (
              <Badge variant="outline">Pending</Badge>
            )}
          </div>
          <p className="text-[13px] text-muted-foreground">
            {invitation.name && <>{invitation.name} · </>}
            {invitation.invitedBy ? `Invited by ${invitation.invitedBy.name}` : 'Invited'}{' '}
            <time dateTime={invitation.createdAt} title={formatTimestamp(invitation.createdAt)}>
              {formatRelativeTime(invitation.createdAt)}
            </time>
            {' · '}
            <time dateTime={invitation.expiresAt} title={formatTimestamp(invitation.expiresAt)}>
              {expired ? 'expired' : 'expires'} {formatRelativeTime(invitation.expiresAt)}
            </time>
          </p>
        </div>
      </div>
      <div className="flex gap-2 pl-11 sm:pl-0">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Resend invitation to ${invitation.email}`}
          onClick={() => actions.onResend(invitation)}
        >
          <RotateCw aria-hidden /> {TEAM_COPY.resend}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="text-muted-foreground hover:text-destructive"
          disabled={busy}
          aria-label={`Revoke invitation to ${invitation.email}`}
          onClick={() => actions.onRevoke(invitation)}
        >
          <X aria-hidden /> {TEAM_COPY.revoke}
        </Button>
      </div>
    </TeamListRow>
  );
}

export function InvitationsList({
  invitations,
  isLoading,
  isError,
  actions,
}: {
  invitations: InvitationView[] | undefined;
  isLoading: boolean;
  isError: boolean;
  actions: InvitationActions;
}) {
  const open = (invitations ?? []).filter(isOpenInvitation);
  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <h2 id="invitations-heading" className="text-base font-semibold">
        {TEAM_COPY.invitationsHeading}
      </h2>
      <Card className="overflow-hidden">
        {isLoading ? (
          <div className="grid gap-3 p-4" aria-busy="true" aria-label="Loading invitations">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : isError ? (
          <p role="alert" className="p-4 text-sm text-destructive">
            The invitations could not be loaded. Reload the page to try again.
          </p>
        ) : open.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
            <p className="text-sm text-muted-foreground">{TEAM_COPY.noInvitations}</p>
            <Button size="sm" variant="outline" onClick={actions.onInvite}>
              <Send aria-hidden /> Invite a teammate
            </Button>
          </div>
        ) : (
          <ul className="divide-y">
            {open.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} actions={actions} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
