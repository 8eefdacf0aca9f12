import { AI_SCOPING_COPY as COPY, formatMoney, type SuggestedItem } from '@scopewright/domain';
import { useId } from 'react';
import { ReviewCheckbox } from './review-checkbox';
import { SuggestionName } from './suggestion-name';

export interface SuggestedItemsCardProps {
  items: readonly SuggestedItem[];
  selected: ReadonlySet<string>;
  accepted: ReadonlySet<string>;
  currency: string | null;
  onToggle: (keys: string[], on: boolean) => void;
}

/** Licences, managed services and hardware from the workspace catalog: count, unit price, cadence and source. */
export function SuggestedItemsCard({ items, selected, accepted, currency, onToggle }: SuggestedItemsCardProps) {
  const id = useId();
  const open = items.filter((item) => !accepted.has(item.key)).map((item) => item.key);
  const picked = open.filter((key) => selected.has(key));
  return (
    <section aria-labelledby={id} data-testid="ai-catalog-items" className="border-t">
      <header className="flex items-center gap-3 bg-muted/40 px-4 py-2 sm:px-5">
        <ReviewCheckbox
          label={COPY.selectSection(COPY.catalogTitle)}
          checked={open.length > 0 ? picked.length === open.length : true}
          indeterminate={picked.length > 0 && picked.length < open.length}
          disabled={open.length === 0}
          onChange={(on) => onToggle(open, on)}
        />
        <h3 id={id} className="text-sm font-semibold">
          {COPY.catalogTitle}
        </h3>
      </header>
      <ul className="divide-y">
        {items.map((item) => {
          const isAccepted = accepted.has(item.key);
          const frequency = { frequency: item.frequency };
          return (
            <li key={item.key} data-testid="ai-catalog-item" className="flex gap-3 px-4 py-2.5 sm:px-5">
              <div className="pt-0.5">
                <ReviewCheckbox
                  label={COPY.selectLine(item.name)}
                  checked={selected.has(item.key) || isAccepted}
                  disabled={isAccepted}
                  onChange={(on) => onToggle([item.key], on)}
                />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-col gap-1 md:flex-row md:items-baseline md:gap-4">
                  <SuggestionName name={item.name} isAccepted={isAccepted} />
                  <p className="flex flex-wrap gap-x-2 text-[13px] whitespace-nowrap text-muted-foreground tabular-nums">
                    <span>{COPY.quantityTimes(item.quantity, item.unit)}</span>
                    {currency && <span>{formatMoney(item.unitPriceCents, currency, frequency)}</span>}
                    {currency && (
                      <span className="font-semibold text-foreground">
                        {formatMoney(item.priceCents, currency, frequency)}
                      </span>
                    )}
                  </p>
                </div>
                <p className="mt-0.5 text-[13px] break-words text-muted-foreground">
                  {!/catalog/i.test(item.rationale) && `${COPY.catalogSource(item.sku)} · `}
                  {item.rationale}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
