import { formatMoney, type QuoteTotals, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DiscountInput } from './discount-input';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardState } from '../../document/wizard-state';

/** Per-line discounts for every priced line, with the amount before and after. */
export function LineDiscountTable({ state, totals }: { state: WizardState; totals: QuoteTotals }) {
  const { dispatch, readOnly, currency } = useWizardContext();
  const rows = state.sectionOrder.flatMap((sectionId) =>
    state.sections[sectionId]!.lineIds.map((id) => state.lines[id]!).filter(
      (line) => line.kind !== 'text' && line.kind !== 'discount',
    ),
  );
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{COPY.lineDiscounts}</CardTitle>
        <CardDescription>A percentage or an amount off a single line, before the quote discount.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {rows.map((line) => {
            const figures = totals.lines[line.id];
            return (
              <li
                key={line.id}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 py-2 sm:grid-cols-[minmax(0,1fr)_8rem_14rem_8rem]"
              >
                <span className="min-w-0 truncate font-medium">{line.name}</span>
                <span className="text-right tabular-nums text-muted-foreground">
                  {figures && formatMoney(figures.grossCents, currency, { frequency: line.frequency })}
                </span>
                <DiscountInput
                  compact
                  label={`Discount on ${line.name}`}
                  type={line.discountType}
                  value={line.discountValue}
                  readOnly={readOnly}
                  onChange={(discountType, discountValue) =>
                    dispatch({ type: 'updateLine', id: line.id, patch: { discountType, discountValue } })
                  }
                />
                <span className="text-right font-medium tabular-nums">
                  {figures && formatMoney(figures.netCents, currency, { frequency: line.frequency })}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
