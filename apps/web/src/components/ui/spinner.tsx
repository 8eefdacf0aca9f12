import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-primary/25 border-t-primary motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
    />
  );
}
