import { LINE_KIND_LABELS, type QuoteLine, WIZARD_COPY as COPY } from '@scopewright/domain';
import { type ReactNode, useId } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import { centsToInput, NumberCell, parseCents } from './grid-cells';
import { ScopeListEditor } from './scope-list-editor';
import { useScopeEditorContext } from './scope-editor-context';

const TEXTAREA =
  'min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const BOXED = 'h-9 border-input bg-card text-left';

const SCOPE_LISTS = [
  ['deliverables', COPY.deliverables],
  ['assumptions', COPY.assumptions],
  ['outOfScope', COPY.outOfScope],
  ['customerResponsibilities', COPY.customerResponsibilities],
] as const;

function Labelled({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}

/** Everything about a line that does not fit the grid: client text, internal note, cost, flags, scope language. */
export function LineDetailDrawer({ line, onClose }: { line: QuoteLine | null; onClose: () => void }) {
  const { dispatch, readOnly } = useScopeEditorContext();
  const update = (patch: Partial<QuoteLine>) => line && dispatch({ type: 'updateLine', id: line.id, patch });
  return (
    <Sheet open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="right" className="w-[min(32rem,100vw)] overflow-y-auto">
        {line && (
          <div className="flex flex-col gap-5 p-5 pt-4">
            <div className="pr-8">
              <SheetTitle className="text-base">{line.name || COPY.detailsTitle}</SheetTitle>
              <SheetDescription className="not-sr-only text-[13px] text-muted-foreground">
                {LINE_KIND_LABELS[line.kind]}
                {line.roleName ? ` · ${line.roleName}` : ''}
                {line.source === 'catalog' ? ' · from the catalog' : ''}
              </SheetDescription>
            </div>
            <Labelled label={COPY.clientDescription}>
              {(id) => (
                <textarea
                  id={id}
                  className={TEXTAREA}
                  value={line.clientDescription}
                  readOnly={readOnly}
                  maxLength={5000}
                  onChange={(e) => update({ clientDescription: e.target.value })}
                />
              )}
            </Labelled>
            <Labelled label={COPY.internalNote} hint={COPY.internalNoteHint}>
              {(id) => (
                <textarea
                  id={id}
                  className={TEXTAREA}
                  value={line.internalNote}
                  readOnly={readOnly}
                  maxLength={2000}
                  onChange={(e) => update({ internalNote: e.target.value })}
                />
              )}
            </Labelled>
            {line.kind !== 'text' && line.kind !== 'discount' && (
              <div className="grid grid-cols-2 gap-4">
                <Labelled label={line.kind === 'labor' ? 'Cost rate / h' : 'Unit cost'}>
                  {(id) => (
                    <NumberCell
                      id={id}
                      className={BOXED}
                      value={line.unitCostCents}
                      format={centsToInput}
                      parse={parseCents}
                      readOnly={readOnly}
                      onValueChange={(unitCostCents) => update({ unitCostCents })}
                    />
                  )}
                </Labelled>
                <Labelled label="Unit">
                  {(id) => (
                    <input
                      id={id}
                      className={`${TEXTAREA} min-h-0 h-9 py-0`}
                      value={line.unit}
                      readOnly={readOnly}
                      maxLength={20}
                      onChange={(e) => update({ unit: e.target.value || 'each' })}
                    />
                  )}
                </Labelled>
                {line.frequency !== 'one_time' && (
                  <Labelled label="Term (months)" hint="Blank uses the quote’s contract term.">
                    {(id) => (
                      <NumberCell
                        id={id}
                        className={BOXED}
                        value={line.termMonths ?? 0}
                        format={(v) => (v ? String(v) : '')}
                        parse={(t) =>
                          t.trim() === ''
                            ? 0
                            : /^\d{1,3}$/.test(t.trim()) && Number(t) >= 1 && Number(t) <= 120
                              ? Number(t)
                              : null
                        }
                        readOnly={readOnly}
                        onValueChange={(v) => update({ termMonths: v || null })}
                      />
                    )}
                  </Labelled>
                )}
              </div>
            )}
            <div className="grid gap-3">
              <SwitchRow
                label="Taxable"
                checked={line.taxable}
                disabled={readOnly}
                onChange={(taxable) => update({ taxable })}
              />
              <SwitchRow
                label={COPY.optional}
                hint="Excluded from the totals until the client selects it."
                checked={line.isOptional}
                disabled={readOnly}
                onChange={(isOptional) => update({ isOptional, isSelected: !isOptional })}
              />
            </div>
            {line.kind !== 'text' &&
              SCOPE_LISTS.map(([key, label]) => (
                <ScopeListEditor
                  key={key}
                  label={label}
                  items={line[key]}
                  readOnly={readOnly}
                  onChange={(items) => update({ [key]: items })}
                />
              ))}
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (value: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="text-sm">
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-muted-foreground">{hint}</span>}
      </label>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}
