import {
  describeServiceHours,
  SERVICE_AREA_LABELS,
  SERVICE_LIBRARY_COPY as COPY,
  type ServiceDefinition,
} from '@scopewright/domain';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { filterServices, indexServices } from './filter-services';
import { estimateServiceHours } from './service-hours';

/** Search the library and tick services; ticked ones stay listed first whatever the search. */
export function ServiceChecklist({
  services,
  selected,
  onToggle,
}: {
  services: readonly ServiceDefinition[];
  selected: readonly string[];
  onToggle: (id: string) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const index = useMemo(() => indexServices(services), [services]);
  const visible = useMemo(() => {
    const found = filterServices(index, deferred, null).services.filter((s) => !selected.includes(s.id));
    const picked = selected.map((id) => services.find((s) => s.id === id)).filter((s) => s !== undefined);
    return [...picked, ...found];
  }, [index, deferred, selected, services]);

  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={COPY.pickerSearch}
          placeholder={COPY.pickerPlaceholder}
          className="pl-9"
          autoComplete="off"
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {COPY.pickerSelected(selected.length)} · {COPY.resultCount(visible.length)}
      </p>
      <ul className="min-h-0 flex-1 divide-y overflow-y-auto rounded-lg border" aria-label="Services">
        {visible.length === 0 && (
          <li className="px-3 py-6 text-center text-sm text-muted-foreground">{COPY.emptyBody}</li>
        )}
        {visible.map((service) => (
          <li key={service.id} className="flex items-start gap-3 px-3 hover:bg-accent has-[:focus-visible]:bg-accent">
            <input
              id={`${id}-${service.id}`}
              type="checkbox"
              className="mt-2.5 size-4 shrink-0 accent-primary"
              checked={selected.includes(service.id)}
              onChange={() => onToggle(service.id)}
            />
            <label htmlFor={`${id}-${service.id}`} className="min-w-0 flex-1 cursor-pointer py-2 text-sm font-medium">
              {service.name}
              <span className="block text-xs font-normal text-muted-foreground">
                {SERVICE_AREA_LABELS[service.area]} ·{' '}
                {describeServiceHours(estimateServiceHours(service), service.defaultQuantity, service.primaryUnit)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
