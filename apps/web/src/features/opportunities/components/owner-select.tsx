import { memberName } from '@scopewright/domain';
import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { useActiveMembers } from '@/data/team';

/** The workspace's active members ("you" first) as a select; `emptyLabel` is the "none" choice. */
export function OwnerSelect({
  value,
  onChange,
  emptyLabel,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (ownerId: string | null) => void;
  emptyLabel: string;
}) {
  const owners = useActiveMembers();
  const members = [...(owners.data ?? [])].sort((a, b) => Number(b.isYou) - Number(a.isYou));
  return (
    <NativeSelect value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} {...props}>
      <option value="">{emptyLabel}</option>
      {value && !members.some((m) => m.id === value) && <option value={value}>Selected owner</option>}
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.isYou ? `${memberName(member)} (you)` : memberName(member)}
        </option>
      ))}
    </NativeSelect>
  );
}
