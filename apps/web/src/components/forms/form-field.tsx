import { type ComponentProps, type ReactNode, useId } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  /** Right side of the label row (e.g. 'Forgot your password?'). */
  labelAside?: ReactNode;
  hint?: ReactNode;
}

/** Label, input and its error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, labelAside, hint, className, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {labelAside}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn('h-10', error && 'border-destructive focus-visible:outline-destructive')}
        {...input}
      />
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <p id={errorId} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
