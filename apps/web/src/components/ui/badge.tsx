import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const badgeVariants = cva('items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', {
  variants: {
    variant: {
      default: 'border-transparent bg-brand-soft text-brand-ink',
      outline: 'text-muted-foreground',
      muted: 'border-transparent bg-muted text-muted-foreground',
    },
    // A badge on a line of its own.
    display: { inline: 'inline-flex', block: 'flex w-fit' },
  },
  defaultVariants: { variant: 'default', display: 'inline' },
});

export function Badge({
  className,
  variant,
  display,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, display }), className)} {...props} />;
}
