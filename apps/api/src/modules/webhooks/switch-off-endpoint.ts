import { profiles, webhookDeliveries, webhookEndpoints, type Tx } from '@scopewright/db';
import { absoluteAppUrl, PUBLIC_API_COPY } from '@scopewright/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import { sendTemplatedEmail, type MailContext } from '../../platform/mail/send-templated-email';

export const WEBHOOK_DISABLED_TEMPLATE = 'webhook_endpoint_disabled';
const WEBHOOK_SETTINGS_PATH = '/dashboard/settings/api';

export interface SwitchOffDeps {
  /** Absent: the admins are not emailed (logged instead). */
  mail?: Omit<MailContext, 'tx'>;
  appUrl: string;
  logger: Logger;
}

/** The endpoint's queued deliveries end failed (those being sent right now finish on their own). */
export async function failPendingDeliveries(tx: Tx, tenantId: string, endpointId: string): Promise<number> {
  const rows = await tx
    .update(webhookDeliveries)
    .set({
      status: 'failed',
      nextAttemptAt: null,
      lastError: PUBLIC_API_COPY.webhookSwitchedOff,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(webhookDeliveries.tenantId, tenantId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        or(isNull(webhookDeliveries.leaseExpiresAt), lt(webhookDeliveries.leaseExpiresAt, sql`now()`)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/**
 * Switches an enabled endpoint off automatically (410 Gone, or sustained failure) and emails the workspace's
 * admins, in the caller's transaction. False when it was already off.
 */
export async function switchOffEndpoint(
  tx: Tx,
  deps: SwitchOffDeps,
  target: { tenantId: string; endpointId: string; reason: string },
): Promise<boolean> {
  const { tenantId, endpointId, reason } = target;
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({ status: 'auto_disabled', disabledReason: reason, updatedAt: new Date() })
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.status, 'enabled'),
      ),
    )
    .returning({ url: webhookEndpoints.url });
  if (!endpoint) return false;
  await failPendingDeliveries(tx, tenantId, endpointId);
  deps.logger.warn({ tenantId, endpointId, reason }, 'webhook endpoint switched off');
  if (!deps.mail) return true;
  const admins = await tx
    .select({ id: profiles.id, email: profiles.email, firstName: profiles.firstName })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'msp_admin')))
    .orderBy(profiles.createdAt);
  for (const admin of admins) {
    await sendTemplatedEmail(
      { ...deps.mail, tx },
      {
        to: admin.email,
        templateAlias: WEBHOOK_DISABLED_TEMPLATE,
        templateData: {
          recipient_name: admin.firstName?.trim() || admin.email,
          endpoint_url: withoutQuery(endpoint.url),
          reason,
          settings_url: absoluteAppUrl(deps.appUrl, WEBHOOK_SETTINGS_PATH),
        },
        tenantId,
        userId: admin.id,
        metadata: { webhookEndpointId: endpointId },
      },
    );
  }
  return true;
}

/** A receiver's URL may carry a token in its query: the email names the endpoint by origin and path only. */
function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
