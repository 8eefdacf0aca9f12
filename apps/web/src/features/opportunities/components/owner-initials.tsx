import { initials } from '@/lib/initials';
import { cn } from '@/lib/utils';
import { PIPELINE_COPY } from '../pipeline-copy';

/** The owner as initials in a small circle; the full name for screen readers and on hover. */
export function OwnerInitials({ name, className }: { name: string | null; className?: string }) {
  const label = name ? `Owner: ${name}` : PIPELINE_COPY.noOwner;
  return (
    <span
      title={label}
      className={cn(
        'inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-[10px] font-semibold text-muted-foreground ring-1 ring-border',
        className,
      )}
    >
      <span aria-hidden>{name ? initials(name) : '–'}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
