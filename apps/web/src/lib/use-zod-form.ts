import { type ChangeEvent, type FocusEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';

export const FOCUS_DELAY_MS = 100;

type Errors<K extends string> = Partial<Record<K, string>>;

function issuesByField<K extends string>(error: z.ZodError): Errors<K> {
  const out: Errors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string') out[key as K] ??= issue.message;
  }
  return out;
}

/**
 * A plain controlled form driven by one of the domain's zod schemas. A field shows its error once the user has
 * typed in it and left it (or the form was submitted) and then follows every keystroke — tabbing through an
 * untouched field shows nothing; `focusFirst` waits the spec's 0.1 s.
 */
export function useZodForm<K extends string, S extends z.ZodType>(schema: S, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const typed = useRef<Partial<Record<K, boolean>>>({});
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const order = Object.keys(initial) as K[];

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const allErrors = useMemo<Errors<K>>(() => (parsed.success ? {} : issuesByField<K>(parsed.error)), [parsed]);
  const errors: Errors<K> = {};
  for (const key of order) if (touched[key]) errors[key] = allErrors[key];

  const focusFirst = useCallback((names: K[]) => {
    const first = names[0];
    if (first) window.setTimeout(() => refs.current[first]?.focus(), FOCUS_DELAY_MS);
  }, []);

  /** Shows every error; returns the parsed data, or null after focusing the first invalid field. */
  const submit = (): z.output<S> | null => {
    setTouched(Object.fromEntries(order.map((k) => [k, true])) as Record<K, boolean>);
    if (parsed.success) return parsed.data;
    focusFirst(order.filter((k) => allErrors[k]));
    return null;
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    typed.current = {};
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onBlur: (_event: FocusEvent<HTMLInputElement>) => {
      if (typed.current[name]) setTouched((prev) => ({ ...prev, [name]: true }));
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      typed.current[name] = true;
      setValues((prev) => ({ ...prev, [name]: value }));
    },
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
  });

  return { values, errors, field, submit, reset, focusFirst };
}
