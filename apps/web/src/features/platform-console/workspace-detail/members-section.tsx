import { TIER_LABELS, WORKSPACE_SUPPORT_COPY as COPY } from '@scopewright/domain';
import { KeyRound, LogOut, MoreHorizontal, Send, UserCog } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TenantDetail, TenantDetailInvitation, TenantDetailMember } from '@/data/workspace-support';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { formatDate } from './detail-format';
import { Section } from './detail-sections';
import type { WorkspaceAction } from './workspace-action-dialog';

const ROW = 'grid gap-x-4 gap-y-1 py-3 sm:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]';
const HEAD = 'hidden text-xs font-medium text-muted-foreground sm:grid';

/** A value with its column's name in front of it on a phone, where the columns are stacked. */
function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-baseline gap-2 text-sm sm:block">
      <span className="w-28 shrink-0 text-xs text-muted-foreground sm:sr-only">{label}</span>
      <span className="min-w-0 truncate">{children}</span>
    </div>
  );
}

function MemberMenu({ member, onAction }: { member: TenantDetailMember; onAction: (action: WorkspaceAction) => void }) {
  const isPlatform = member.role === 'super_admin';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={COPY.memberActions(member.name)}>
          <MoreHorizontal aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem disabled={isPlatform} onSelect={() => onAction({ kind: 'role', member })}>
          <UserCog aria-hidden /> {COPY.changeRole}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'tier', member })}>
          <KeyRound aria-hidden /> {COPY.tierOverride}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction({ kind: 'end-sessions', member })}>
          <LogOut aria-hidden /> {COPY.endSessions}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function MembersSection({
  detail,
  onAction,
}: {
  detail: TenantDetail;
  onAction: (action: WorkspaceAction) => void;
}) {
  const columns = COPY.memberColumns;
  return (
    <Section title={`${COPY.sections.members} (${detail.members.length})`} testId="workspace-members">
      {detail.members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noMembers}</p>
      ) : (
        <div>
          <div className={`${ROW} ${HEAD} pt-0`} aria-hidden>
            <span>{columns.name}</span>
            <span>{columns.role}</span>
            <span>{columns.lastLogin}</span>
            <span>{columns.tier}</span>
            <span className="w-8" />
          </div>
          <ul className="divide-y border-t sm:border-t-0">
            {detail.members.map((member) => (
              <li key={member.id} className={ROW} data-testid={`member-${member.id}`}>
                <div className="flex min-w-0 items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      <span className="truncate">{member.name}</span>
                      {member.isOwner && <Badge variant="outline">{COPY.owner}</Badge>}
                    </p>
                    <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                    <p className="text-xs text-muted-foreground">{COPY.sessions(member.activeSessions)}</p>
                  </div>
                  <div className="sm:hidden">
                    <MemberMenu member={member} onAction={onAction} />
                  </div>
                </div>
                <Cell label={columns.role}>{member.roleLabel}</Cell>
                <Cell label={columns.lastLogin}>
                  {member.lastLogin ? (
                    <time dateTime={member.lastLogin} title={formatTimestamp(member.lastLogin)}>
                      {formatRelativeTime(member.lastLogin)}
                    </time>
                  ) : (
                    COPY.never
                  )}
                </Cell>
                <Cell label={columns.tier}>
                  {member.tierOverride ? TIER_LABELS[member.tierOverride] : COPY.noOverride}
                </Cell>
                <div className="hidden sm:block">
                  <MemberMenu member={member} onAction={onAction} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

function InvitationRow({
  invitation,
  onAction,
}: {
  invitation: TenantDetailInvitation;
  onAction: (action: WorkspaceAction) => void;
}) {
  return (
    <li className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-xs text-muted-foreground">
          {invitation.roleLabel} ·{' '}
          {invitation.isExpired ? (
            <span className="text-amber-700 dark:text-amber-400">{COPY.invitationExpired}</span>
          ) : (
            COPY.invitationExpires(formatDate(invitation.expiresAt))
          )}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="w-full sm:w-auto"
        aria-label={`${COPY.resend} ${invitation.email}`}
        onClick={() => onAction({ kind: 'resend', invitation })}
      >
        <Send aria-hidden /> {COPY.resend}
      </Button>
    </li>
  );
}

export function InvitationsSection({
  detail,
  onAction,
}: {
  detail: TenantDetail;
  onAction: (action: WorkspaceAction) => void;
}) {
  return (
    <Section title={COPY.sections.invitations} testId="workspace-invitations">
      {detail.invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{COPY.noInvitations}</p>
      ) : (
        <ul className="divide-y">
          {detail.invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onAction={onAction} />
          ))}
        </ul>
      )}
    </Section>
  );
}
