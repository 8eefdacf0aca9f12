import { PRICING_MODELS, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { BelowCostWarnings } from './below-cost-warnings';
import { DiscountInput } from './discount-input';
import { bpsToInput, NumberCell, parseBps } from '@/components/scope-editor';
import { LineDiscountTable } from './line-discount-table';
import { SectionMarginTable } from './section-margin-table';
import type { WizardDocument } from '../../document/use-wizard-document';
import { useWizardContext } from '../../document/wizard-context';

const MODEL_LABELS = { fixed_fee: 'Fixed fee', time_and_materials: 'Time and materials' } as const;
const BOXED = 'h-10 border-input bg-card shadow-xs';
const parseTerm = (text: string) =>
  /^\s*\d{1,3}\s*$/.test(text) && Number(text) >= 1 && Number(text) <= 120 ? Number(text) : null;

/** Step 3: commercial terms, discounts, tax and margin. */
export function PricingStep({ doc, onJumpToLine }: { doc: WizardDocument; onJumpToLine: (lineId: string) => void }) {
  const { state, dispatch, totals } = doc;
  const { readOnly } = useWizardContext();
  const { settings } = state;
  const set = (patch: Partial<typeof settings>) => dispatch({ type: 'setSettings', patch });
  return (
    <div className="flex flex-col gap-5">
      <BelowCostWarnings state={state} totals={totals} onJumpToLine={onJumpToLine} />
      <Card>
        <CardHeader>
          <CardTitle>Terms and tax</CardTitle>
          <CardDescription>
            How the quote is billed; recurring services run for the contract term unless a line sets its own.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={COPY.contractTerm}>
            {(control) => (
              <NumberCell
                {...control}
                className={BOXED}
                value={settings.contractTermMonths}
                format={String}
                parse={parseTerm}
                readOnly={readOnly}
                onValueChange={(contractTermMonths) => set({ contractTermMonths })}
              />
            )}
          </Field>
          <Field label={COPY.pricingModel}>
            {(control) => (
              <NativeSelect
                {...control}
                value={settings.pricingModel}
                disabled={readOnly}
                onChange={(e) => set({ pricingModel: e.target.value as (typeof PRICING_MODELS)[number] })}
              >
                {PRICING_MODELS.map((model) => (
                  <option key={model} value={model}>
                    {MODEL_LABELS[model]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label={`${COPY.taxRate} (%)`} hint={COPY.taxRateHint}>
            {(control) => (
              <NumberCell
                {...control}
                className={BOXED}
                value={settings.taxRateBps}
                format={bpsToInput}
                parse={parseBps}
                readOnly={readOnly}
                onValueChange={(taxRateBps) => set({ taxRateBps })}
              />
            )}
          </Field>
          <DiscountInput
            label={COPY.quoteDiscount}
            hint={COPY.quoteDiscountHint}
            type={settings.discountType}
            value={settings.discountValue}
            readOnly={readOnly}
            onChange={(discountType, discountValue) => set({ discountType, discountValue })}
          />
        </CardContent>
      </Card>
      <SectionMarginTable state={state} totals={totals} />
      <LineDiscountTable state={state} totals={totals} />
    </div>
  );
}
