import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, type FocusEvent, useCallback, useRef, useState } from 'react';
import { type FieldError, type FieldValues, get, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from './api-error';

export const FOCUS_DELAY_MS = 100;

/**
 * When a field's error shows: `typed` once the user typed in it and left it (tabbing through an untouched field
 * shows nothing), `left` once it lost focus, `submitted` only after a submit until the field changes. Every
 * mode shows all errors on submit.
 */
export type ErrorTiming = 'typed' | 'left' | 'submitted';

type Flags<K extends string> = Partial<Record<K, boolean>>;

interface ZodFormOptions<K extends string> {
  showErrors?: ErrorTiming;
  /** After a failed submit, with the invalid fields in order; by default focuses the first after 0.1 s. */
  onInvalid?: (names: K[]) => void;
  /** Turns the text values into what the schema checks (a request body), when they differ. */
  toInput?: (values: Record<K, string>) => unknown;
}

/**
 * The one way a form is built here: react-hook-form holds the values and runs the domain's zod schema on every
 * change; this adds the spec's error timing, the 0.1 s focus on the first invalid field and the server's 422
 * field details (docs/decisions/0032-one-form-approach.md).
 */
export function useZodForm<K extends string, S extends z.ZodType>(
  schema: S,
  initial: Record<K, string>,
  { showErrors = 'typed', onInvalid, toInput }: ZodFormOptions<K> = {},
) {
  const order = Object.keys(initial) as K[];
  // Field names may hold dots ("contact.email"): read every value by its name, nested or flat.
  const read = (all: FieldValues) => Object.fromEntries(order.map((k) => [k, get(all, k) ?? ''])) as Record<K, string>;
  const resolver = zodResolver(
    (toInput ? z.preprocess((v) => toInput(read(v as FieldValues)), schema) : schema) as z.ZodType<
      FieldValues,
      FieldValues
    >,
  );
  const form = useForm<FieldValues>({ defaultValues: initial, resolver, mode: 'all', shouldFocusError: false });
  const values = read(useWatch({ control: form.control }));
  const [visible, setVisible] = useState<Flags<K>>({});
  const typed = useRef<Flags<K>>({});
  const refs = useRef<Partial<Record<K, HTMLInputElement | null>>>({});
  const { errors: allErrors, isSubmitted } = form.formState;

  const errors: Partial<Record<K, string>> = {};
  for (const key of order) {
    const error = get(allErrors, key) as FieldError | undefined;
    const isShown = error?.type === 'server' || visible[key] || (isSubmitted && showErrors !== 'submitted');
    if (error?.message && isShown) errors[key] = error.message;
  }

  const focusFirst = useCallback((names: K[]) => {
    const first = names[0];
    if (first) window.setTimeout(() => refs.current[first]?.focus(), FOCUS_DELAY_MS);
  }, []);

  const set = (name: K, value: string) => {
    typed.current[name] = true;
    if (showErrors === 'submitted') setVisible((prev) => ({ ...prev, [name]: false }));
    form.setValue(name as string, value, { shouldValidate: true, shouldDirty: true });
  };

  /** Shows every error; resolves to the parsed data, or null after focusing the first invalid field. */
  const submit = () =>
    new Promise<z.output<S> | null>((resolve) => {
      void form.handleSubmit(
        (data) => resolve(data as z.output<S>),
        (invalid) => {
          setVisible(Object.fromEntries(order.map((k) => [k, true])) as Flags<K>);
          (onInvalid ?? focusFirst)(order.filter((k) => get(invalid, k)));
          resolve(null);
        },
      )();
    });

  const reset = () => {
    form.reset(initial);
    setVisible({});
    typed.current = {};
  };

  /** Puts a 422's field details on the form; false when the error names none of its fields. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !Array.isArray(error.details)) return false;
    const named = (error.details as { path?: string; message?: string }[]).filter((d) => d.path);
    for (const detail of named) form.setError(detail.path as string, { type: 'server', message: detail.message });
    return named.length > 0;
  };

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onBlur: (_event?: FocusEvent) => {
      if (showErrors === 'left' || (showErrors === 'typed' && typed.current[name])) {
        setVisible((prev) => ({ ...prev, [name]: true }));
      }
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    ref: (el: HTMLInputElement | null) => {
      refs.current[name] = el;
    },
  });

  return { values, errors, field, set, submit, reset, focusFirst, showServerErrors };
}

/** For forms that leave the focus where it is after a failed submit. */
export const ignoreInvalid = () => undefined;
