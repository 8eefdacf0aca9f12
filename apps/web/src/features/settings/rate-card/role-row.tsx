import {
  centsToAmountInput,
  isAtOrBelowCost,
  parseRateInput,
  RATE_CARD_COPY as COPY,
  RoleName,
  type LaborRoleView,
} from '@scopewright/domain';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, GripVertical, TriangleAlert } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { useSortableItem } from '@/components/sortable/use-sortable-entry';
import { cn } from '@/lib/utils';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { MarginFigure, money } from './rate-card-shared';
import { useSetLaborRoleArchived, useUpdateLaborRole } from '@/data/labor-roles';

/** Desktop columns: handle · role · client-facing name · bill · cost · margin · actions. */
/** The one sortable list of the rate card: its active roles. */
export const ROLES_LIST = 'rate-card-roles';

export const ROLE_GRID =
  'md:grid md:grid-cols-[2.25rem_minmax(0,1.3fr)_minmax(0,1.3fr)_7.5rem_7.5rem_5.5rem_7.5rem] md:items-start md:gap-3';

type Field = 'name' | 'clientFacingName' | 'billRate' | 'costRate';
type Draft = Record<Field, string>;

const draftOf = (role: LaborRoleView): Draft => ({
  name: role.name,
  clientFacingName: role.clientFacingName ?? '',
  billRate: centsToAmountInput(role.billRateCents),
  costRate: centsToAmountInput(role.costRateCents),
});

interface RoleRowProps {
  role: LaborRoleView;
  currency: string;
  canEdit: boolean;
  sortable: boolean;
  onMove?: (direction: -1 | 1) => void;
  isFirst?: boolean;
  isLast?: boolean;
}

/** One role: edited in place (saved on blur or Enter, Esc reverts), margin live, below-cost warning. */
export function RoleRow({ role, currency, canEdit, sortable, onMove, isFirst, isLast }: RoleRowProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(role));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const update = useUpdateLaborRole({ errorToast: false });
  const setArchived = useSetLaborRoleArchived();
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(role.id, ROLES_LIST, {
    disabled: !sortable || !canEdit,
    motion: 'transform',
  });
  const saved = useRef(draftOf(role));
  // A refetch brings new rows: take over only the fields whose saved value changed, keeping what is being typed.
  useEffect(() => {
    const next = draftOf(role);
    const changed = (Object.keys(next) as Field[]).filter((key) => next[key] !== saved.current[key]);
    saved.current = next;
    if (changed.length > 0) setDraft((d) => ({ ...d, ...Object.fromEntries(changed.map((key) => [key, next[key]])) }));
  }, [role]);

  const bill = parseRateInput(draft.billRate);
  const cost = parseRateInput(draft.costRate);
  const loses = bill.ok && cost.ok && isAtOrBelowCost(bill.cents, cost.cents);

  const commit = (field: Field) => {
    const current = draftOf(role);
    if (draft[field].trim() === current[field]) return setDraft((d) => ({ ...d, [field]: current[field] }));
    let input: Record<string, string | number | null>;
    if (field === 'billRate' || field === 'costRate') {
      const parsed = field === 'billRate' ? bill : cost;
      if (!parsed.ok) return setErrors((e) => ({ ...e, [field]: parsed.message }));
      if (parsed.cents === (field === 'billRate' ? role.billRateCents : role.costRateCents)) return;
      input = { [field === 'billRate' ? 'billRateCents' : 'costRateCents']: parsed.cents };
    } else if (field === 'name') {
      const parsed = RoleName.safeParse(draft.name);
      if (!parsed.success) return setErrors((e) => ({ ...e, name: parsed.error.issues[0]?.message }));
      input = { name: parsed.data };
    } else input = { clientFacingName: draft.clientFacingName };
    update.mutate(
      { id: role.id, input },
      {
        onSuccess: (next) => toast.success(COPY.saved(next.name)),
        onError: (error) => {
          const detail =
            isApiError(error) && Array.isArray(error.details) ? (error.details[0] as { message?: string }) : null;
          if (detail?.message) setErrors((e) => ({ ...e, [field]: detail.message }));
          else toastMutationError(error);
        },
      },
    );
  };

  const input = (field: Field, label: string, className?: string) => ({
    'aria-label': `${label}, ${role.name}`,
    'aria-invalid': errors[field] ? true : undefined,
    value: draft[field],
    className: cn('h-9', errors[field] && 'border-destructive', className),
    onChange: (event: { target: { value: string } }) => {
      setDraft((d) => ({ ...d, [field]: event.target.value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
    },
    onBlur: () => commit(field),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') event.currentTarget.blur();
      if (event.key === 'Escape') {
        setDraft(draftOf(role));
        setErrors({});
      }
    },
  });

  const archive = () =>
    setArchived.mutate(
      { id: role.id, archived: !role.archivedAt },
      {
        onSuccess: (next) => toast.success(next.archivedAt ? COPY.archived(next.name) : COPY.unarchived(next.name)),
      },
    );

  const label = (text: string) => (
    <span className="mb-1 block text-xs font-medium text-muted-foreground md:sr-only">{text}</span>
  );
  const error = (field: Field) => errors[field] && <p className="mt-1 text-[13px] text-destructive">{errors[field]}</p>;

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'grid grid-cols-2 gap-x-3 gap-y-3 border-b bg-card px-4 py-3 last:border-b-0',
        ROLE_GRID,
        isDragging && 'relative z-10 shadow-lg',
        role.archivedAt && 'bg-muted/40',
      )}
      data-testid="role-row"
    >
      <div className="col-span-2 hidden md:col-span-1 md:flex md:h-9 md:items-center">
        {canEdit && sortable && (
          <button
            type="button"
            className="cursor-grab rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
            aria-label={COPY.dragHandle(role.name)}
            {...handleProps}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
        )}
      </div>
      <div className="col-span-2 md:col-span-1">
        {label(COPY.nameLabel)}
        {canEdit && !role.archivedAt ? (
          <Input {...input('name', COPY.nameLabel)} maxLength={100} />
        ) : (
          <p className="py-1.5 text-sm font-medium">{role.name}</p>
        )}
        {error('name')}
      </div>
      <div className="col-span-2 md:col-span-1">
        {label(COPY.clientFacingNameLabel)}
        {canEdit && !role.archivedAt ? (
          <Input {...input('clientFacingName', COPY.clientFacingNameLabel)} placeholder={draft.name} maxLength={100} />
        ) : (
          <p className="py-1.5 text-sm text-muted-foreground">{role.clientFacingName ?? role.name}</p>
        )}
        {error('clientFacingName')}
      </div>
      <div>
        {label(COPY.billRateLabel)}
        {canEdit && !role.archivedAt ? (
          <Input {...input('billRate', COPY.billRateLabel, 'text-right tabular-nums')} inputMode="decimal" />
        ) : (
          <p className="py-1.5 text-right text-sm tabular-nums">{money(role.billRateCents, currency)}</p>
        )}
        {error('billRate')}
      </div>
      <div>
        {label(COPY.costRateLabel)}
        {canEdit && !role.archivedAt ? (
          <Input {...input('costRate', COPY.costRateLabel, 'text-right tabular-nums')} inputMode="decimal" />
        ) : (
          <p className="py-1.5 text-right text-sm tabular-nums">{money(role.costRateCents, currency)}</p>
        )}
        {error('costRate')}
      </div>
      <div className="flex items-center gap-3 text-sm md:block md:h-9 md:pt-2 md:text-right">
        <span className="text-xs font-medium text-muted-foreground md:sr-only">{COPY.marginLabel}</span>
        <span aria-live="polite" data-testid="role-margin">
          <MarginFigure
            priceCents={bill.ok ? bill.cents : null}
            costCents={cost.ok ? cost.cents : null}
            warning={COPY.belowCost}
          />
        </span>
      </div>
      <div className="flex items-center justify-end gap-1 md:h-9">
        {canEdit && sortable && onMove && (
          <>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={COPY.moveUp(role.name)}
              disabled={isFirst}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={COPY.moveDown(role.name)}
              disabled={isLast}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden />
            </Button>
          </>
        )}
        {canEdit && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`${role.archivedAt ? COPY.unarchive : COPY.archive} ${role.name}`}
            title={role.archivedAt ? COPY.unarchive : COPY.archive}
            disabled={setArchived.isPending}
            onClick={archive}
          >
            {role.archivedAt ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
          </Button>
        )}
      </div>
      {loses && (
        <p className="col-span-2 flex items-start gap-1.5 text-[13px] text-amber-700 md:col-span-6 md:col-start-2 dark:text-amber-400">
          <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          {COPY.belowCost}
        </p>
      )}
    </li>
  );
}
