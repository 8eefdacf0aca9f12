import type { EmailTemplate, Tx } from '@scopewright/db';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';

const FIELDS = ['subject', 'htmlBody', 'textBody', 'isActive'] as const;

type Audited = Partial<Pick<EmailTemplate, (typeof FIELDS)[number]>>;

/**
 * A super admin's change to an email template in the platform's audit log (no workspace): the fields that
 * changed before and after, and the version the save made (`metadata.versionNo`) when it made one.
 */
export async function recordEmailTemplateChange(
  tx: Tx,
  ctx: UseCaseContext,
  template: EmailTemplate,
  after: Audited,
  metadata: Record<string, unknown> = {},
): Promise<void> {
  const before: Audited = {
    subject: template.subject,
    htmlBody: template.htmlBody,
    textBody: template.textBody,
    isActive: template.isActive,
  };
  await recordAudit(tx, ctx, {
    action: 'platform.email_template_updated',
    tenantId: null,
    target: { type: 'email_template', id: template.id, label: `${template.name} (${template.alias})` },
    changes: changedFields(before, { ...before, ...after }, FIELDS),
    metadata: { alias: template.alias, ...metadata },
  });
}
