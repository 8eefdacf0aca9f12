import { AUTH_COPY, INVITATIONS_PER_INVITER_PER_HOUR } from '@scopewright/domain';
import type { Tx } from '@scopewright/db';
import type { TenantContext } from '../../platform/access/use-case-context';
import { secondsUntil } from '../../platform/auth/rate-limit';
import { AppError } from '../../platform/errors';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { countInvitationsSentBy } from './invitations.queries';

const HOUR_MS = 60 * 60 * 1000;

/** An admin acting on their workspace's invitations, with what the invitation email needs. */
export interface InvitationAdminContext extends TenantContext {
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
}

/** 10 invitation emails per inviter per rolling hour, counted inside the write's transaction (docs/product-rules.md#invitations). */
export async function assertUnderHourlyLimit(tx: Tx, inviterId: string, now: Date): Promise<void> {
  const sent = await countInvitationsSentBy(tx, inviterId, new Date(now.getTime() - HOUR_MS));
  if (sent.count >= INVITATIONS_PER_INVITER_PER_HOUR) {
    // The hour's oldest invitation leaving the window frees the next one.
    const retryAfterSeconds = secondsUntil((sent.oldest ?? now).getTime() + HOUR_MS, now.getTime());
    throw new AppError('RATE_LIMITED', AUTH_COPY.invitationRateLimited, {
      retryAfterSeconds,
      details: { limit: INVITATIONS_PER_INVITER_PER_HOUR, windowSeconds: HOUR_MS / 1000, retryAfterSeconds },
    });
  }
}
