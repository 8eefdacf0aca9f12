import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

type Side = 'left' | 'right' | 'top';

const sideClasses: Record<Side, string> = {
  left: 'inset-y-0 left-0 h-full w-[min(20rem,85vw)] border-r data-[state=open]:animate-[sheet-in-left_200ms_ease-out]',
  right:
    'inset-y-0 right-0 h-full w-[min(20rem,85vw)] border-l data-[state=open]:animate-[sheet-in-right_200ms_ease-out]',
  top: 'inset-x-0 top-0 border-b data-[state=open]:animate-[fade-in_150ms_ease-out]',
};

export function SheetContent({
  className,
  children,
  side = 'left',
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: Side; closeLabel?: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <SheetPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col bg-background shadow-xl motion-reduce:animate-none',
          sideClasses[side],
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close className="absolute top-3.5 right-3.5 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground">
          <XIcon className="size-4" />
          <span className="sr-only">{closeLabel}</span>
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return <SheetPrimitive.Description className={cn('sr-only', className)} {...props} />;
}
