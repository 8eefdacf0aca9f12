import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** A whole-number filter that applies when the person leaves the field or presses Enter. */
export function NumberFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  className?: string;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [shown, setShown] = useState(value);
  // A change from outside (clear all, Back) replaces what is in the box.
  if (shown !== value) {
    setShown(value);
    setText(value === null ? '' : String(value));
  }
  const commit = () => {
    const digits = text.replace(/[,\s]/g, '');
    const next = /^\d{1,10}$/.test(digits) ? Number(digits) : null;
    if (next !== value) onChange(next);
    else setText(value === null ? '' : String(value));
  };
  return (
    <Input
      aria-label={label}
      placeholder={label}
      inputMode="numeric"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      className={cn('h-9 w-28', value !== null && 'border-primary/40 bg-brand-soft/40', className)}
    />
  );
}
