import { appLinks } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ComingSoonPanel } from '@/components/coming-soon-panel';
import { cn } from '@/lib/utils';
import { dashboardSubPath, findDashboardPage } from './dashboard-pages';
import { sectionTabs } from './nav-sections';

const PRIMARY_ACTIONS: Record<string, { label: string; to: string }> = {
  '': { label: 'New quote', to: appLinks.newQuote() },
  quotes: { label: 'New quote', to: appLinks.newQuote() },
  clients: { label: 'New client', to: '/dashboard/clients?new=1' },
  templates: { label: 'New template', to: '/dashboard/templates/management?new=1' },
};

/** A dashboard screen still being built: its real header and section tabs, with a coming-soon panel. */
export function DashboardPlaceholder() {
  const { pathname } = useLocation();
  const subPath = dashboardSubPath(pathname);
  const page = findDashboardPage(subPath);
  const section = subPath.split('/')[0] ?? '';
  const sectionPage = findDashboardPage(section);
  const tabs = sectionTabs(section);
  if (!page) return null;
  const action = page.path === section ? PRIMARY_ACTIONS[section] : undefined;
  const Icon = page.icon ?? sectionPage?.icon;
  const title = page.path.endsWith('/:id') ? `${page.label} ${subPath.split('/').at(-1)}` : page.label;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
        {action && (
          <Button asChild>
            <Link to={action.to}>
              <Plus aria-hidden /> {action.label}
            </Link>
          </Button>
        )}
      </div>
      {tabs.length > 0 && (
        <nav aria-label={`${sectionPage?.label ?? 'Section'} sections`} className="-mb-2 overflow-x-auto border-b">
          <ul className="flex gap-1">
            {tabs.map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={`/dashboard/${tab.path}`}
                  className={({ isActive }) =>
                    cn(
                      '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground hover:text-foreground',
                      isActive && 'border-primary text-foreground',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ComingSoonPanel title={`${title} is on its way`} summary={page.summary} icon={Icon} />
    </div>
  );
}
