import { withTenant } from '@scopewright/db';
import { WORKSPACE_SUPPORT_COPY as COPY, type SupportPageViewInput } from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';

/**
 * POST /api/platform/support/page-views: a page of the workspace the super admin opened as support, kept in its
 * audit log. Allowed in view mode; cheap: the support session comes with the request's actor, so this is one
 * insert in the workspace's scope.
 */
export async function recordSupportPageView(ctx: UseCaseContext, input: SupportPageViewInput): Promise<void> {
  const support = ctx.actor.support;
  if (!support) throw new AppError('CONFLICT', COPY.noSupport);
  await withTenant({ db: ctx.database.db, tenantId: support.tenantId }, (tx) =>
    recordAudit(tx, ctx, {
      action: 'support.page_viewed',
      tenantId: support.tenantId,
      target: { type: 'workspace', id: support.tenantId, label: support.tenantName },
      metadata: { path: input.path, supportSessionId: support.sessionId },
    }),
  );
}
