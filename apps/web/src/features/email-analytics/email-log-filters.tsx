import { EMAIL_LOG_STATUSES, EMAIL_LOG_TYPES } from '@scopewright/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { EmailLogPage } from '@/data/email-logs';
import { useTypedFilter } from '@/lib/use-typed-filter';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterField } from '@/components/filters/filter-field';
import { EMAIL_ANALYTICS_COPY as COPY, STATUS_LABELS, TYPE_LABELS } from './email-analytics-copy';
import type { EmailLogView } from './email-log-params';
import { WorkspacePicker, type WorkspaceChoice } from '@/components/filters/workspace-picker';

type Filters = EmailLogView['filters'];

/** The email log's filters (docs/product-rules.md#email-log): status, type, template, recipient, dates, search (and the workspace for super admins). */
export function EmailLogFilters({
  filters,
  onChange,
  templates,
  workspace,
  isPlatform,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  templates: EmailLogPage['templates'];
  /** The chosen workspace with its name, when the platform's filter is set. */
  workspace: WorkspaceChoice | null;
  isPlatform: boolean;
}) {
  const id = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });
  const recipient = useTypedFilter(filters.recipient, (value) => set({ recipient: value }));
  const search = useTypedFilter(filters.q, (value) => set({ q: value }));
  const isFiltered = Object.values(filters).some(Boolean);
  const onEnter = (flush: () => void) => (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') flush();
  };
  return (
    <section aria-label={COPY.filtersLabel} className="grid min-w-0 grid-cols-1 gap-3" data-testid="email-log-filters">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div className="col-span-2 grid">
          <FilterField label={COPY.search} id={`${id}-q`}>
            <Input
              id={`${id}-q`}
              type="search"
              value={search.text}
              placeholder={COPY.searchPlaceholder}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={onEnter(search.flush)}
              maxLength={200}
            />
          </FilterField>
        </div>
        <ChoiceFilter
          label={COPY.status}
          id={`${id}-status`}
          value={filters.status}
          anyLabel={COPY.anyStatus}
          choices={EMAIL_LOG_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(status) => set({ status })}
        />
        <FilterField label={COPY.template} id={`${id}-template`}>
          <NativeSelect
            id={`${id}-template`}
            className="h-9"
            value={filters.templateName ?? ''}
            onChange={(event) => set({ templateName: event.target.value || undefined })}
          >
            <option value="">{COPY.anyTemplate}</option>
            {filters.templateName && !templates.some((t) => t.alias === filters.templateName) && (
              <option value={filters.templateName}>{filters.templateName}</option>
            )}
            {templates.map((template) => (
              <option key={template.alias} value={template.alias}>
                {template.name}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <ChoiceFilter
          label={COPY.type}
          id={`${id}-type`}
          value={filters.emailType}
          anyLabel={COPY.anyType}
          choices={EMAIL_LOG_TYPES}
          labelOf={(type) => TYPE_LABELS[type]}
          onChange={(emailType) => set({ emailType })}
        />
        <FilterField label={COPY.recipient} id={`${id}-recipient`}>
          <Input
            id={`${id}-recipient`}
            value={recipient.text}
            placeholder={COPY.recipientPlaceholder}
            onChange={(event) => recipient.setText(event.target.value)}
            onKeyDown={onEnter(recipient.flush)}
            maxLength={200}
          />
        </FilterField>
        <DateRangeFilter
          id={id}
          labels={{ from: COPY.from, to: COPY.to }}
          value={{ from: filters.from, to: filters.to }}
          onChange={(range) => set(range)}
        />
        {isPlatform && (
          <div className="grid min-w-0 gap-1">
            <span className="text-xs font-medium text-muted-foreground" aria-hidden>
              {COPY.workspace}
            </span>
            <WorkspacePicker value={workspace} onChange={(choice) => set({ tenantId: choice?.id })} />
          </div>
        )}
      </div>
      {isFiltered && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => onChange({})}>
          <X aria-hidden /> {COPY.clearFilters}
        </Button>
      )}
    </section>
  );
}
