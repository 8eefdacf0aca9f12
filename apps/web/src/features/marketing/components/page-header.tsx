import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The top of a public page: eyebrow, the page's one h1, a lead paragraph and optional actions. */
export function PageHeader({ eyebrow, title, lead, children, className }: PageHeaderProps) {
  return (
    <header className={cn('relative overflow-hidden border-b bg-muted/30', className)}>
      <div
        aria-hidden
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <p className="text-[13px] font-semibold tracking-wide text-brand-ink uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead && <p className="mx-auto mt-5 max-w-2xl text-[17px] leading-7 text-muted-foreground">{lead}</p>}
        {children && <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>}
      </div>
    </header>
  );
}
