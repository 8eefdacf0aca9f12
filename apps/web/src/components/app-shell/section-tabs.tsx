import { Link, NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/utils';
import { dashboardSubPath, findDashboardPage } from './dashboard-pages';
import { sectionTabs } from './nav-sections';

const TAB =
  '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-[13px] font-medium whitespace-nowrap text-muted-foreground hover:text-foreground';
const CURRENT = 'border-primary text-foreground';

/**
 * The sub-page tabs under a dashboard section's header (billing → Overview, Usage …). At the section's own
 * path the first tab is current, since the section opens on it.
 */
export function SectionTabs({ section }: { section: string }) {
  const { pathname } = useLocation();
  const tabs = sectionTabs(section);
  const atSectionRoot = dashboardSubPath(pathname) === section;
  if (tabs.length === 0) return null;
  return (
    <nav
      aria-label={`${findDashboardPage(section)?.label ?? 'Section'} sections`}
      className="-mb-2 overflow-x-auto border-b"
    >
      <ul className="flex gap-1">
        {tabs.map((tab, index) => (
          <li key={tab.path}>
            {atSectionRoot && index === 0 ? (
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
