import { QUOTE_LIST_FIGURES, type QuoteListItem } from '@scopewright/domain';
import { QuoteMoney } from '@/components/quotes/quote-money';

/**
 * A quote's TCV (excl. tax). Both list columns are before tax (ADR 0026), so TCV beyond the one-time figure is
 * the recurring revenue over the term; a one-time project has no contract value to show and reads as a dash.
 */
export function QuoteTcv({ quote }: { quote: Pick<QuoteListItem, 'tcvCents' | 'oneTimeTotalCents' | 'currency'> }) {
  if (quote.tcvCents <= quote.oneTimeTotalCents) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">{QUOTE_LIST_FIGURES.noContractValue}</span>
      </span>
    );
  }
  return <QuoteMoney cents={quote.tcvCents} currency={quote.currency} />;
}
