import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A dashboard screen's heading: its title (the page's h1), what the screen is for, and its actions — beside them
 * from the small breakpoint, below them on a phone. `alignActions` lines the actions up with the heading's top or
 * its last line.
 */
export function ScreenHeader({
  title,
  intro,
  actions,
  alignActions = 'start',
}: {
  title: ReactNode;
  intro: ReactNode;
  actions?: ReactNode;
  alignActions?: 'start' | 'end';
}) {
  const heading = (
    <div className="grid gap-1">
      <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{title}</h1>
      <p className="max-w-3xl text-sm text-muted-foreground">{intro}</p>
    </div>
  );
  if (!actions) return <header>{heading}</header>;
  return (
    <header
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:justify-between',
        alignActions === 'end' ? 'sm:items-end' : 'sm:items-start',
      )}
    >
      {heading}
      {actions}
    </header>
  );
}
