/**
 * Field messages from a zod parse's issues or a 422's details (both `{ path, message }`, the path an array or
 * a dotted string): the first message per known field, keyed by the path's first known segment (`events.0` →
 * events).
 */
export function fieldErrorsFrom<K extends string>(issues: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  if (!Array.isArray(issues)) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path = issue.path;
    const segments = Array.isArray(path) ? path.map(String) : typeof path === 'string' ? path.split('.') : [];
    const field = segments.map((segment) => fields.find((name) => name === segment)).find(Boolean);
    if (field && typeof issue.message === 'string') errors[field] ??= issue.message;
  }
  return errors;
}
