import { createEmailVerificationToken } from 'better-auth/api';
import { AUTH_BASE_PATH, EMAIL_VERIFICATION_EXPIRES_IN_S, VERIFIED_CALLBACK_PATH } from '../../platform/auth/auth';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { sendTemplatedEmail } from '../../platform/mail/send-templated-email';

/**
 * Queues the email_verification email in the caller's transaction: a Better Auth verification link (JWT signed
 * with the session secret, 24 h). Following it verifies the address and signs the user in (Better Auth's
 * autoSignInAfterVerification), then lands on /login?verified=true, which goes on to the dashboard — or, should
 * the session not be made, shows the sign-in form with the address filled in.
 */
export async function queueEmailVerification(
  mail: MailContext,
  config: { appUrl: string; sessionSecret: string },
  to: { userId: string; email: string; recipientName: string; tenantId: string | null },
): Promise<void> {
  await sendTemplatedEmail(mail, {
    to: to.email,
    templateAlias: 'email_verification',
    templateData: { recipient_name: to.recipientName, verify_url: await emailVerificationUrl(config, to) },
    emailType: 'system',
    tenantId: to.tenantId,
    userId: to.userId,
  });
}

/** The verification link of an address: Better Auth's signed token, landing on /login?verified=true. */
export async function emailVerificationUrl(
  config: { appUrl: string; sessionSecret: string },
  to: { userId: string; email: string },
): Promise<string> {
  const token = await createEmailVerificationToken(
    config.sessionSecret,
    to.email,
    undefined,
    EMAIL_VERIFICATION_EXPIRES_IN_S,
    { userId: to.userId },
  );
  const landing = `${config.appUrl}${VERIFIED_CALLBACK_PATH}&email=${encodeURIComponent(to.email)}`;
  return `${config.appUrl}${AUTH_BASE_PATH}/verify-email?token=${token}&callbackURL=${encodeURIComponent(landing)}`;
}
