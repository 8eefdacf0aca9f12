import { type AssignableRole, memberName, type TeamMember } from '@scopewright/domain';
import { UserMinus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LastLogin, MemberIdentity, MemberRole, MemberStatus } from './member-cells';

export interface MemberActions {
  canManage: boolean;
  savingId: string | null;
  onRoleChange: (member: TeamMember, role: AssignableRole) => void;
  onRemove: (member: TeamMember) => void;
}

const canRemove = (member: TeamMember) => !member.isYou && !member.isOwner && member.role !== 'super_admin';

function RemoveButton({ member, onRemove }: { member: TeamMember; onRemove: (member: TeamMember) => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-muted-foreground hover:text-destructive"
      aria-label={`Remove ${memberName(member)}`}
      onClick={() => onRemove(member)}
    >
      <UserMinus aria-hidden /> <span className="md:sr-only lg:not-sr-only">Remove</span>
    </Button>
  );
}

/** Active members: a dense table from tablet width up, stacked cards on phones. */
export function MembersList({ members, actions }: { members: TeamMember[]; actions: MemberActions }) {
  const { canManage, savingId, onRoleChange, onRemove } = actions;
  return (
    <>
      <Card className="hidden overflow-hidden md:block">
        <table className="w-full text-sm">
          <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Member
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Role
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Last login
              </th>
              {canManage && (
                <th scope="col" className="px-4 py-2.5 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y">
            {members.map((member) => (
              <tr key={member.id} data-testid="member-row" data-email={member.email}>
                <td className="max-w-72 px-4 py-3">
                  <MemberIdentity member={member} />
                </td>
                <td className="px-4 py-3">
                  <MemberRole
                    member={member}
                    canManage={canManage}
                    isSaving={savingId === member.id}
                    onRoleChange={(role) => onRoleChange(member, role)}
                  />
                </td>
                <td className="px-4 py-3">
                  <MemberStatus member={member} />
                </td>
                <td className="px-4 py-3">
                  <LastLogin iso={member.lastLogin} />
                </td>
                {canManage && (
                  <td className="px-4 py-3 text-right">
                    {canRemove(member) && <RemoveButton member={member} onRemove={onRemove} />}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="grid gap-3 md:hidden">
        {members.map((member) => (
          <li key={member.id} data-testid="member-card" data-email={member.email}>
            <Card className="grid gap-3 p-4">
              <MemberIdentity member={member} />
              <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-[13px]">
                <dt className="text-muted-foreground">Role</dt>
                <dd>
                  <MemberRole
                    member={member}
                    canManage={canManage}
                    isSaving={savingId === member.id}
                    onRoleChange={(role) => onRoleChange(member, role)}
                  />
                </dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <MemberStatus member={member} />
                </dd>
                <dt className="text-muted-foreground">Last login</dt>
                <dd>
                  <LastLogin iso={member.lastLogin} />
                </dd>
              </dl>
              {canManage && canRemove(member) && (
                <div className="-mb-1 flex justify-end border-t pt-2">
                  <RemoveButton member={member} onRemove={onRemove} />
                </div>
              )}
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
