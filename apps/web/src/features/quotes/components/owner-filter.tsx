import { memberName } from '@scopewright/domain';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { useActiveMembers } from '@/data/team';

/** Owner filter: the workspace's active members ("me" first). */
export function OwnerFilter({
  value,
  onChange,
  className,
}: {
  value: string | null;
  onChange: (ownerId: string | null) => void;
  className?: string;
}) {
  const owners = useActiveMembers();
  const members = [...(owners.data ?? [])].sort((a, b) => Number(b.isYou) - Number(a.isYou));
  return (
    <NativeSelect
      aria-label="Owner"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      className={cn('h-9', value && 'border-primary/40 bg-brand-soft/40', className)}
    >
      <option value="">Any owner</option>
      {value && !members.some((m) => m.id === value) && <option value={value}>Selected owner</option>}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.isYou ? `${memberName(member)} (you)` : memberName(member)}
        </option>
      ))}
    </NativeSelect>
  );
}
