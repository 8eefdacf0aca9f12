import { BookOpen, FilePlus, FolderPlus, LayoutTemplate, type LucideIcon, Settings } from 'lucide-react';
import { useEffect } from 'react';
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
import { DASHBOARD_PAGES } from './dashboard-pages';

interface QuickAction {
  label: string;
  icon: LucideIcon;
  to?: string;
  href?: string;
  shortcut?: string;
}

/** Spec §2.15 quick actions (legacy targets resolved per decisions.md). */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New quote', icon: FilePlus, to: '/dashboard/quotes/wizard' },
  { label: 'New client', icon: FolderPlus, to: '/dashboard/clients?new=1' },
  { label: 'New template', icon: LayoutTemplate, to: '/dashboard/templates/management?new=1' },
  { label: 'Settings', icon: Settings, to: '/dashboard/settings' },
  { label: 'Help', icon: BookOpen, href: '/documentation' },
];

const destinations = DASHBOARD_PAGES.filter((p) => !p.path.includes(':') && p.path !== 'quotes/wizard');

export function useCommandPaletteShortcut(onToggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        // Over another open dialog the palette would open without focus, and the typing (and Enter) would go
        // to that dialog's form: the shortcut waits until it is closed.
        if (document.querySelector('[role="dialog"][data-state="open"]:not([data-command-palette])')) return;
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}

export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();

  const run = (action: { to?: string; href?: string }) => {
    onOpenChange(false);
    if (action.href) window.open(action.href, '_blank', 'noopener');
    else if (action.to) navigate(action.to);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-command-palette
        showClose={false}
        className="top-[15vh] translate-y-0 gap-0 overflow-hidden p-0 sm:max-w-xl"
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">Search for an action or a screen, then press Enter.</DialogDescription>
        <Command loop>
          <CommandInput placeholder="Type a command or search…" aria-label="Search commands" />
          <CommandList>
            <CommandEmpty>No results.</CommandEmpty>
            <CommandGroup heading="Quick actions">
              {QUICK_ACTIONS.map((action) => (
                <CommandItem key={action.label} value={action.label} onSelect={() => run(action)}>
                  <action.icon aria-hidden />
                  {action.label}
                  {action.href && <span className="ml-auto text-xs text-muted-foreground">Opens in a new tab</span>}
                </CommandItem>
              ))}
            </CommandGroup>
            <CommandSeparator />
            <CommandGroup heading="Go to">
              {destinations.map((page) => {
                const parent = page.path.includes('/')
                  ? DASHBOARD_PAGES.find((p) => p.path === page.path.split('/')[0])
                  : undefined;
                const label = parent ? `${parent.label} › ${page.label}` : page.label;
                return (
                  <CommandItem
                    key={page.path}
                    value={`Go to ${label}`}
                    onSelect={() => run({ to: `/dashboard${page.path ? `/${page.path}` : ''}` })}
                  >
                    {page.icon ? <page.icon aria-hidden /> : <span className="size-4" aria-hidden />}
                    {label}
                  </CommandItem>
                );
              })}
            </CommandGroup>
          </CommandList>
          <div className="flex items-center justify-end gap-3 border-t px-3 py-2 text-xs text-muted-foreground">
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
