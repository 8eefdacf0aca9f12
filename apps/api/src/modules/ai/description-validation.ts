import { AppError, validationError } from '../../platform/errors';

interface HookResult {
  success: boolean;
  error?: { issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[] };
}

/**
 * Like the default hook, but a bad description answers with its own rule as the message ("Describe the project
 * in at least 10 characters."), once: an empty text breaks both "required" and "too short", the first wins.
 */
export function descriptionValidation(result: HookResult): undefined {
  if (result.success || !result.error) return undefined;
  const { issues } = result.error;
  const error = validationError(issues);
  const first = issues.find((issue) => issue.path[0] === 'description');
  if (error.code !== 'VALIDATION' || !first) throw error;
  const others = issues.filter((issue) => issue.path[0] !== 'description');
  throw new AppError('VALIDATION', first.message, {
    details: [{ path: 'description', message: first.message }, ...(validationError(others).details as unknown[])],
  });
}
