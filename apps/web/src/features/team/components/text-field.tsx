import { type ComponentProps, useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Label, input and error, wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'id'> & { label: string; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={cn('h-10', error && 'border-destructive focus-visible:outline-destructive')}
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
