import type { LucideIcon } from 'lucide-react';
import { SparklesIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

interface ComingSoonPanelProps {
  title: string;
  summary: string;
  icon?: LucideIcon;
  children?: ReactNode;
  className?: string;
}

/** Placeholder for a screen a later release builds: says what it will do, inside the real layout. */
export function ComingSoonPanel({
  title,
  summary,
  icon: Icon = SparklesIcon,
  children,
  className,
}: ComingSoonPanelProps) {
  return (
    <section
      aria-label={`${title} (coming soon)`}
      className={cn(
        'relative overflow-hidden rounded-xl border border-dashed bg-card px-6 py-12 text-center sm:px-10 sm:py-16',
        className,
      )}
    >
      <div
        aria-hidden
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,black,transparent_70%)] opacity-60"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center gap-4">
        <span className="flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink ring-1 ring-primary/15">
          <Icon className="size-6" aria-hidden />
        </span>
        <Badge>Coming soon</Badge>
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-sm leading-6 text-muted-foreground">{summary}</p>
        {children && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
      </div>
    </section>
  );
}
