import { PLATFORM_OVERVIEW_COPY as COPY } from '@scopewright/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { dashboardPath, findDashboardPage } from '@/components/app-shell/dashboard-pages';

const CONSOLE_PAGES = [
  'superadmin/msps',
  'superadmin/email',
  'superadmin/templates',
  'superadmin/validation',
  'superadmin/audit',
  'superadmin/debug',
];

/** The other console pages, each with what it is for. */
export function ConsoleLinks() {
  const pages = CONSOLE_PAGES.map((path) => findDashboardPage(path)).filter((page) => page !== undefined);
  return (
    <nav aria-labelledby="overview-console" className="grid gap-2">
      <h2 id="overview-console" className="text-sm font-semibold">
        {COPY.console}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {pages.map((page) => (
          <li key={page.path}>
            <Link
              to={dashboardPath(page.path)}
              className="flex h-full items-start justify-between gap-3 rounded-xl border bg-card p-3.5 outline-none hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{page.label}</span>
                <span className="text-xs text-muted-foreground">{page.summary}</span>
              </span>
              <ChevronRight className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
