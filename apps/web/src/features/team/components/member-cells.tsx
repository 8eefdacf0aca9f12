import { type AssignableRole, memberName, type TeamMember } from '@scopewright/domain';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { MemberAvatar } from './member-avatar';
import { isAssignableRole, RoleSelect } from './role-select';

export function MemberIdentity({ member, showEmail = true }: { member: TeamMember; showEmail?: boolean }) {
  const name = memberName(member);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <MemberAvatar name={name} url={member.avatarUrl} />
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="truncate font-medium">{name}</span>
          {member.isYou && <Badge variant="muted">You</Badge>}
          {member.isOwner && (
            <Badge variant="outline" className="gap-1">
              <Crown className="size-3" aria-hidden /> Owner
            </Badge>
          )}
        </div>
        {showEmail && <div className="truncate text-[13px] text-muted-foreground">{member.email}</div>}
      </div>
    </div>
  );
}

export function RoleBadge({ label }: { label: string }) {
  return <Badge variant={label === 'Admin' ? 'default' : 'muted'}>{label}</Badge>;
}

/** Why an admin cannot change this member's role here, or null when they can. */
export function roleLockReason(member: TeamMember): string | null {
  if (member.isYou) return 'You cannot change your own role.';
  if (member.isOwner) return 'The workspace owner is always an admin.';
  if (!isAssignableRole(member.role)) return 'Managed by the platform.';
  return null;
}

export function MemberRole({
  member,
  canManage,
  isSaving,
  onRoleChange,
}: {
  member: TeamMember;
  canManage: boolean;
  isSaving: boolean;
  onRoleChange: (role: AssignableRole) => void;
}) {
  const lock = roleLockReason(member);
  if (!canManage || lock || !isAssignableRole(member.role)) {
    return (
      <span title={canManage ? (lock ?? undefined) : undefined}>
        <RoleBadge label={member.roleLabel} />
      </span>
    );
  }
  return (
    <RoleSelect
      aria-label={`Role of ${memberName(member)}`}
      value={member.role}
      disabled={isSaving}
      onValueChange={onRoleChange}
    />
  );
}

export function MemberStatus({ member }: { member: TeamMember }) {
  const active = member.status === 'active';
  return (
    <span className="inline-flex items-center gap-1.5 text-[13px]">
      <span aria-hidden className={active ? 'size-1.5 rounded-full bg-success' : 'size-1.5 rounded-full bg-warning'} />
      {active ? 'Active' : 'Pending approval'}
    </span>
  );
}

export function LastLogin({ iso, className = 'text-[13px]' }: { iso: string | null; className?: string }) {
  if (!iso) return <span className={cn('text-muted-foreground', className)}>Never</span>;
  return (
    <time dateTime={iso} title={formatTimestamp(iso)} className={cn('text-muted-foreground tabular-nums', className)}>
      {formatRelativeTime(iso)}
    </time>
  );
}
