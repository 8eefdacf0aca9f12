import { AI_SCOPING_COPY as COPY, QUOTE_LIMITS, type SuggestedLine } from '@scopewright/domain';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type RoleOption } from '@/data/labor-roles';
import type { LineEdit } from './review-draft';

const INPUT =
  'h-8 w-full rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30';
const MAX_HOURS = QUOTE_LIMITS.maxLineMinutes / 60;

/** Inline edit of one suggestion before it is accepted: its name, hours and rate-card role. */
export function SuggestionLineEditor({
  line,
  roles,
  onEdit,
  onDone,
}: {
  line: SuggestedLine;
  roles: readonly RoleOption[];
  onEdit: (edit: LineEdit) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [hours, setHours] = useState(String(line.hours));
  const hasRole = roles.some((role) => role.id === line.roleId);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || (event.key === 'Enter' && event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      onDone();
    }
  };

  const changeHours = (text: string) => {
    setHours(text);
    const value = Number(text);
    if (text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= MAX_HOURS) onEdit({ hours: value });
  };

  const changeRole = (roleId: string) => {
    const role = roles.find((r) => r.id === roleId);
    if (role)
      onEdit({
        roleId: role.id,
        role: role.clientFacingName ?? role.name,
        billRateCents: role.billRateCents,
        costRateCents: role.costRateCents,
      });
  };

  return (
    <div className="mt-2 grid gap-2 rounded-md border bg-muted/40 p-2 sm:grid-cols-[minmax(0,1fr)_6rem_minmax(0,12rem)_auto] sm:items-end">
      <label className="grid gap-1 text-xs text-muted-foreground" htmlFor={`${id}-name`}>
        {COPY.nameLabel}
        <input
          id={`${id}-name`}
          className={INPUT}
          value={line.name}
          maxLength={500}
          ref={nameRef}
          onKeyDown={onKeyDown}
          onChange={(event) => onEdit({ name: event.target.value })}
        />
      </label>
      <label className="grid gap-1 text-xs text-muted-foreground" htmlFor={`${id}-hours`}>
        {COPY.hoursLabel}
        <input
          id={`${id}-hours`}
          className={`${INPUT} text-right tabular-nums`}
          inputMode="decimal"
          type="number"
          min={0}
          max={MAX_HOURS}
          step={0.25}
          value={hours}
          onChange={(event) => changeHours(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <label className="grid gap-1 text-xs text-muted-foreground" htmlFor={`${id}-role`}>
        {COPY.roleLabel}
        <select
          id={`${id}-role`}
          className={INPUT}
          value={hasRole ? (line.roleId ?? '') : ''}
          onChange={(event) => changeRole(event.target.value)}
          onKeyDown={onKeyDown}
        >
          {!hasRole && <option value="">{line.role}</option>}
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.clientFacingName ?? role.name}
            </option>
          ))}
        </select>
      </label>
      <Button size="sm" variant="outline" onClick={onDone}>
        {COPY.doneEditing}
      </Button>
    </div>
  );
}
