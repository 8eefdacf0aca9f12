import { AI_SCOPING_COPY as COPY, formatMoney, type SuggestedLine } from '@scopewright/domain';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type RoleOption } from '@/data/labor-roles';
import type { LineEdit } from './review-draft';
import { ReviewCheckbox } from './review-checkbox';
import { SuggestionLineEditor } from './suggestion-line-editor';
import { SuggestionName } from './suggestion-name';

const DETAIL_LISTS = [
  ['deliverables', COPY.deliverables],
  ['assumptions', COPY.assumptions],
  ['outOfScope', COPY.outOfScope],
  ['customerResponsibilities', COPY.customerResponsibilities],
] as const;

export interface SuggestionLineRowProps {
  line: SuggestedLine;
  selected: boolean;
  accepted: boolean;
  /** null hides prices (quote and rate card in different currencies). */
  currency: string | null;
  roles: readonly RoleOption[];
  onToggle: (key: string, on: boolean) => void;
  onEdit: (key: string, edit: LineEdit) => void;
}

/** One suggested task: what, who, how long, how much and why; its client-facing details folded away. */
export function SuggestionLineRow({
  line,
  selected,
  accepted,
  currency,
  roles,
  onToggle,
  onEdit,
}: SuggestionLineRowProps) {
  const [editing, setEditing] = useState(false);
  const details = DETAIL_LISTS.filter(([field]) => line[field].length > 0);
  return (
    <li data-testid="ai-suggestion-line" className="flex gap-3 px-4 py-2.5 sm:px-5">
      <div className="pt-0.5">
        <ReviewCheckbox
          label={COPY.selectLine(line.name)}
          checked={selected || accepted}
          disabled={accepted}
          onChange={(on) => onToggle(line.key, on)}
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-1 md:flex-row md:items-baseline md:gap-4">
          <SuggestionName name={line.name} isAccepted={accepted} />
          <div className="flex items-baseline gap-3 text-[13px] md:justify-end md:gap-4">
            <span className="min-w-0 flex-1 truncate text-muted-foreground md:w-40 md:flex-none" title={line.role}>
              {line.role}
            </span>
            <span className="w-14 shrink-0 text-right tabular-nums md:w-16">{COPY.hours(line.hours)}</span>
            {currency && (
              <span className="w-24 shrink-0 text-right font-medium tabular-nums">
                {formatMoney(line.priceCents, currency)}
              </span>
            )}
            {!accepted && (
              <Button
                variant="ghost"
                size="icon-sm"
                className="size-7 shrink-0 self-center"
                aria-label={COPY.editLine(line.name)}
                aria-expanded={editing}
                onClick={() => setEditing((open) => !open)}
              >
                <Pencil aria-hidden className="size-3.5" />
              </Button>
            )}
          </div>
        </div>
        {line.rationale && <p className="mt-0.5 text-[13px] leading-5 text-muted-foreground">{line.rationale}</p>}
        {editing && !accepted && (
          <SuggestionLineEditor
            line={line}
            roles={roles}
            onEdit={(edit) => onEdit(line.key, edit)}
            onDone={() => setEditing(false)}
          />
        )}
        {details.length > 0 && (
          <details className="group mt-1 text-[13px]">
            <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              {COPY.details}
            </summary>
            <dl className="mt-2 grid gap-2 sm:grid-cols-2">
              {details.map(([field, label]) => (
                <div key={field}>
                  <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
                  <dd>
                    <ul className="mt-0.5 list-disc pl-4 leading-5">
                      {line[field].map((item, index) => (
                        <li key={index}>{item}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </li>
  );
}
