import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';

/**
 * A small text form checked by one of the domain's schemas on submit; the server's VALIDATION details land on
 * the same fields. `toInput` turns the text values into the request body.
 */
export function useSchemaForm<K extends string, S extends z.ZodType>(
  schema: S,
  initial: Record<K, string>,
  toInput: (values: Record<K, string>) => unknown,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const set = (name: K, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  /** The parsed body, or null after showing every field's error. */
  const validate = (): z.output<S> | null => {
    const parsed = schema.safeParse(toInput(values));
    if (parsed.success) return parsed.data;
    const next: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
    setErrors(next);
    return null;
  };

  /** Maps a 422's field details onto the form; false when the error names no field of it. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || !Array.isArray(error.details)) return false;
    const next: Partial<Record<string, string>> = {};
    for (const issue of error.details as { path?: string; message?: string }[]) {
      if (issue.path) next[issue.path] ??= issue.message;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  return { values, errors, set, validate, showServerErrors, reset: () => setValues(initial) };
}

export const errorMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const requestId = isApiError(error) && error.requestId ? ` (request ${error.requestId})` : '';
  return `${message}${requestId}`;
};
