import { ASSIGNABLE_ROLES, type AssignableRole, ROLE_LABELS } from '@scopewright/domain';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function isAssignableRole(value: string): value is AssignableRole {
  return (ASSIGNABLE_ROLES as readonly string[]).includes(value);
}

/** A native select of the roles an admin can give (User, Admin): keyboard and screen-reader friendly everywhere. */
export function RoleSelect({
  value,
  onValueChange,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: AssignableRole;
  onValueChange: (role: AssignableRole) => void;
}) {
  return (
    <select
      value={value}
      onChange={(event) => {
        if (isAssignableRole(event.target.value)) onValueChange(event.target.value);
      }}
      className={cn(
        'h-8 rounded-md border border-input bg-card py-0 pr-8 pl-2.5 text-[13px] shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}
