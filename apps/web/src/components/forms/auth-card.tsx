import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The card every identity screen sits in: optional icon, the page's h1, a description, then the content. */
export function AuthCard({
  title,
  description,
  icon: Icon,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="shadow-lg shadow-black/[0.03]">
      <div className="px-6 pt-7 pb-6 sm:px-8">
        {Icon && (
          <span className="mx-auto mb-5 flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
            <Icon className="size-5" aria-hidden />
          </span>
        )}
        <h1
          className={Icon ? 'text-center text-xl font-semibold tracking-tight' : 'text-xl font-semibold tracking-tight'}
        >
          {title}
        </h1>
        {description && (
          <div
            className={Icon ? 'mt-2 text-center text-sm text-muted-foreground' : 'mt-1.5 text-sm text-muted-foreground'}
          >
            {description}
          </div>
        )}
        <div className="mt-6">{children}</div>
      </div>
      {footer && (
        <div className="border-t bg-muted/40 px-6 py-4 text-center text-sm text-muted-foreground sm:px-8">{footer}</div>
      )}
    </Card>
  );
}
