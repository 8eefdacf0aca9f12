import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ComboboxPopover } from '@/components/ui/combobox-popover';
import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from '@/components/ui/command';
import { useEmailWorkspaces } from '@/data/email-logs';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

const COPY = {
  workspace: 'Workspace',
  anyWorkspace: 'All workspaces',
  workspaceSearch: 'Find a workspace',
  workspaceLoading: 'Loading workspaces…',
  workspaceNone: 'No workspace matches.',
};

export interface WorkspaceChoice {
  id: string;
  name: string;
}

/**
 * Super admins' workspace filter (platform email log, platform audit log): workspaces by name, asked of the server
 * as they type (GET /api/platform/email-logs/workspaces).
 */
export function WorkspacePicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value: WorkspaceChoice | null;
  onChange: (workspace: WorkspaceChoice | null) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const options = useEmailWorkspaces(useDebouncedValue(search.trim(), 250), { enabled: isOpen });
  const choose = (workspace: WorkspaceChoice | null) => {
    onChange(workspace);
    setOpen(false);
    setSearch('');
  };
  const shown = value?.name ?? COPY.anyWorkspace;
  return (
    <ComboboxPopover
      open={isOpen}
      onOpenChange={setOpen}
      width="w-72"
      trigger={
        <Button
          id={id}
          variant="outline"
          className={cn('h-9 w-full justify-between font-normal', value && 'border-primary/40 bg-brand-soft/40')}
          aria-label={`${COPY.workspace}: ${shown}`}
        >
          <span className="truncate">{shown}</span>
          <ChevronDown className="text-muted-foreground" aria-hidden />
        </Button>
      }
    >
      <Command shouldFilter={false} label={COPY.workspace}>
        <CommandInput placeholder={COPY.workspaceSearch} value={search} onValueChange={setSearch} className="h-10" />
        <CommandList className="max-h-64">
          <CommandEmpty>{options.isPending ? COPY.workspaceLoading : COPY.workspaceNone}</CommandEmpty>
          {value && (
            <CommandItem value="__all__" onSelect={() => choose(null)} className="text-muted-foreground">
              {COPY.anyWorkspace}
            </CommandItem>
          )}
          {options.data?.items.map((workspace) => (
            <CommandItem key={workspace.id} value={workspace.id} onSelect={() => choose(workspace)}>
              <Check className={cn(value?.id === workspace.id ? 'opacity-100' : 'opacity-0')} aria-hidden />
              <span className="truncate">{workspace.name}</span>
            </CommandItem>
          ))}
        </CommandList>
      </Command>
    </ComboboxPopover>
  );
}
