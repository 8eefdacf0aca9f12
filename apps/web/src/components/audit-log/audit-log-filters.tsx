import {
  AUDIT_ACTION_NAMES,
  AUDIT_ACTIONS,
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY_NAMES,
  AUDIT_LOG_COPY as COPY,
  auditActionsIn,
  TIME_RANGES,
  type AuditAction,
  type AuditCategory,
  type TimeRange,
} from '@scopewright/domain';
import { Download, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useTypedFilter } from '@/lib/use-typed-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterField } from '@/components/filters/filter-field';
import { isFiltered, presetDays, type AuditLogView } from './audit-log-params';
import { WorkspacePicker, type WorkspaceChoice } from '@/components/filters/workspace-picker';

export const RANGE_LABELS: Record<TimeRange, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};

const CUSTOM = 'custom';

/** The actions a select offers: the category's, or every action grouped by category. */
function ActionOptions({ category }: { category: AuditCategory | undefined }) {
  if (category) {
    return auditActionsIn(category).map((name) => (
      <option key={name} value={name}>
        {AUDIT_ACTIONS[name].label}
      </option>
    ));
  }
  return AUDIT_CATEGORY_NAMES.map((group) => (
    <optgroup key={group} label={AUDIT_CATEGORIES[group]}>
      {AUDIT_ACTION_NAMES.filter((name) => AUDIT_ACTIONS[name].category === group).map((name) => (
        <option key={name} value={name}>
          {AUDIT_ACTIONS[name].label}
        </option>
      ))}
    </optgroup>
  ));
}

/**
 * The audit log's filter bar: dates (presets or custom days), category, action (the category's), actor text and,
 * for super admins, the workspace; the export of what is shown.
 */
export function AuditLogFilters({
  view,
  onChange,
  workspace,
  isPlatform,
  exportUrl,
}: {
  view: AuditLogView;
  onChange: (view: AuditLogView) => void;
  /** The chosen workspace with its name, when the platform's filter is set. */
  workspace: WorkspaceChoice | null;
  isPlatform: boolean;
  exportUrl: string;
}) {
  const id = useId();
  const set = (change: Partial<AuditLogView>) => onChange({ ...view, ...change });
  const actor = useTypedFilter(view.actor, (value) => set({ actor: value }));
  // "Custom dates" stays chosen while its days are still empty.
  const [customChosen, setCustomChosen] = useState(false);
  const isCustom = !view.range && (customChosen || Boolean(view.from || view.to));
  const dates = view.range ?? (isCustom ? CUSTOM : '');

  const chooseDates = (value: string) => {
    if (value === CUSTOM) {
      setCustomChosen(true);
      // Start from the preset shown, so the days can be adjusted rather than typed.
      set({ range: null, ...(view.range ? presetDays(view.range, new Date()) : {}) });
      return;
    }
    setCustomChosen(false);
    set({ range: (value || null) as TimeRange | null, from: undefined, to: undefined });
  };
  const chooseCategory = (value: string) => {
    const category = (value || undefined) as AuditCategory | undefined;
    const keepAction = view.action && category && AUDIT_ACTIONS[view.action].category === category;
    set({ category, action: keepAction ? view.action : undefined });
  };
  const clear = () => {
    setCustomChosen(false);
    onChange({ range: null });
  };

  return (
    <section aria-label={COPY.filtersLabel} className="grid min-w-0 grid-cols-1 gap-3" data-testid="audit-log-filters">
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <FilterField label={COPY.dates} id={`${id}-dates`}>
          <NativeSelect
            id={`${id}-dates`}
            className="h-9"
            value={dates}
            onChange={(event) => chooseDates(event.target.value)}
          >
            <option value="">{COPY.anyTime}</option>
            {TIME_RANGES.map((range) => (
              <option key={range} value={range}>
                {RANGE_LABELS[range]}
              </option>
            ))}
            <option value={CUSTOM}>{COPY.customDates}</option>
          </NativeSelect>
        </FilterField>
        <FilterField label={COPY.category} id={`${id}-category`}>
          <NativeSelect
            id={`${id}-category`}
            className="h-9"
            value={view.category ?? ''}
            onChange={(event) => chooseCategory(event.target.value)}
          >
            <option value="">{COPY.anyCategory}</option>
            {AUDIT_CATEGORY_NAMES.map((category) => (
              <option key={category} value={category}>
                {AUDIT_CATEGORIES[category]}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField label={COPY.action} id={`${id}-action`}>
          <NativeSelect
            id={`${id}-action`}
            className="h-9"
            value={view.action ?? ''}
            onChange={(event) => set({ action: (event.target.value || undefined) as AuditAction | undefined })}
          >
            <option value="">{COPY.anyAction}</option>
            <ActionOptions category={view.category} />
          </NativeSelect>
        </FilterField>
        <FilterField label={COPY.actor} id={`${id}-actor`}>
          <Input
            id={`${id}-actor`}
            type="search"
            className="h-9"
            value={actor.text}
            placeholder={COPY.actorPlaceholder}
            onChange={(event) => actor.setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') actor.flush();
            }}
            maxLength={200}
          />
        </FilterField>
        {isCustom && (
          <DateRangeFilter
            id={id}
            labels={{ from: COPY.from, to: COPY.to }}
            value={{ from: view.from, to: view.to }}
            onChange={(range) => set(range)}
          />
        )}
        {isPlatform && (
          <FilterField label={COPY.workspace} id={`${id}-workspace`}>
            <WorkspacePicker
              id={`${id}-workspace`}
              value={workspace}
              onChange={(choice) => set({ tenantId: choice?.id })}
            />
          </FilterField>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {view.targetType && (
          <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-2.5 text-xs">
            <span className="truncate">{COPY.targetFilter(view.targetType, view.targetId ?? '')}</span>
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-6"
              aria-label={`${COPY.clearFilters}: ${COPY.targetFilter(view.targetType, view.targetId ?? '')}`}
              onClick={() => set({ targetType: undefined, targetId: undefined })}
            >
              <X aria-hidden />
            </Button>
          </span>
        )}
        {(isFiltered(view) || isCustom) && (
          <Button variant="ghost" size="sm" onClick={clear}>
            <X aria-hidden /> {COPY.clearFilters}
          </Button>
        )}
        <Button variant="outline" size="sm" className="ml-auto" asChild>
          <a href={exportUrl} download title={COPY.exportHint}>
            <Download aria-hidden /> {COPY.exportCsv}
          </a>
        </Button>
      </div>
    </section>
  );
}
