import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
}

/** A labelled text input (or textarea) with its error, for the client forms. */
export function TextField({ label, value, onValueChange, error, hint, multiline, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            rows={4}
            className={cn(
              'w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              error && 'border-destructive',
            )}
          />
        ) : (
          <Input
            {...control}
            {...rest}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            className={cn('h-10', error && 'border-destructive')}
          />
        )
      }
    </Field>
  );
}
