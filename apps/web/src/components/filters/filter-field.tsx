import type { ReactNode } from 'react';

/** A filter bar's control under its small label (the lists' filter rows: MSPs, audit log, email log). */
export function FilterField({
  label,
  id,
  className = 'grid min-w-0 gap-1',
  children,
}: {
  label: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children}
    </div>
  );
}
