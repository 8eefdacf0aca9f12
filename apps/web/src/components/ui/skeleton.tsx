import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** `radius` rather than a rounded-* class where tailwind-merge is not loaded (the public pages, lib/utils.ts). */
export function Skeleton({ className, radius = 'md', ...props }: ComponentProps<'div'> & { radius?: 'md' | 'xl' }) {
  return (
    <div
      aria-hidden
      className={cn(
        'animate-pulse bg-muted motion-reduce:animate-none',
        radius === 'xl' ? 'rounded-xl' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
