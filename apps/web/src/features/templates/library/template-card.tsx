import { formatHours, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { Clock, Layers, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TemplateSummaryRecord } from '@/data/templates';
import { TemplateBadges } from '../shared/template-badges';

/** A template as a card: the whole card opens its preview; the figures are at the variables' defaults. */
export function TemplateCard({
  template,
  onOpen,
  footer,
  showCategory = false,
}: {
  template: TemplateSummaryRecord;
  onOpen: (id: string) => void;
  footer?: ReactNode;
  showCategory?: boolean;
}) {
  const units = template.variables.map((variable) => variable.unit);
  return (
    <article
      data-testid="template-card"
      className="relative flex w-full flex-col gap-2 rounded-xl border bg-card p-4 transition-colors hover:border-foreground/25 has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring"
    >
      {showCategory && (
        <p className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">
          {template.category || COPY.uncategorised}
        </p>
      )}
      <div className="-mt-1 flex items-start justify-between gap-2 first:mt-0">
        <h3 className="min-w-0 text-sm font-semibold">
          <button
            type="button"
            className="text-left outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            onClick={() => onOpen(template.id)}
          >
            {template.name}
          </button>
        </h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          <TemplateBadges template={template} />
        </div>
      </div>
      {template.description && (
        <p className="line-clamp-2 text-[13px] leading-5 text-muted-foreground">{template.description}</p>
      )}
      <dl className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt>
            <Layers className="size-3.5" aria-label={COPY.columns.sections} />
          </dt>
          <dd>{COPY.phases(template.sectionCount)}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <Clock className="size-3.5" aria-label={COPY.columns.hours} />
          </dt>
          <dd className="tabular-nums">{formatHours(template.laborMinutes)}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-1">
          <dt>
            <SlidersHorizontal className="size-3.5" aria-label={COPY.scalesWith} />
          </dt>
          <dd className="truncate">{COPY.scalesWithUnits(units)}</dd>
        </div>
      </dl>
      {footer && <div className="relative z-10">{footer}</div>}
    </article>
  );
}
