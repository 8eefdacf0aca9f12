import { cn } from '@/lib/utils';
import { Textarea } from '@/components/ui/textarea';

interface TextAreaFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  max: number;
  error?: string;
  rows?: number;
  onChange: (value: string) => void;
}

/** A labelled multi-line text box with its hint, length cap and error. */
export function TextAreaField({ id, label, hint, value, max, error, rows, onChange }: TextAreaFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={id}
        className={cn('min-h-28', rows && 'min-h-0')}
        rows={rows}
        value={value}
        maxLength={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
