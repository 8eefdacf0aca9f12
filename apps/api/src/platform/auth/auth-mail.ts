import { absoluteAppUrl, appLinks } from '@scopewright/domain';
import type { Database, Tx } from '@scopewright/db';
import { withPlatform } from '@scopewright/db';
import type { Jobs } from '../jobs';
import { sendTemplatedEmail } from '../mail/send-templated-email';

/** What auth needs to queue emails: the runtime database and the outbox. */
export interface AuthMailDeps {
  database: Database;
  jobs: Pick<Jobs, 'enqueue'>;
  transport: 'smtp' | 'outbox';
}

/**
 * The password-reset link (docs/product-rules.md#password-reset): APP_URL/update-password with the tokens in the URL fragment, which
 * browsers never send to a server, so the reset token stays out of access logs and Referer headers.
 * access_token is Better Auth's single-use reset token; refresh_token repeats it (the spec's page requires both
 * and we have no refresh concept); type=recovery. The page exchanges it at POST /api/auth/reset-password.
 */
export function passwordResetUrl(appUrl: string, token: string): string {
  const fragment = new URLSearchParams({ access_token: token, refresh_token: token, type: 'recovery' });
  return absoluteAppUrl(appUrl, appLinks.updatePassword(fragment));
}

export function recipientName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}

/**
 * Queues one system email in its own platform-scope transaction (used by Better Auth's callbacks); `alongside`
 * runs in the same transaction (the audit entry of what the email is about).
 */
export async function queueSystemEmail(
  deps: AuthMailDeps,
  input: { to: string; userId: string; templateAlias: string; templateData: Record<string, string> },
  alongside?: (tx: Tx) => Promise<void>,
): Promise<void> {
  await withPlatform(deps.database, async (tx) => {
    await sendTemplatedEmail(
      { tx, jobs: deps.jobs, transport: deps.transport },
      { ...input, emailType: 'system', tenantId: null },
    );
    await alongside?.(tx);
  });
}
