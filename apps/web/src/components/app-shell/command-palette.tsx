import { appLinks, formatQuoteNumber } from '@scopewright/domain';
import {
  BookOpen,
  Building,
  FilePlus,
  FileText,
  FolderPlus,
  LayoutTemplate,
  type LucideIcon,
  Settings,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Command,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandSeparator,
} from '@/components/ui/command';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { DASHBOARD_PAGES, dashboardPath, findDashboardPage } from './dashboard-pages';
import { canNavigateTo, type Viewer } from './page-access';
import { useRecordSearch } from './use-record-search';

interface QuickAction {
  label: string;
  icon: LucideIcon;
  to?: string;
  href?: string;
  /** The dashboard route pattern the action opens: offered only to those who can open it. */
  page?: string;
}

/** Quick actions (legacy targets resolved) (docs/product-rules.md#dashboard-screens). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New quote', icon: FilePlus, to: appLinks.newQuote(), page: 'quotes/wizard' },
  { label: 'New client', icon: FolderPlus, to: '/dashboard/clients?new=1', page: 'clients' },
  {
    label: 'New template',
    icon: LayoutTemplate,
    to: '/dashboard/templates/management?new=1',
    page: 'templates/management',
  },
  { label: 'Settings', icon: Settings, to: '/dashboard/settings', page: 'settings' },
  { label: 'Help', icon: BookOpen, href: '/documentation' },
];

const DESTINATIONS = DASHBOARD_PAGES.filter((p) => !p.path.includes(':') && p.path !== 'quotes/wizard');

const canOpen = (viewer: Viewer | null, pattern: string) => {
  const page = findDashboardPage(pattern);
  return page !== undefined && canNavigateTo(viewer, page);
};

/** What the palette offers a viewer: actions and screens they can open, and whether records can be searched. */
export function paletteEntriesFor(viewer: Viewer | null) {
  return {
    actions: QUICK_ACTIONS.filter((action) => action.page === undefined || canOpen(viewer, action.page)),
    destinations: DESTINATIONS.filter((page) => canNavigateTo(viewer, page)),
    canSearchRecords: canOpen(viewer, 'quotes'),
  };
}

const labelOf = (path: string, label: string) => {
  const parent = path.includes('/') ? findDashboardPage(path.split('/')[0]!) : undefined;
  return parent ? `${parent.label} › ${label}` : label;
};

export function CommandPalette({
  open,
  onOpenChange,
  viewer = null,
  initialSearch = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer?: Viewer | null;
  /** What was typed while the palette's code was loading (lazy-command-palette.tsx). */
  initialSearch?: string;
}) {
  const navigate = useNavigate();
  const [search, setSearch] = useState(initialSearch);
  const { actions, destinations, canSearchRecords } = paletteEntriesFor(viewer);
  const { results, isSearching } = useRecordSearch(search, open && canSearchRecords);

  const setOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSearch('');
  };
  const run = (action: { to?: string; href?: string }) => {
    setOpen(false);
    if (action.href) window.open(action.href, '_blank', 'noopener');
    else if (action.to) navigate(action.to);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        data-command-palette
        showClose={false}
        className="top-[15vh] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">
          Search quotes, clients, actions and screens, then press Enter.
        </DialogDescription>
        <Command loop label="Search commands">
          <CommandInput
            value={search}
            onValueChange={setSearch}
            placeholder={canSearchRecords ? 'Search quotes, clients or commands…' : 'Type a command…'}
          />
          <CommandList>
            <CommandEmpty>{isSearching ? 'Searching…' : 'No results.'}</CommandEmpty>
            {results && results.quotes.length > 0 && (
              <CommandGroup heading="Quotes">
                {results.quotes.map((quote) => (
                  <CommandItem
                    key={quote.id}
                    value={`quote ${quote.id}`}
                    keywords={[formatQuoteNumber(quote.number), String(quote.number), quote.title, quote.clientName]}
                    onSelect={() => run({ to: appLinks.quote(quote.id) })}
                  >
                    <FileText aria-hidden />
                    <span className="shrink-0 font-medium tabular-nums">{formatQuoteNumber(quote.number)}</span>
                    <span className="min-w-0 truncate">{quote.title}</span>
                    <span className="ml-auto shrink-0 text-xs text-muted-foreground">{quote.clientName}</span>
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            {results && results.clients.length > 0 && (
              <CommandGroup heading="Clients">
                {results.clients.map((client) => (
                  <CommandItem
                    key={client.id}
                    value={`client ${client.id}`}
                    keywords={[client.name]}
                    onSelect={() => run({ to: appLinks.client(client.id) })}
                  >
                    <Building aria-hidden />
                    {client.name}
                  </CommandItem>
                ))}
              </CommandGroup>
            )}
            <CommandGroup heading="Quick actions">
              {actions.map((action) => (
                <CommandItem key={action.label} value={action.label} onSelect={() => run(action)}>
                  <action.icon aria-hidden />
                  {action.label}
                  {action.href && <span className="ml-auto text-xs text-muted-foreground">Opens in a new tab</span>}
                </CommandItem>
              ))}
            </CommandGroup>
            {destinations.length > 0 && <CommandSeparator />}
            {destinations.length > 0 && (
              <CommandGroup heading="Go to">
                {destinations.map((page) => {
                  const label = labelOf(page.path, page.label);
                  return (
                    <CommandItem
                      key={page.path}
                      value={`Go to ${label}`}
                      onSelect={() => run({ to: dashboardPath(page.path) })}
                    >
                      {page.icon ? <page.icon aria-hidden /> : <span className="size-4" aria-hidden />}
                      {label}
                    </CommandItem>
                  );
                })}
              </CommandGroup>
            )}
          </CommandList>
          <div className="flex items-center justify-end gap-3 border-t px-3 py-2 text-xs text-muted-foreground">
            <span className="flex items-center gap-1">
              <Kbd>↑↓</Kbd> move
            </span>
            <span className="flex items-center gap-1">
              <Kbd>↵</Kbd> open
            </span>
            <span className="flex items-center gap-1">
              <Kbd>esc</Kbd> close
            </span>
          </div>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
