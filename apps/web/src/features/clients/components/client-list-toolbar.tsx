import {
  CLIENT_COPY,
  CLIENT_SORT_LABELS,
  CLIENT_SORTS,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type ClientSort,
  type ClientType,
} from '@scopewright/domain';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';

export interface ClientListControls {
  search: string;
  type: ClientType | '';
  sort: ClientSort;
  showArchived: boolean;
}

/** Search, type filter, sort and the archived toggle above the client list. */
export function ClientListToolbar({
  value,
  onChange,
}: {
  value: ClientListControls;
  onChange: (next: ClientListControls) => void;
}) {
  const id = useId();
  const set = <K extends keyof ClientListControls>(key: K, v: ClientListControls[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="relative flex-1">
        <label htmlFor={`${id}-q`} className="sr-only">
          {CLIENT_COPY.searchLabel}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={`${id}-q`}
          type="search"
          value={value.search}
          onChange={(e) => set('search', e.target.value)}
          placeholder={CLIENT_COPY.searchPlaceholder}
          className="h-10 pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex md:items-end">
        <div className="grid gap-1">
          <label htmlFor={`${id}-type`} className="text-xs font-medium text-muted-foreground">
            {CLIENT_COPY.typeFilterLabel}
          </label>
          <NativeSelect
            id={`${id}-type`}
            value={value.type}
            onChange={(e) => set('type', e.target.value as ClientType | '')}
            className="md:w-36"
          >
            <option value="">{CLIENT_COPY.allTypes}</option>
            {CLIENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {CLIENT_TYPE_LABELS[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-sort`} className="text-xs font-medium text-muted-foreground">
            {CLIENT_COPY.sortLabel}
          </label>
          <NativeSelect
            id={`${id}-sort`}
            value={value.sort}
            onChange={(e) => set('sort', e.target.value as ClientSort)}
            className="md:w-44"
          >
            {CLIENT_SORTS.map((s) => (
              <option key={s} value={s}>
                {CLIENT_SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <label className="col-span-2 flex h-10 items-center gap-2 text-sm md:col-span-1">
          <Switch
            checked={value.showArchived}
            onCheckedChange={(v) => set('showArchived', v)}
            aria-label={CLIENT_COPY.showArchived}
          />
          {CLIENT_COPY.showArchived}
        </label>
      </div>
    </div>
  );
}
