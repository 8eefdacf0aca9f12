import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { dashboardSubPath } from '@/components/app-shell/dashboard-pages';
import { sectionTabs } from '@/components/app-shell/nav-sections';
import { canNavigateTo, viewerOf } from '@/components/app-shell/page-access';
import { useAuthState } from '@/lib/auth-state';
import { cn } from '@/lib/utils';

const TAB =
  '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring';
const CURRENT = 'border-primary text-foreground';

/** The Templates section's header: its title, the screen's actions and the tabs the viewer may open. */
export function TemplatesFrame({
  title = COPY.title,
  actions,
  tabs = true,
  children,
}: {
  title?: string;
  actions?: ReactNode;
  tabs?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {tabs && <TemplatesTabs />}
      {children}
    </div>
  );
}

/** Library, My Templates, Management: only those the viewer can open (a member is not offered Management). */
function TemplatesTabs() {
  const auth = useAuthState();
  const { pathname } = useLocation();
  const viewer = auth.status === 'signed-in' ? viewerOf(auth) : null;
  const tabs = sectionTabs('templates').filter((page) => canNavigateTo(viewer, page));
  const atRoot = dashboardSubPath(pathname) === 'templates';
  if (tabs.length < 2) return null;
  return (
    <nav aria-label="Templates sections" className="-mb-2 overflow-x-auto border-b">
      <ul className="flex gap-1">
        {tabs.map((tab, index) => (
          <li key={tab.path}>
            {atRoot && index === 0 ? (
              <Link to={`/dashboard/${tab.path}`} aria-current="page" className={cn(TAB, CURRENT)}>
                {tab.label}
              </Link>
            ) : (
              <NavLink to={`/dashboard/${tab.path}`} className={({ isActive }) => cn(TAB, isActive && CURRENT)}>
                {tab.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
