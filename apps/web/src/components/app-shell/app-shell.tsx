import { Menu, Search } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { SkipLink } from '@/components/shell/skip-link';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { Breadcrumbs } from './breadcrumbs';
import { LazyCommandPalette } from './lazy-command-palette';
import { LazyNavDrawer, preloadNavDrawer } from './lazy-nav-drawer';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut';
import type { Viewer } from './page-access';
import { PlanStatusPill } from './plan-status-pill';
import { SidebarNav } from './sidebar-nav';
import { SupportBanner } from './support-banner';
import { LazyUserMenu } from './lazy-user-menu';
import type { ShellUser } from './user-avatar';

const isMac = typeof navigator !== 'undefined' && /mac|iphone|ipad/i.test(navigator.userAgent);

/** The dashboard layout: sidebar (a drawer on phones), header with breadcrumbs, palette and user menu. */
export function AppShell({
  user,
  viewer = null,
  onSignOut,
  children,
}: {
  user: ShellUser | null;
  /** The signed-in user as the guard reads them: navigation offers only what they can open. */
  viewer?: Viewer | null;
  onSignOut?: () => Promise<void>;
  children: ReactNode;
}) {
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const togglePalette = useCallback(() => setPaletteOpen((open) => !open), []);
  useCommandPaletteShortcut(togglePalette);

  return (
    <>
      <SkipLink />
      <div className="flex min-h-dvh bg-background">
        <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r bg-sidebar lg:flex">
          <div className="flex h-14 items-center border-b px-5">
            <Link to="/dashboard" aria-label="Scopewright dashboard" className="rounded-md">
              <Logo />
            </Link>
          </div>
          <div className="flex-1 overflow-y-auto">
            <SidebarNav viewer={viewer} />
          </div>
        </aside>

        <LazyNavDrawer open={isDrawerOpen} onOpenChange={setDrawerOpen} viewer={viewer} />

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-5">
            <Button
              variant="ghost"
              size="icon-sm"
              className="lg:hidden"
              aria-label="Open navigation"
              onPointerDown={preloadNavDrawer}
              onClick={() => setDrawerOpen(true)}
            >
              <Menu aria-hidden />
            </Button>
            <Breadcrumbs />
            <div className="ml-auto flex items-center gap-2">
              <PlanStatusPill />
              {/* Its visible name and shortcut say what a tooltip would (and a tooltip's code stays off the first screen). */}
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPaletteOpen(true)}
                aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
                className="gap-2 text-muted-foreground sm:w-56 sm:justify-start"
              >
                <Search aria-hidden />
                {/* The visible text is the name (WCAG 2.5.3); on a phone only the icon shows, the name stays. */}
                <span className="sr-only sm:not-sr-only">Search or jump to…</span>
                <Kbd aria-hidden className="ml-auto hidden sm:inline-flex">
                  {isMac ? '⌘K' : 'Ctrl K'}
                </Kbd>
              </Button>
              <LazyUserMenu user={user} onSignOut={onSignOut} />
            </div>
          </header>
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
            data-path={pathname}
          >
            {children}
          </main>
        </div>
      </div>
      {/* A super admin viewing a workspace as support sees it on every page (modules/workspace-support). */}
      <SupportBanner />
      <LazyCommandPalette open={isPaletteOpen} onOpenChange={setPaletteOpen} viewer={viewer} />
    </>
  );
}
