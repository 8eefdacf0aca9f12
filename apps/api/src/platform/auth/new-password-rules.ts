import { StrongPassword } from '@scopewright/domain';
import { APIError, createAuthMiddleware } from 'better-auth/api';

/** Better Auth endpoints that set a new password from `newPassword`. */
const NEW_PASSWORD_PATHS = new Set(['/change-password', '/reset-password']);

/**
 * The new-password rules (8+ characters, upper, lower, number) on the server, before Better
 * Auth hashes anything (docs/security.md#passwords, docs/product-rules.md#password-rules). The answer names the first rule broken, in the spec's words.
 */
export const enforceNewPasswordRules = createAuthMiddleware(async (ctx) => {
  if (!NEW_PASSWORD_PATHS.has(ctx.path)) return;
  const body = ctx.body as { newPassword?: unknown } | undefined;
  if (typeof body?.newPassword !== 'string') return; // Better Auth's own schema answers a missing field
  const result = StrongPassword.safeParse(body.newPassword);
  if (!result.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_WEAK',
      message: result.error.issues[0]?.message ?? 'Password is too weak',
    });
  }
});
