import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { buildBreadcrumbs } from './build-breadcrumbs';
import { useRecordLabelFor } from './record-label';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = buildBreadcrumbs(pathname, useRecordLabelFor(pathname));
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-[13px]">
        {crumbs.map((crumb, i) => {
          const isLast = i === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.label}-${i}`}>
              {i > 0 && (
                <li aria-hidden className="hidden text-muted-foreground/60 sm:block">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
              <li
                className={
                  isLast ? 'truncate font-medium text-foreground' : 'hidden truncate text-muted-foreground sm:block'
                }
              >
                {crumb.href ? (
                  <Link to={crumb.href} className="rounded-sm hover:text-foreground">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
