import { type AssignableRole, memberName, TEAM_COPY, type TeamMember } from '@scopewright/domain';
import { Check, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LastLogin, MemberIdentity } from './member-cells';
import { RoleSelect } from './role-select';
import { TeamListRow } from './team-list-row';

interface PendingActions {
  canManage: boolean;
  savingId: string | null;
  onApprove: (member: TeamMember, role: AssignableRole) => void;
  onDecline: (member: TeamMember) => void;
}

function PendingRow({ member, actions }: { member: TeamMember; actions: PendingActions }) {
  const [role, setRole] = useState<AssignableRole>('msp_user');
  const name = memberName(member);
  const isSaving = actions.savingId === member.id;
  return (
    <TeamListRow testId="pending-member" email={member.email}>
      <div className="flex min-w-0 flex-col gap-1">
        <MemberIdentity member={member} />
        <div className="flex items-center gap-1.5 pl-11 text-[12px] text-muted-foreground">
          <Clock className="size-3" aria-hidden />
          {member.lastLogin ? (
            <>
              Last signed in <LastLogin iso={member.lastLogin} className="" />
            </>
          ) : (
            'Has not signed in yet'
          )}
        </div>
      </div>
      {actions.canManage ? (
        <div className="flex flex-wrap items-center gap-2 pl-11 sm:pl-0">
          <RoleSelect aria-label={`Role for ${name}`} value={role} onValueChange={setRole} disabled={isSaving} />
          <Button size="sm" disabled={isSaving} onClick={() => actions.onApprove(member, role)}>
            <Check aria-hidden /> {isSaving ? 'Approving...' : TEAM_COPY.approve}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={isSaving}
            aria-label={`${TEAM_COPY.remove} ${name}`}
            onClick={() => actions.onDecline(member)}
          >
            <X aria-hidden /> {TEAM_COPY.remove}
          </Button>
        </div>
      ) : (
        <span className="pl-11 text-[13px] text-muted-foreground sm:pl-0">Waiting for an admin</span>
      )}
    </TeamListRow>
  );
}

/** People who signed up with the company's domain and wait for a role (docs/product-rules.md#sign-up-and-workspaces). */
export function PendingApprovals({ members, actions }: { members: TeamMember[]; actions: PendingActions }) {
  return (
    <section aria-labelledby="pending-heading" className="grid gap-3">
      <div>
        <h2 id="pending-heading" className="flex items-center gap-2 text-base font-semibold">
          {TEAM_COPY.pendingHeading}
          <span className="rounded-full bg-warning/15 px-2 py-0.5 text-xs font-medium text-warning tabular-nums">
            {members.length}
          </span>
        </h2>
        <p className="text-sm text-muted-foreground">{TEAM_COPY.pendingIntro}</p>
      </div>
      <Card className="overflow-hidden border-warning/30">
        <ul className="divide-y">
          {members.map((member) => (
            <PendingRow key={member.id} member={member} actions={actions} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
