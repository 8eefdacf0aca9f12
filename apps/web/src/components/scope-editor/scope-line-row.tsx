import {
  BILLING_FREQUENCIES,
  BILLING_FREQUENCY_LABELS,
  formatMoney,
  LINE_KIND_LABELS,
  type QuoteLine,
} from '@scopewright/domain';
import { GripVertical } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { useSortableItem } from '@/components/sortable/use-sortable-entry';
import { cn } from '@/lib/utils';
import {
  bpsToInput,
  centsToInput,
  minutesToInput,
  NumberCell,
  parseBps,
  parseCents,
  parseMinutes,
  parseQuantity,
  TextCell,
} from './grid-cells';
import { LineActionsMenu } from './line-actions-menu';
import { type RoleOption } from '@/data/labor-roles';
import { useScopeEditorContext } from './scope-editor-context';
import { applyRole } from './scope-lines';

export const GRID_COLUMNS =
  'md:grid md:grid-cols-[1.25rem_minmax(7rem,1fr)_7rem_3rem_3.75rem_6rem_6rem_6.75rem_1.75rem] md:items-center md:gap-1 xl:grid-cols-[1.25rem_minmax(10rem,1fr)_10rem_3.5rem_4rem_7rem_7rem_8rem_1.75rem]';

function Cell({
  label,
  numeric = false,
  className,
  children,
}: {
  label: string;
  numeric?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <span aria-hidden className={cn('px-2 text-[11px] text-muted-foreground md:hidden', numeric && 'text-right')}>
        {label}
      </span>
      {children}
    </div>
  );
}

const SELECT =
  'h-8 w-full min-w-0 rounded-md border border-transparent bg-transparent px-1.5 text-sm outline-none hover:border-input focus:border-ring focus:bg-card disabled:opacity-60';

export interface ScopeLineRowProps {
  line: QuoteLine;
  netCents: number;
  isBelowCost: boolean;
  roles: readonly RoleOption[];
  index: number;
  count: number;
  sectionId: string;
  highlighted: boolean;
  onOpenDetails: (lineId: string) => void;
}

/** One line of the scope grid; memoised on its own line object so typing elsewhere never re-renders it. */
export const ScopeLineRow = memo(function ScopeLineRow({
  line,
  netCents,
  isBelowCost,
  roles,
  index,
  count,
  sectionId,
  highlighted,
  onOpenDetails,
}: ScopeLineRowProps) {
  const { dispatch, readOnly, currency, renderLineExtra } = useScopeEditorContext();
  const extra = renderLineExtra?.(line.id);
  const { setNodeRef, style, handleProps, isDragging } = useSortableItem(line.id, sectionId, { disabled: readOnly });
  const update = (patch: Partial<QuoteLine>) => dispatch({ type: 'updateLine', id: line.id, patch });
  const isText = line.kind === 'text';
  const isDiscount = line.kind === 'discount';
  const isLabor = line.kind === 'labor';
  const nameLabel = `${LINE_KIND_LABELS[line.kind]} name`;
  const suffix = line.frequency === 'one_time' ? 'one-time' : BILLING_FREQUENCY_LABELS[line.frequency].toLowerCase();

  return (
    <div
      ref={setNodeRef}
      style={style}
      data-grid-row={line.id}
      data-testid="scope-line"
      className={cn(
        'relative grid grid-cols-2 gap-x-2 gap-y-1 border-b px-2 py-2 last:border-b-0 md:px-1 md:py-0.5',
        GRID_COLUMNS,
        isDragging && 'z-10 bg-card shadow-lg',
        highlighted && 'bg-amber-50 dark:bg-amber-950/30',
        line.isOptional && 'bg-muted/40',
      )}
    >
      <button
        type="button"
        aria-label={`Drag to reorder ${line.name || 'line'}`}
        disabled={readOnly}
        className="absolute top-2 left-0 hidden cursor-grab touch-none rounded text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring md:static md:flex md:justify-center"
        {...handleProps}
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <Cell label="Name" className={cn('col-span-2 md:col-span-1', isText && 'md:col-span-7')}>
        <div className="flex items-center gap-1">
          <TextCell
            data-col="name"
            aria-label={nameLabel}
            value={line.name}
            readOnly={readOnly}
            maxLength={500}
            onValueChange={(name) => update({ name })}
            className={cn(isText && 'italic text-muted-foreground')}
          />
          {line.isOptional && (
            <span className="shrink-0 rounded bg-muted px-1.5 text-[11px] text-muted-foreground">Optional</span>
          )}
        </div>
      </Cell>
      {!isText && (
        <>
          <Cell label={isLabor ? 'Role' : 'Type'}>
            {isLabor ? (
              <select
                data-col="role"
                aria-label={`Role for ${line.name || 'task'}`}
                className={SELECT}
                value={line.roleId ?? ''}
                disabled={readOnly}
                onChange={(event) => {
                  const role = roles.find((r) => r.id === event.target.value);
                  update(role ? applyRole(role) : { roleId: null, roleName: null });
                }}
              >
                <option value="">{line.roleName && !line.roleId ? line.roleName : 'Choose role'}</option>
                {roles.map((role) => (
                  <option key={role.id} value={role.id}>
                    {role.name}
                  </option>
                ))}
              </select>
            ) : (
              <span className="truncate px-2 text-[13px] text-muted-foreground">{LINE_KIND_LABELS[line.kind]}</span>
            )}
          </Cell>
          {isDiscount ? (
            <Cell label="Kind" className="md:col-span-2">
              <select
                data-col="discountType"
                aria-label={`Discount kind for ${line.name}`}
                className={SELECT}
                value={line.discountType === 'percent' ? 'percent' : 'amount'}
                disabled={readOnly}
                onChange={(event) =>
                  update({ discountType: event.target.value as 'percent' | 'amount', discountValue: 0 })
                }
              >
                <option value="amount">Amount</option>
                <option value="percent">Percent of section</option>
              </select>
            </Cell>
          ) : (
            <>
              <Cell label="Qty" numeric>
                <NumberCell
                  data-col="quantity"
                  aria-label={`Quantity of ${line.name}`}
                  value={line.quantity}
                  format={String}
                  parse={parseQuantity}
                  readOnly={readOnly}
                  onValueChange={(quantity) => update({ quantity })}
                />
              </Cell>
              <Cell label="Hours" numeric className={cn(!isLabor && 'max-md:hidden')}>
                {isLabor ? (
                  <NumberCell
                    data-col="hours"
                    aria-label={`Hours for ${line.name}`}
                    value={line.minutes}
                    format={minutesToInput}
                    parse={parseMinutes}
                    readOnly={readOnly}
                    onValueChange={(minutes) => update({ minutes })}
                  />
                ) : (
                  <span aria-hidden className="px-2 text-right text-muted-foreground md:block">
                    —
                  </span>
                )}
              </Cell>
            </>
          )}
          <Cell
            numeric
            label={
              isDiscount
                ? line.discountType === 'percent'
                  ? 'Percent'
                  : 'Amount'
                : isLabor
                  ? 'Rate / h'
                  : 'Unit price'
            }
          >
            {isDiscount && line.discountType === 'percent' ? (
              <NumberCell
                data-col="rate"
                aria-label={`Percent for ${line.name}`}
                value={line.discountValue}
                format={bpsToInput}
                parse={parseBps}
                readOnly={readOnly}
                onValueChange={(discountValue) => update({ discountValue })}
              />
            ) : isDiscount ? (
              <NumberCell
                data-col="rate"
                aria-label={`Amount for ${line.name}`}
                value={line.discountValue}
                format={centsToInput}
                parse={parseCents}
                readOnly={readOnly}
                onValueChange={(discountValue) => update({ discountValue })}
              />
            ) : (
              <NumberCell
                data-col="rate"
                aria-label={`${isLabor ? 'Hourly rate' : 'Unit price'} of ${line.name}`}
                value={line.unitPriceCents}
                format={centsToInput}
                parse={parseCents}
                readOnly={readOnly}
                onValueChange={(unitPriceCents) => update({ unitPriceCents })}
              />
            )}
          </Cell>
          <Cell label="Billing">
            <select
              data-col="frequency"
              aria-label={`Billing of ${line.name}`}
              className={SELECT}
              value={line.frequency}
              disabled={readOnly}
              onChange={(event) => update({ frequency: event.target.value as QuoteLine['frequency'] })}
            >
              {BILLING_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {BILLING_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </select>
          </Cell>
          <Cell label="Amount" numeric>
            <output
              data-testid="line-amount"
              aria-label={`Amount of ${line.name}, ${suffix}`}
              className={cn(
                'block truncate px-1 text-right text-sm font-medium tabular-nums',
                isBelowCost && 'text-destructive',
                !line.isSelected && line.isOptional && 'text-muted-foreground line-through',
              )}
              title={isBelowCost ? 'Priced below cost' : undefined}
            >
              {formatMoney(netCents, currency, { frequency: line.frequency })}
            </output>
          </Cell>
        </>
      )}
      <div className="absolute top-1.5 right-1 md:static">
        <LineActionsMenu line={line} index={index} count={count} sectionId={sectionId} onOpenDetails={onOpenDetails} />
      </div>
      {extra != null && extra !== false && (
        <div data-testid="line-extra" className="col-span-full min-w-0 pb-1 md:pl-6">
          {extra}
        </div>
      )}
    </div>
  );
});
