import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * Fades and lifts each new page in. Pure CSS so the landing page ships no animation library;
 * the global prefers-reduced-motion rule turns it off. The page the layout first shows is not animated: on a
 * prerendered page that would hide content already painted (and delay Largest Contentful Paint).
 */
export function PageTransition({ children, className }: { children: ReactNode; className?: string }) {
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);
  const animation = pathname === firstPathname ? undefined : 'animate-[page-in_220ms_cubic-bezier(0.2,0.7,0.2,1)]';
  return (
    <div key={pathname} className={cn(animation, className) || undefined}>
      {children}
    </div>
  );
}
