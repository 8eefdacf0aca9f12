import type { Auth } from '../../platform/auth/auth';

/** True when the reset token exists and has not expired (Better Auth stores it hashed, single use). */
export async function isResetTokenValid(auth: Auth, token: string, now = new Date()): Promise<boolean> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification !== undefined && verification.expiresAt > now;
}
