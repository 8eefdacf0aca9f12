import { formatMoney, type QuoteTotals, WIZARD_COPY as COPY } from '@scopewright/domain';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useWizardContext } from '../../document/wizard-context';
import { type WizardState } from '../../document/wizard-state';
import { locateLine } from '@/components/scope-editor';

/** Lines that lose money as priced, each with a way straight to it in the scope grid. */
export function BelowCostWarnings({
  state,
  totals,
  onJumpToLine,
}: {
  state: WizardState;
  totals: QuoteTotals;
  onJumpToLine: (lineId: string) => void;
}) {
  const { currency } = useWizardContext();
  const ids = totals.belowCostLineIds.filter((id) => state.lines[id]);
  if (ids.length === 0) return null;
  return (
    <section
      role="alert"
      aria-labelledby="below-cost-title"
      className="rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3"
    >
      <h2 id="below-cost-title" className="flex items-center gap-2 text-sm font-semibold text-destructive">
        <AlertTriangle className="size-4" aria-hidden /> {COPY.belowCostTitle(ids.length)}
      </h2>
      <p className="mt-0.5 text-[13px] text-muted-foreground">{COPY.belowCostBody}</p>
      <ul className="mt-2 divide-y divide-destructive/10">
        {ids.map((id) => {
          const line = state.lines[id]!;
          const figures = totals.lines[id]!;
          const at = locateLine(state, id);
          return (
            <li key={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5 text-sm">
              <span className="min-w-0 flex-1">
                <span className="font-medium">{line.name}</span>
                {at && <span className="text-muted-foreground"> · {state.sections[at.sectionId]!.name}</span>}
              </span>
              <span className="text-[13px] tabular-nums text-muted-foreground">
                {formatMoney(figures.netCents, currency)} vs cost {formatMoney(figures.costCents, currency)}
              </span>
              <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onJumpToLine(id)}>
                {COPY.jumpToLine}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
