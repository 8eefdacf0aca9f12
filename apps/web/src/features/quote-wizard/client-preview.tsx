import {
  BILLING_FREQUENCY_LABELS,
  formatMoney,
  type QuoteContent,
  type QuoteTotals,
  RECURRING_FREQUENCIES,
  WIZARD_COPY as COPY,
} from '@scopewright/domain';
import { cn } from '@/lib/utils';

const SCOPE_LABELS = [
  ['deliverables', COPY.deliverables],
  ['assumptions', COPY.assumptions],
  ['outOfScope', COPY.outOfScope],
  ['customerResponsibilities', COPY.customerResponsibilities],
] as const;

/** What the client reads: sections, descriptions, scope language and totals per cadence — never costs or margins. */
export function ClientPreview({
  content,
  totals,
  currency,
}: {
  content: QuoteContent;
  totals: QuoteTotals;
  currency: string;
}) {
  const money = (cents: number, frequency?: (typeof RECURRING_FREQUENCIES)[number]) =>
    formatMoney(cents, currency, frequency ? { frequency } : {});
  return (
    <article aria-label="Client-facing summary" className="flex flex-col gap-5 rounded-xl border bg-card p-5 sm:p-6">
      {content.executiveSummary.trim() && (
        <p className="text-sm leading-6 whitespace-pre-line">{content.executiveSummary}</p>
      )}
      {content.sections.map((section) => (
        <section key={section.id} className="flex flex-col gap-2">
          <h3 className="flex items-baseline gap-2 border-b pb-1 text-sm font-semibold">
            {section.name}
            {section.isOptional && <span className="text-xs font-normal text-muted-foreground">Optional</span>}
          </h3>
          {section.clientDescription && <p className="text-sm text-muted-foreground">{section.clientDescription}</p>}
          <ul className="flex flex-col gap-2">
            {section.lines.map((line) => {
              const figures = totals.lines[line.id];
              const lists = SCOPE_LABELS.map(
                ([key, label]) => [label, line[key].filter((item) => item.trim())] as const,
              ).filter(([, items]) => items.length > 0);
              return (
                <li key={line.id} className={cn('text-sm', line.isOptional && 'rounded-md bg-muted/50 px-2 py-1')}>
                  <div className="flex items-baseline gap-3">
                    <span className={cn('min-w-0 flex-1', line.kind === 'text' && 'italic text-muted-foreground')}>
                      {line.name}
                      {line.isOptional && <span className="ml-2 text-xs text-muted-foreground">Optional</span>}
                    </span>
                    {line.kind !== 'text' && section.showLinePrices && figures && (
                      <span className="tabular-nums">
                        {formatMoney(figures.netCents, currency, { frequency: line.frequency })}
                      </span>
                    )}
                  </div>
                  {line.clientDescription && (
                    <p className="mt-0.5 text-[13px] text-muted-foreground">{line.clientDescription}</p>
                  )}
                  {lists.map(([label, items]) => (
                    <div key={label} className="mt-1 text-[13px]">
                      <span className="font-medium">{label}: </span>
                      <span className="text-muted-foreground">{items.join('; ')}</span>
                    </div>
                  ))}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <dl className="ml-auto grid w-full max-w-xs gap-1 border-t pt-3 text-sm">
        <Row label="One-time subtotal" value={money(totals.oneTime.subtotalCents)} />
        {totals.oneTime.discountCents > 0 && <Row label="Discount" value={`−${money(totals.oneTime.discountCents)}`} />}
        {totals.oneTime.taxCents > 0 && <Row label="Tax" value={money(totals.oneTime.taxCents)} />}
        <Row label="Due on acceptance" value={money(totals.oneTime.totalCents)} strong />
        {RECURRING_FREQUENCIES.filter((f) => totals.recurring[f].subtotalCents > 0).map((f) => (
          <Row
            key={f}
            label={`${BILLING_FREQUENCY_LABELS[f]} recurring`}
            value={money(totals.recurring[f].totalCents, f)}
            strong
          />
        ))}
        {totals.optional.lineCount > 0 && (
          <p className="pt-1 text-xs text-muted-foreground">
            Optional items add {money(totals.optional.oneTimeCents)}
            {totals.optional.monthlyCents > 0 ? ` and ${money(totals.optional.monthlyCents, 'monthly')}` : ''} if
            selected.
          </p>
        )}
      </dl>
    </article>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('tabular-nums', strong && 'font-semibold')}>{value}</dd>
    </div>
  );
}
