import { isRecipientEmail, SENDING_COPY as COPY, type SendRecipientOption } from '@scopewright/domain';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * Recipients as removable chips: pick a client contact or type an address (Enter, comma or leaving the field
 * adds it). Addresses are validated with the same rule the API applies.
 */
export function RecipientInput({
  label,
  value,
  onChange,
  suggestions = [],
  max,
  error,
}: {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  suggestions?: readonly SendRecipientOption[];
  max: number;
  error?: string;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const shown = typedError ?? error;

  const add = (raw: string) => {
    const email = raw.trim().toLowerCase();
    if (!email) return true;
    if (!isRecipientEmail(email)) {
      setTypedError(COPY.invalidEmail);
      return false;
    }
    if (!value.includes(email)) {
      if (value.length >= max) {
        setTypedError(label === COPY.cc ? COPY.tooManyCc : COPY.tooManyRecipients);
        return false;
      }
      onChange([...value, email]);
    }
    setTyped('');
    setTypedError(null);
    return true;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === ';') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const unpicked = suggestions.filter((option) => !value.includes(option.email));

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div
        className={cn(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring',
          shown && 'border-destructive',
        )}
      >
        <ul className="contents" aria-label={label}>
          {value.map((email) => (
            <li
              key={email}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-2.5 text-[13px]"
            >
              <span className="truncate">{email}</span>
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={COPY.removeRecipient(email)}
                onClick={() => onChange(value.filter((item) => item !== email))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="off"
          className="h-7 min-w-40 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
          placeholder={value.length === 0 ? COPY.addRecipientPlaceholder : ''}
          value={typed}
          maxLength={254}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setTypedError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => add(typed)}
        />
      </div>
      {shown && (
        <p id={`${id}-error`} className="text-[13px] text-destructive">
          {shown}
        </p>
      )}
      {unpicked.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-1.5"
          role="group"
          aria-label={`${COPY.contactsHeading}: ${label}`}
        >
          {unpicked.map((option) => (
            <button
              key={option.contactId}
              type="button"
              className="inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-[13px] text-muted-foreground hover:border-foreground/30 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              onClick={() => add(option.email)}
            >
              <Plus className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{option.name ? `${option.name} <${option.email}>` : option.email}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
