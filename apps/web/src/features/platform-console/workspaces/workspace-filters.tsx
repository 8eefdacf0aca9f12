import {
  MSP_LIST_COPY as COPY,
  PLATFORM_WORKSPACES_TEXT_MAX,
  WORKSPACE_PLAN_LABELS,
  WORKSPACE_PLANS,
  WORKSPACE_STATE_LABELS,
  WORKSPACE_STATES,
} from '@scopewright/domain';
import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useTypedFilter } from '@/lib/use-typed-filter';
import { ChoiceFilter } from '@/components/filters/choice-filter';
import { DateRangeFilter } from '@/components/filters/date-range-filter';
import { FilterField } from '@/components/filters/filter-field';
import { TRIAL_WINDOWS, type Activity, type MspListFilters } from './msp-list-params';

/** Search, plan, state, trial end, activity and creation dates; every change starts again at page 1. */
export function WorkspaceFilters({
  filters,
  onChange,
}: {
  filters: MspListFilters;
  onChange: (filters: MspListFilters) => void;
}) {
  const id = useId();
  const set = (change: Partial<MspListFilters>) => onChange({ ...filters, ...change });
  const search = useTypedFilter(filters.q, (q) => set({ q }), 350);
  const isFiltered = Object.values(filters).some((value) => value !== undefined);
  return (
    <section aria-label={COPY.filtersLabel} className="grid min-w-0 gap-3" data-testid="msp-filters">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 2xl:grid-cols-8">
        <FilterField label={COPY.search} id={`${id}-q`} className="col-span-2 grid min-w-0 gap-1">
          <span className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-q`}
              type="search"
              className="pl-8"
              value={search.text}
              placeholder={COPY.searchPlaceholder}
              maxLength={PLATFORM_WORKSPACES_TEXT_MAX}
              onChange={(event) => search.setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') search.flush();
              }}
            />
          </span>
        </FilterField>
        <ChoiceFilter
          label={COPY.plan}
          id={`${id}-tier`}
          value={filters.tier}
          anyLabel={COPY.anyPlan}
          choices={WORKSPACE_PLANS}
          labelOf={(plan) => WORKSPACE_PLAN_LABELS[plan]}
          onChange={(tier) => set({ tier })}
        />
        <ChoiceFilter
          label={COPY.state}
          id={`${id}-state`}
          value={filters.state}
          anyLabel={COPY.anyState}
          choices={WORKSPACE_STATES}
          labelOf={(state) => WORKSPACE_STATE_LABELS[state]}
          onChange={(state) => set({ state })}
        />
        <FilterField label={COPY.trialEnding} id={`${id}-trial`}>
          <NativeSelect
            id={`${id}-trial`}
            className="h-9"
            value={filters.trialEnds ?? ''}
            onChange={(event) =>
              set({ trialEnds: (Number(event.target.value) || undefined) as MspListFilters['trialEnds'] })
            }
          >
            <option value="">{COPY.anyTrialEnd}</option>
            {TRIAL_WINDOWS.map((days) => (
              <option key={days} value={days}>
                {COPY.trialEndsWithin(days)}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField label={COPY.activity} id={`${id}-activity`}>
          <NativeSelect
            id={`${id}-activity`}
            className="h-9"
            value={filters.activity ?? ''}
            onChange={(event) => set({ activity: (event.target.value || undefined) as Activity | undefined })}
          >
            <option value="">{COPY.anyActivity}</option>
            {Object.entries(COPY.activities).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <DateRangeFilter
          id={id}
          labels={{ from: COPY.createdFrom, to: COPY.createdTo }}
          value={{ from: filters.createdFrom, to: filters.createdTo }}
          onChange={({ from, to }) => set({ createdFrom: from, createdTo: to })}
        />
      </div>
      {isFiltered && (
        <Button variant="ghost" size="sm" className="w-fit" onClick={() => onChange({})}>
          <X aria-hidden /> {COPY.clearFilters}
        </Button>
      )}
    </section>
  );
}
