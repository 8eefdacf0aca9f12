import { Popover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A button that opens a searchable list under it; the caller gives the button and the Command inside. */
export function ComboboxPopover({
  open,
  onOpenChange,
  trigger,
  width,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button; it gets the popover's state and toggle. */
  trigger: ReactElement;
  /** The panel's width classes. */
  width: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className={cn('z-50', width, 'overflow-hidden rounded-lg border bg-popover shadow-lg', className)}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
