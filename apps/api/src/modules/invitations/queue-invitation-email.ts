import type { Tx } from '@scopewright/db';
import { absoluteAppUrl, appLinks, ROLE_LABELS, type Role } from '@scopewright/domain';
import type { Logger } from '../../platform/logger';
import { sendTemplatedEmail, type MailContext } from '../../platform/mail/send-templated-email';
import { INVITATION_TEMPLATE } from './invitations.queries';

export interface InvitationMailDeps {
  mail: Omit<MailContext, 'tx'>;
  appUrl: string;
  logger: Logger;
}

export interface InvitationEmail {
  invitationId: string;
  tenantId: string;
  email: string;
  name: string | null;
  role: Role;
  token: string;
  companyName: string;
  inviterName: string;
  sentBy: string;
  event: 'invite' | 'resend';
}

/**
 * Queues the `user_invitation` email (docs/product-rules.md#invitations) in the caller's transaction, inside a savepoint: a failure to
 * queue it is logged and rolled back alone, so the invitation is still created (docs/product-rules.md#invitations). Returns whether it was
 * queued.
 */
export async function queueInvitationEmail(tx: Tx, deps: InvitationMailDeps, email: InvitationEmail): Promise<boolean> {
  try {
    await tx.transaction((savepoint) =>
      sendTemplatedEmail(
        { ...deps.mail, tx: savepoint },
        {
          to: email.email,
          templateAlias: INVITATION_TEMPLATE,
          templateData: {
            recipient_name: email.name ?? email.email,
            company_name: email.companyName,
            inviter_name: email.inviterName,
            invite_url: absoluteAppUrl(deps.appUrl, appLinks.invitation(email.token)),
            role: ROLE_LABELS[email.role],
            invite_token: email.token,
          },
          tenantId: email.tenantId,
          metadata: { invitation_id: email.invitationId, sent_by: email.sentBy, event: email.event },
        },
      ),
    );
    return true;
  } catch (err) {
    deps.logger.warn({ err, invitationId: email.invitationId }, 'invitations: the invitation email was not queued');
    return false;
  }
}
