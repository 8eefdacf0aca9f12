import { formatHours, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import type { TemplateSummaryRecord } from '@/data/templates';
import { TemplateBadges } from '../shared/template-badges';

const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';
const num = 'px-3 py-2.5 text-right whitespace-nowrap tabular-nums';

function When({ iso, fallback = COPY.neverUsed }: { iso: string | null; fallback?: string }) {
  if (!iso) return <span className="text-muted-foreground">{fallback}</span>;
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

/**
 * Templates as a dense table on wide screens and stacked rows on phones. `name` renders the name (a preview
 * button or an editor link), `actions` the row's menu (nothing for those who may not change templates).
 */
export function TemplateTable({
  templates,
  name,
  actions,
  showVersion = false,
  label,
}: {
  templates: readonly TemplateSummaryRecord[];
  name: (template: TemplateSummaryRecord) => ReactNode;
  actions?: (template: TemplateSummaryRecord) => ReactNode;
  showVersion?: boolean;
  label: string;
}) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="hidden w-full text-sm md:table" aria-label={label}>
        <thead className="border-b bg-muted/40">
          <tr>
            <th className={th}>{COPY.columns.name}</th>
            <th className={`${th} text-right`}>{COPY.columns.sections}</th>
            <th className={`${th} text-right`}>{COPY.columns.hours}</th>
            <th className={`${th} text-right`}>{COPY.columns.used}</th>
            <th className={th}>{COPY.columns.lastUsed}</th>
            <th className={th}>{COPY.columns.updated}</th>
            {actions && (
              <th className={th}>
                <span className="sr-only">{COPY.columns.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {templates.map((template) => (
            <tr key={template.id} data-testid="template-row" className="border-b last:border-b-0 hover:bg-muted/30">
              <td className="max-w-md px-3 py-2.5">
                <div className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 truncate font-medium">{name(template)}</span>
                  {showVersion && (
                    <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                      {COPY.version(template.version)}
                    </span>
                  )}
                  <TemplateBadges template={template} />
                </div>
                <p className="truncate text-xs text-muted-foreground">
                  {[template.category || COPY.uncategorised, template.description].filter(Boolean).join(' · ')}
                </p>
              </td>
              <td className={num}>{template.sectionCount}</td>
              <td className={num}>{formatHours(template.laborMinutes)}</td>
              <td className={num}>{template.usageCount}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <When iso={template.lastUsedAt} />
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-muted-foreground">
                <When iso={template.updatedAt} />
              </td>
              {actions && <td className="px-2 py-1.5 text-right">{actions(template)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y md:hidden" aria-label={label}>
        {templates.map((template) => (
          <li key={template.id} data-testid="template-row" className="grid gap-1.5 px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                  <span className="min-w-0 break-words">{name(template)}</span>
                  {showVersion && (
                    <span className="text-xs font-normal text-muted-foreground">{COPY.version(template.version)}</span>
                  )}
                  <TemplateBadges template={template} />
                </p>
                <p className="text-xs text-muted-foreground">{template.category || COPY.uncategorised}</p>
              </div>
              {actions && <div className="-mt-1 -mr-2 shrink-0">{actions(template)}</div>}
            </div>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground tabular-nums">
              <span>{COPY.sections(template.sectionCount)}</span>
              <span>{formatHours(template.laborMinutes)}</span>
              <span>{COPY.usedCount(template.usageCount)}</span>
              {template.lastUsedAt && (
                <span>
                  {COPY.columns.lastUsed} <When iso={template.lastUsedAt} />
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TemplateTableSkeleton({ label }: { label: string }) {
  return (
    <div className="rounded-xl border bg-card" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b px-4 py-3 last:border-b-0">
          <div className="flex-1">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="mt-1.5 h-3 w-40 max-w-full" />
          </div>
          <Skeleton className="hidden h-4 w-10 md:block" />
          <Skeleton className="hidden h-4 w-14 md:block" />
          <Skeleton className="hidden h-4 w-10 md:block" />
          <Skeleton className="hidden h-4 w-20 md:block" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}

export function TemplateGridSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-40" radius="xl" />
      ))}
    </div>
  );
}
