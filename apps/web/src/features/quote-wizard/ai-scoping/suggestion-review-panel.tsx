import {
  AI_SCOPING_COPY as COPY,
  formatMoney,
  type ScopeSuggestionResponse,
  type SuggestedSection,
} from '@scopewright/domain';
import { Info } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { type RoleOption } from '@/data/labor-roles';
import { type LineEdit, pickLines, sumItems, sumLines } from './review-draft';
import { SuggestedItemsCard } from './suggested-items-card';
import { SuggestionSectionCard } from './suggestion-section-card';

export interface SuggestionReviewPanelProps {
  run: ScopeSuggestionResponse;
  /** The run's sections with the user's edits applied. */
  sections: SuggestedSection[];
  refined: boolean;
  selected: ReadonlySet<string>;
  accepted: ReadonlySet<string>;
  currency: string | null;
  priceNote: string | null;
  roles: readonly RoleOption[];
  disabled: boolean;
  previousLineCount: number;
  replacePrevious: boolean;
  onReplacePrevious: (on: boolean) => void;
  onToggle: (keys: string[], on: boolean) => void;
  onEdit: (key: string, edit: LineEdit) => void;
  onAccept: (keys: string[]) => void;
  onDiscard: () => void;
}

/** The run to review: what was understood, the phases and their lines, totals and the ways to accept. */
export const SuggestionReviewPanel = memo(function SuggestionReviewPanel(props: SuggestionReviewPanelProps) {
  const { run, sections, refined, selected, accepted, currency, priceNote, disabled, onAccept } = props;
  const items = run.items;
  const keys = [...sections.flatMap((section) => section.lines.map((line) => line.key)), ...items.map((i) => i.key)];
  const open = keys.filter((k) => !accepted.has(k));
  const picked = open.filter((key) => selected.has(key));
  const pickedSet = new Set(picked);
  const totals = sumLines(pickLines(sections, pickedSet));
  const itemTotals = sumItems(items.filter((item) => pickedSet.has(item.key)));
  const hasAny = sections.length > 0 || items.length > 0;
  return (
    <div role="region" aria-label={refined ? COPY.refinedTitle : COPY.reviewTitle} data-testid="ai-review-panel">
      <div className="flex flex-col gap-2 border-t px-4 py-3 text-sm sm:px-5">
        <h3 className="font-semibold">{refined ? COPY.refinedTitle : COPY.reviewTitle}</h3>
        {hasAny && (
          <div
            className="flex flex-col gap-3 rounded-lg border bg-muted/40 px-3 py-2.5"
            data-testid="ai-review-summary"
          >
            <dl
              className="flex flex-wrap gap-x-5 gap-y-1 text-sm whitespace-nowrap tabular-nums"
              data-testid="ai-review-totals"
            >
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{COPY.totalHours}</dt>
                <dd className="font-semibold">{COPY.hours(totals.hours)}</dd>
              </div>
              {currency && (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground">{items.length > 0 ? COPY.oneTime : COPY.totalPrice}</dt>
                  <dd className="font-semibold">
                    {formatMoney(totals.priceCents + itemTotals.oneTimeCents, currency)}
                  </dd>
                </div>
              )}
              {currency && items.some((item) => item.frequency !== 'one_time') && (
                <div className="flex gap-1.5">
                  <dt className="text-muted-foreground">{COPY.monthly}</dt>
                  <dd className="font-semibold">
                    {formatMoney(itemTotals.monthlyCents, currency, { frequency: 'monthly' })}
                  </dd>
                </div>
              )}
            </dl>
            {props.previousLineCount > 0 && (
              <label className="flex items-center gap-2 text-[13px]">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  checked={props.replacePrevious}
                  onChange={(event) => props.onReplacePrevious(event.target.checked)}
                />
                {COPY.replacePrevious(props.previousLineCount)}
              </label>
            )}
            <div className="flex flex-wrap gap-2">
              <Button disabled={disabled || open.length === 0} onClick={() => onAccept(open)}>
                {COPY.acceptAll}
              </Button>
              <Button variant="outline" disabled={disabled || picked.length === 0} onClick={() => onAccept(picked)}>
                {COPY.acceptSelected(picked.length)}
              </Button>
              <Button variant="ghost" onClick={props.onDiscard}>
                {COPY.discard}
              </Button>
            </div>
          </div>
        )}
        {run.message && (
          <p data-testid="ai-message" className="flex gap-2 text-[13px] leading-5">
            <Info className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            <span>{run.message}</span>
          </p>
        )}
        {run.fallbackReason && <p className="text-[13px] text-muted-foreground">{COPY.fallback(run.fallbackReason)}</p>}
        {priceNote && <p className="text-[13px] text-muted-foreground">{priceNote}</p>}
        {run.quantities.length > 0 && (
          <div className="flex flex-wrap items-center gap-1.5 text-[13px]">
            <span className="text-muted-foreground">{COPY.understood}:</span>
            {run.quantities.map((quantity, index) => (
              <Badge key={index} variant="outline" className="text-foreground tabular-nums">
                {quantity.text}
              </Badge>
            ))}
          </div>
        )}
        {run.notUnderstood.length > 0 && (
          <p className="text-[13px] text-muted-foreground">
            {COPY.notUnderstood}: {run.notUnderstood.map((text) => `“${text}”`).join(', ')}
          </p>
        )}
        {run.questions.length > 0 && (
          <section aria-labelledby="ai-questions-title" className="text-[13px]">
            <h4 id="ai-questions-title" className="font-medium">
              {COPY.questions}
            </h4>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted-foreground">
              {run.questions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {items.length > 0 && (
        <SuggestedItemsCard
          items={items}
          selected={selected}
          accepted={accepted}
          currency={currency}
          onToggle={props.onToggle}
        />
      )}
      {sections.map((section, index) => (
        <SuggestionSectionCard
          key={`${index}:${section.name}`}
          section={section}
          selected={selected}
          accepted={accepted}
          currency={currency}
          roles={props.roles}
          disabled={disabled}
          onToggle={props.onToggle}
          onEdit={props.onEdit}
          onAccept={onAccept}
        />
      ))}
    </div>
  );
});
