import { formatMoney, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useOpportunityList } from '@/data/opportunities';

/** What a new quote does in the pipeline: open a deal of its own, join one of the client's open deals, or neither. */
export type OpportunityChoiceValue = 'new' | 'none' | (string & {});

const OPEN_DEALS_SHOWN = 20;

/** The client's open deals to put the new quote in, or a new one named after it (ADR 0047). */
export function OpportunityChoice({
  clientId,
  title,
  currency,
  value,
  onChange,
  disabled,
}: {
  clientId: string;
  title: string;
  currency: string;
  value: OpportunityChoiceValue;
  onChange: (value: OpportunityChoiceValue) => void;
  disabled: boolean;
}) {
  const deals = useOpportunityList({ clientId, status: 'open', limit: OPEN_DEALS_SHOWN });
  const open = deals.data?.pages.flatMap((page) => page.items) ?? [];
  const isKnown = value === 'new' || value === 'none' || open.some((deal) => deal.id === value);
  return (
    <Field label={COPY.opportunityLabel} hint={COPY.opportunityHint} className="sm:col-span-2">
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value as OpportunityChoiceValue)}
        >
          <option value="new">{COPY.opportunityNew(title)}</option>
          {!isKnown && <option value={value}>…</option>}
          {open.map((deal) => (
            <option key={deal.id} value={deal.id}>
              {deal.name} · {deal.stageName} · {formatMoney(deal.valueCents, currency)}
            </option>
          ))}
          <option value="none">{COPY.opportunityNone}</option>
        </NativeSelect>
      )}
    </Field>
  );
}
