import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * Fades and lifts each new page in. Pure CSS so the landing page ships no animation library;
 * the global prefers-reduced-motion rule turns it off.
 */
export function PageTransition({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={cn('animate-[page-in_220ms_cubic-bezier(0.2,0.7,0.2,1)]', className)}>
      {children}
    </div>
  );
}
