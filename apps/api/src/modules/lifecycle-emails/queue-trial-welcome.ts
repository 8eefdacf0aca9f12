import { tenants, type Tx } from '@scopewright/db';
import {
  absoluteAppUrl,
  appLinks,
  DEFAULT_EMAIL_PREFERENCES,
  formatDocumentDate,
  LIFECYCLE_PREFERENCE,
  LIFECYCLE_STEPS,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { listRecipientProfiles } from './lifecycle-queries';
import { lifecycleRecipients, queueLifecycleEmails, type QueueOutcome } from './queue-lifecycle-emails';

export const TRIAL_WELCOME_TEMPLATE = 'trial_welcome';

export interface TrialWelcomeDeps {
  mail: MailContext;
  appUrl: string;
  logger?: Logger;
}

/**
 * The trial welcome, in the sign-up transaction that created the workspace, under the same exactly-once claim as
 * the scheduled steps. It carries no unsubscribe link (it is the account's first email, sent once). A failure to
 * queue it is recorded on the claim, never raised: sign-up does not fail for a notification.
 */
export async function queueTrialWelcome(deps: TrialWelcomeDeps, tenantId: string): Promise<QueueOutcome | null> {
  const { tx } = deps.mail;
  const workspace = await readWorkspace(tx, tenantId);
  if (!workspace) return null;
  const preferenceOn =
    workspace.emailPreferences[LIFECYCLE_PREFERENCE.trial] ?? DEFAULT_EMAIL_PREFERENCES.trialReminders;
  const profiles = preferenceOn ? await listRecipientProfiles(tx, [tenantId]) : [];
  const trialEnd = workspace.trialEndDate ? formatDocumentDate(workspace.trialEndDate) : '';
  return queueLifecycleEmails(
    tx,
    {
      mail: { jobs: deps.mail.jobs, transport: deps.mail.transport },
      appUrl: deps.appUrl,
      unsubscribeSecret: null,
      logger: deps.logger ?? { warn: () => undefined },
    },
    [
      {
        tenantId,
        step: LIFECYCLE_STEPS.welcome,
        recipients: lifecycleRecipients({ tenantId, ...workspace }, profiles),
        preferenceOff: preferenceOn ? null : LIFECYCLE_PREFERENCE.trial,
        unsubscribe: null,
        templateAlias: TRIAL_WELCOME_TEMPLATE,
        templateData: (to) => ({
          recipient_name: to.name,
          company_name: workspace.name,
          trial_end_date: trialEnd,
          dashboard_url: absoluteAppUrl(deps.appUrl, appLinks.dashboard()),
        }),
      },
    ],
  );
}

async function readWorkspace(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      name: tenants.name,
      contactEmail: tenants.contactEmail,
      emailPreferences: tenants.emailPreferences,
      trialEndDate: tenants.trialEndDate,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
