import { users, type Tx } from '@scopewright/db';
import { EMAIL_LOG_COPY } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/auth';
import { PASSWORD_RESET_EXPIRES_IN_S } from '../../platform/auth/auth';
import { findAuditAccount } from '../../platform/auth/auth-audit';
import { passwordResetUrl } from '../../platform/auth/auth-mail';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import type { LinkRefresher, LinkRefreshInput } from '../../platform/mail/link-refresher';
import { newSecretToken } from '../../platform/secret-token';
import { emailVerificationUrl } from './queue-email-verification';

async function findAccount(tx: Tx, input: LinkRefreshInput) {
  if (!input.userId) return null;
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  return row ?? null;
}

/** The account a password reset was for, with its workspace (for the audit entry). */
const resetAccount = (tx: Tx, input: LinkRefreshInput) =>
  input.userId ? findAuditAccount(tx, { userId: input.userId }) : Promise.resolve(null);

/**
 * Resending a failed `password_reset` email from the email log: a new single-use reset token (an hour, as a reset
 * asked for on the sign-in page), stored by Better Auth itself so its reset page accepts it; the token the failed
 * email carried was never delivered and simply expires. In the account's audit log as a reset asked for through
 * the email log. The token is written by Better Auth's adapter, outside the resend's transaction: should the resend
 * then fail, an unused token that nobody holds expires within the hour.
 */
export function passwordResetLinkRefresher(auth: Pick<Auth, '$context'>): LinkRefresher {
  return {
    async check(tx, input) {
      return (await resetAccount(tx, input)) ? null : EMAIL_LOG_COPY.accountGone;
    },
    async refresh(tx, input) {
      const account = await resetAccount(tx, input);
      if (!account) throw new AppError('CONFLICT', EMAIL_LOG_COPY.accountGone);
      const { token } = newSecretToken();
      const context = await auth.$context;
      await context.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: account.userId,
        expiresAt: new Date(input.now.getTime() + PASSWORD_RESET_EXPIRES_IN_S * 1000),
      });
      if (input.audit) {
        await recordAudit(tx, input.audit, {
          action: 'auth.password_reset_requested',
          tenantId: account.tenantId,
          target: { type: 'user', id: account.userId, label: account.email },
          metadata: { via: 'email_log' },
        });
      }
      return { templateData: { reset_url: passwordResetUrl(input.appUrl, token) } };
    },
  };
}

/**
 * Resending a failed `email_verification` email: a new signed verification link (24 hours) for the same address,
 * as sign-up sends; refused once the address is verified. The link is stateless (signed with the session secret),
 * so nothing is stored.
 */
export function emailVerificationLinkRefresher(config: { sessionSecret: string }): LinkRefresher {
  const refusal = (account: Awaited<ReturnType<typeof findAccount>>) =>
    !account ? EMAIL_LOG_COPY.accountGone : account.emailVerified ? EMAIL_LOG_COPY.alreadyVerified : null;
  return {
    async check(tx, input) {
      return refusal(await findAccount(tx, input));
    },
    async refresh(tx, input) {
      const account = await findAccount(tx, input);
      const refused = refusal(account);
      if (refused || !account) throw new AppError('CONFLICT', refused ?? EMAIL_LOG_COPY.accountGone);
      const url = await emailVerificationUrl(
        { appUrl: input.appUrl, sessionSecret: config.sessionSecret },
        { userId: account.id, email: account.email },
      );
      return { templateData: { verify_url: url } };
    },
  };
}
