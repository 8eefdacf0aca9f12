import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { navSectionsFor } from './nav-sections';
import type { Viewer } from './page-access';

/** The dashboard's sections: only the built screens the viewer can open (the route guard's own rule). */
export function SidebarNav({ viewer, onNavigate }: { viewer: Viewer | null; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-5 px-3 py-4">
      {navSectionsFor(viewer).map((section) => (
        <div key={section.heading}>
          <h2 className="px-2 pb-1.5 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
            {section.heading}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {section.items.map(({ path, label, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={path ? `/dashboard/${path}` : '/dashboard'}
                  end={path === '' || path === 'quotes' || path === 'superadmin'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex h-8 items-center gap-2.5 rounded-md px-2 text-[13px] font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground',
                      isActive && 'bg-brand-soft text-brand-ink hover:bg-brand-soft hover:text-brand-ink',
                    )
                  }
                >
                  {Icon && <Icon className="size-4 shrink-0" aria-hidden />}
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
