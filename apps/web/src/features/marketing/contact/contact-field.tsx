import { useId, useRef } from 'react';
import { useTypedBeforeHydration } from '../components/use-typed-before-hydration';
import { cn } from '@/lib/utils';

const CONTROL =
  'w-full rounded-md border bg-card px-3 text-[15px] shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 disabled:opacity-50';

export interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  error?: string;
  disabled?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled input or textarea with its error announced (aria-invalid, aria-describedby). */
export function ContactField({ label, error, multiline, type = 'text', onChange, ...rest }: ContactFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(multiline ? areaRef : inputRef, rest.value, onChange);
  const errorId = `${id}-error`;
  const common = {
    ...rest,
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  const tone = error
    ? 'border-destructive focus-visible:outline-destructive'
    : 'border-input focus-visible:outline-ring';
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          ref={areaRef}
          rows={6}
          onChange={(event) => onChange(event.target.value)}
          className={cn(CONTROL, 'min-h-36 py-2.5 leading-6', tone)}
        />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          onChange={(event) => onChange(event.target.value)}
          className={cn(CONTROL, 'h-11', tone)}
        />
      )}
      {error && (
        <p id={errorId} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
