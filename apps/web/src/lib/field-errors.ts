/**
 * The first message per field of validation issues: a 422's details (`{ path: 'a.b', message }`) or a zod error's
 * issues (`{ path: ['a', 'b'], message }`). A field matches any segment of the path.
 */
export function fieldErrorsOf<K extends string>(issues: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (!Array.isArray(issues)) return errors;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const segments = Array.isArray(issue.path) ? issue.path.map(String) : String(issue.path).split('.');
    const field = fields.find((name) => segments.includes(name));
    if (field && typeof issue.message === 'string') errors[field] ??= issue.message;
  }
  return errors;
}
