import { PUBLIC_QUOTE_COPY, PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';

export type FieldErrors<K extends string> = Partial<Record<K | 'form', string>>;

/** The first message per top-level field of a failed parse. */
export function zodFieldErrors<K extends string>(error: z.ZodError, fields: readonly K[]): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    const field = fields.find((f) => f === key) ?? 'form';
    out[field] ??= issue.message;
  }
  return out;
}

/** The API's answer as form errors: 422 details onto their fields, anything else (409, 429, network) for the form. */
export function apiFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiError)) return { form: COPY.formFailed } as FieldErrors<K>;
  if (error.status === 429) return { form: PUBLIC_QUOTE_COPY.tooManyRequests } as FieldErrors<K>;
  const out: FieldErrors<K> = {};
  if (error.code === 'VALIDATION' && Array.isArray(error.details)) {
    for (const detail of error.details as { path?: unknown; message?: unknown }[]) {
      if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
      const field = fields.find((f) => detail.path === f || (detail.path as string).split('.').includes(f));
      out[field ?? 'form'] ??= detail.message;
    }
  }
  if (Object.keys(out).length === 0) out.form = error.message;
  return out;
}

/** A 409: the quote was accepted, declined, expired or replaced since the page loaded. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Sends the client's answer (accept or decline) with the panel's pending state: a refusal lands on the fields
 * (or the form), and a 409 (the quote changed meanwhile) also reloads the page's view.
 */
export async function sendAnswer<T, K extends string>(
  request: () => Promise<T>,
  panel: {
    fields: readonly K[];
    setPending: (pending: boolean) => void;
    setErrors: (errors: FieldErrors<K>) => void;
    onAnswered: (view: T) => void;
    onStale: () => void;
    onFailed?: () => void;
  },
): Promise<void> {
  panel.setPending(true);
  try {
    panel.onAnswered(await request());
  } catch (error) {
    panel.onFailed?.();
    panel.setErrors(apiFieldErrors(error, panel.fields));
    if (isConflict(error)) panel.onStale();
  } finally {
    panel.setPending(false);
  }
}
