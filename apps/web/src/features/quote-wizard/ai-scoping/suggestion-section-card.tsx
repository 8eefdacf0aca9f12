import { AI_SCOPING_COPY as COPY, type ConfidenceLevel, formatMoney, type SuggestedSection } from '@scopewright/domain';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { type RoleOption } from '@/data/labor-roles';
import { type LineEdit, sumLines } from './review-draft';
import { ReviewCheckbox } from './review-checkbox';
import { SuggestionLineRow } from './suggestion-line-row';

const CONFIDENCE_STYLE: Record<ConfidenceLevel, string> = {
  high: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  medium: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  low: 'border-transparent bg-muted text-muted-foreground',
};

export interface SuggestionSectionCardProps {
  section: SuggestedSection;
  selected: ReadonlySet<string>;
  accepted: ReadonlySet<string>;
  currency: string | null;
  roles: readonly RoleOption[];
  disabled: boolean;
  onToggle: (keys: string[], on: boolean) => void;
  onEdit: (key: string, edit: LineEdit) => void;
  onAccept: (keys: string[]) => void;
}

/** One suggested phase: its confidence, its lines and a way to take just this phase. */
export function SuggestionSectionCard(props: SuggestionSectionCardProps) {
  const { section, selected, accepted, currency, roles, disabled, onToggle, onEdit, onAccept } = props;
  const id = useId();
  const open = section.lines.filter((line) => !accepted.has(line.key)).map((line) => line.key);
  const picked = open.filter((key) => selected.has(key));
  const totals = sumLines([section]);
  return (
    <section aria-labelledby={id} data-testid="ai-suggestion-section" className="border-t">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 bg-muted/40 px-4 py-2 sm:px-5">
        <ReviewCheckbox
          label={COPY.selectSection(section.name)}
          checked={open.length > 0 ? picked.length === open.length : true}
          indeterminate={picked.length > 0 && picked.length < open.length}
          disabled={open.length === 0}
          onChange={(on) => onToggle(open, on)}
        />
        <h3 id={id} className="min-w-0 text-sm font-semibold">
          {section.name}
        </h3>
        <Badge className={cn(CONFIDENCE_STYLE[section.confidenceLevel])}>
          {COPY.confidence[section.confidenceLevel]}
        </Badge>
        <span className="ml-auto flex items-center gap-3 text-[13px] text-muted-foreground tabular-nums">
          {COPY.hours(totals.hours)}
          {currency && <span>{formatMoney(totals.priceCents, currency)}</span>}
          <Button
            variant="outline"
            size="sm"
            className="h-7"
            disabled={disabled || picked.length === 0}
            aria-label={`${COPY.acceptSection}: ${section.name}`}
            onClick={() => onAccept(picked)}
          >
            {COPY.acceptSection}
          </Button>
        </span>
      </header>
      <ul className="divide-y">
        {section.lines.map((line) => (
          <SuggestionLineRow
            key={line.key}
            line={line}
            selected={selected.has(line.key)}
            accepted={accepted.has(line.key)}
            currency={currency}
            roles={roles}
            onToggle={(key, on) => onToggle([key], on)}
            onEdit={onEdit}
          />
        ))}
      </ul>
    </section>
  );
}
