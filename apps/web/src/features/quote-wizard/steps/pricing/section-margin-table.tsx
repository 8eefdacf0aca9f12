import {
  DEFAULT_MARGIN_TARGET_BPS,
  formatMoney,
  formatPercentBps,
  isMarginBelowTarget,
  type QuoteTotals,
  WIZARD_COPY as COPY,
} from '@scopewright/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { bpsToInput, NumberCell, parseBps } from '@/components/scope-editor';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardState } from '../../document/wizard-state';

/** On phones each cell is a labelled pair (the table's head is for screen readers only there). */
const CELL =
  'max-sm:flex max-sm:items-center max-sm:justify-between max-sm:gap-2 max-sm:py-0.5 max-sm:before:text-xs max-sm:before:text-muted-foreground max-sm:before:content-[attr(data-label)]';

function Margin({ bps, target }: { bps: number | null; target: number }) {
  if (bps === null) return <span className="text-muted-foreground">—</span>;
  const low = isMarginBelowTarget(bps, target);
  return (
    <span className={cn('tabular-nums', low && 'font-medium text-destructive')}>
      {formatPercentBps(bps)}
      {low && <span className="sr-only"> (below target)</span>}
    </span>
  );
}

/** Revenue, cost and margin per section against each section's target (30% unless set). */
export function SectionMarginTable({ state, totals }: { state: WizardState; totals: QuoteTotals }) {
  const { dispatch, readOnly, currency } = useWizardContext();
  if (state.sectionOrder.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{COPY.marginBySection}</CardTitle>
        <CardDescription>Margins show in red only when below the section’s target.</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm max-sm:block">
          <thead className="text-left text-xs text-muted-foreground max-sm:sr-only">
            <tr className="border-b">
              <th className="py-2 pr-3 font-medium">Section</th>
              <th className="py-2 pr-3 text-right font-medium">One-time revenue</th>
              <th className="py-2 pr-3 text-right font-medium">Cost</th>
              <th className="py-2 pr-3 text-right font-medium">Margin</th>
              <th className="py-2 pr-3 text-right font-medium">Recurring /mo</th>
              <th className="py-2 pr-3 text-right font-medium">Margin</th>
              <th className="w-24 py-2 text-right font-medium">{COPY.targetMargin} %</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {state.sectionOrder.map((sectionId) => {
              const section = state.sections[sectionId]!;
              const figures = totals.sections[sectionId];
              const target = section.targetMarginBps ?? DEFAULT_MARGIN_TARGET_BPS;
              if (!figures) return null;
              return (
                <tr
                  key={sectionId}
                  className="border-b last:border-b-0 max-sm:grid max-sm:grid-cols-1 max-sm:py-2"
                  data-testid="section-margin-row"
                >
                  <th scope="row" className="py-2 pr-3 text-left font-medium max-sm:pb-1">
                    {section.name}
                  </th>
                  <td data-label="One-time revenue" className={cn(CELL, 'py-2 pr-3 text-right tabular-nums')}>
                    {formatMoney(figures.oneTime.revenueCents, currency)}
                  </td>
                  <td data-label="Cost" className={cn(CELL, 'py-2 pr-3 text-right tabular-nums text-muted-foreground')}>
                    {formatMoney(figures.oneTime.costCents, currency)}
                  </td>
                  <td data-label="Margin" className={cn(CELL, 'py-2 pr-3 text-right')}>
                    <Margin bps={figures.oneTime.marginBps} target={target} />
                  </td>
                  <td data-label="Recurring /mo" className={cn(CELL, 'py-2 pr-3 text-right tabular-nums')}>
                    {formatMoney(figures.recurringMonthly.revenueCents, currency)}
                  </td>
                  <td data-label="Recurring margin" className={cn(CELL, 'py-2 pr-3 text-right')}>
                    <Margin bps={figures.recurringMonthly.marginBps} target={target} />
                  </td>
                  <td data-label="Target %" className={cn(CELL, 'py-1 text-right')}>
                    <NumberCell
                      aria-label={`Target margin for ${section.name}`}
                      className="h-8 border-input bg-card max-sm:w-20"
                      value={target}
                      format={bpsToInput}
                      parse={parseBps}
                      readOnly={readOnly}
                      onValueChange={(targetMarginBps) =>
                        dispatch({ type: 'updateSection', id: sectionId, patch: { targetMarginBps } })
                      }
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
