import type { Database, Tx } from '@scopewright/db';
import type { EmailPreferenceKey } from '@scopewright/domain';
import type { Logger } from '../../platform/logger';
import type { TemplateVariables } from '../../platform/mail/render-email-template';
import {
  sendTemplatedEmails,
  type BatchEmailInput,
  type BatchMailContext,
} from '../../platform/mail/send-templated-emails';
import { claimKey, claimSteps, recordOutcomes, type ProfileRecipientRow } from './lifecycle-queries';
import { unsubscribeUrl } from './unsubscribe-token';

export interface LifecycleEmailDeps {
  database: Pick<Database, 'db'>;
  mail: Omit<BatchMailContext, 'tx'>;
  appUrl: string;
  /** Signs the one-click unsubscribe links (the session secret). */
  unsubscribeSecret: string;
  logger: Logger;
}

/** What queueing needs: no database (the caller's transaction), and no secret when nothing carries a link. */
export interface QueueDeps {
  mail: Omit<BatchMailContext, 'tx'>;
  appUrl: string;
  unsubscribeSecret: string | null;
  logger: Pick<Logger, 'warn'>;
}

export interface LifecycleRecipient {
  email: string;
  name: string;
  userId: string | null;
}

export interface LifecycleWorkspace {
  tenantId: string;
  name: string;
  contactEmail: string | null;
}

/** One due (workspace, step): what to send and to whom, or why nothing is sent. */
export interface LifecycleCandidate {
  tenantId: string;
  step: string;
  recipients: readonly LifecycleRecipient[];
  /** The preference that governs it, when that preference is off: recorded as the skip reason. */
  preferenceOff: EmailPreferenceKey | null;
  templateAlias: string;
  templateData: (recipient: LifecycleRecipient) => TemplateVariables;
  /** Non-transactional emails carry a one-click link that switches this preference off (RFC 8058). */
  unsubscribe: EmailPreferenceKey | null;
  metadata?: Record<string, unknown>;
  /** Claimed with it, never sent: earlier steps this one makes pointless (an 80% alert once at 100%). */
  supersedes?: readonly string[];
}

export const SKIP_REASONS = {
  preferenceOff: (key: EmailPreferenceKey) => `preference ${key} is off`,
  noRecipient: 'no recipient: the workspace has no contact email and no admin',
  superseded: (step: string) => `superseded by ${step}`,
  notQueued: (message: string) => `not queued: ${message}`,
} as const;

/**
 * Who a workspace's lifecycle emails go to: its contact email when set (greeted by the name of the member who
 * holds that address, else by the workspace's name), otherwise every admin.
 */
export function lifecycleRecipients(
  workspace: LifecycleWorkspace,
  profiles: readonly ProfileRecipientRow[],
): LifecycleRecipient[] {
  const own = profiles.filter((p) => p.tenantId === workspace.tenantId);
  const contact = workspace.contactEmail?.trim();
  if (contact) {
    const holder = own.find((p) => p.email.toLowerCase() === contact.toLowerCase());
    return [{ email: contact, name: holder?.firstName?.trim() || workspace.name, userId: holder?.userId ?? null }];
  }
  return own
    .filter((p) => p.isAdmin)
    .map((p) => ({ email: p.email, name: p.firstName?.trim() || p.email, userId: p.userId }));
}

export interface QueueOutcome {
  sent: number;
  skipped: number;
  /** Claims another run (or an earlier one) had already made: nothing done. */
  alreadyClaimed: number;
}

/**
 * Exactly once per workspace and step (docs/decisions/0056-lifecycle-emails.md): in the caller's transaction,
 * each step is inserted into lifecycle_email_sends (on conflict do nothing), and only a won insert queues its
 * emails, in the same transaction, all of them in one batch. A preference off or no recipient is recorded as
 * the skip reason; an email that cannot be queued (its template does not render with the data, a bad address) is
 * not written and its step is recorded as skipped: a notification never fails the run or the action that caused it.
 */
export async function queueLifecycleEmails(
  tx: Tx,
  deps: QueueDeps,
  candidates: readonly LifecycleCandidate[],
): Promise<QueueOutcome> {
  const skipReason = (c: LifecycleCandidate) =>
    c.preferenceOff
      ? SKIP_REASONS.preferenceOff(c.preferenceOff)
      : c.recipients.length === 0
        ? SKIP_REASONS.noRecipient
        : null;
  const claims = candidates.flatMap((c) => [
    { tenantId: c.tenantId, step: c.step, skippedReason: skipReason(c) },
    ...(c.supersedes ?? []).map((step) => ({
      tenantId: c.tenantId,
      step,
      skippedReason: SKIP_REASONS.superseded(c.step),
    })),
  ]);
  const won = await claimSteps(tx, claims);
  const outcome: QueueOutcome = { sent: 0, skipped: 0, alreadyClaimed: 0 };
  const toSend: { candidate: LifecycleCandidate; inputs: BatchEmailInput[] }[] = [];
  for (const candidate of candidates) {
    if (!won.has(claimKey(candidate))) outcome.alreadyClaimed += 1;
    else if (skipReason(candidate)) outcome.skipped += 1;
    else toSend.push({ candidate, inputs: emailsOf(deps, candidate) });
  }
  const results = await sendTemplatedEmails(
    { ...deps.mail, tx },
    toSend.flatMap((s) => s.inputs),
  );
  const sent: { tenantId: string; step: string; emailLogId: string }[] = [];
  const skipped: { tenantId: string; step: string; reason: string }[] = [];
  let at = 0;
  for (const { candidate, inputs } of toSend) {
    const own = results.slice(at, (at += inputs.length));
    const first = own.find((r) => 'emailLogId' in r);
    if (first && 'emailLogId' in first) {
      sent.push({ tenantId: candidate.tenantId, step: candidate.step, emailLogId: first.emailLogId });
      outcome.sent += 1;
    } else {
      const error = own.find((r) => 'error' in r);
      const message = error && 'error' in error ? error.error : 'no recipient';
      deps.logger.warn(
        { tenantId: candidate.tenantId, step: candidate.step, error: message },
        'lifecycle email not queued',
      );
      skipped.push({
        tenantId: candidate.tenantId,
        step: candidate.step,
        reason: SKIP_REASONS.notQueued(message).slice(0, 500),
      });
      outcome.skipped += 1;
    }
  }
  await recordOutcomes(tx, sent, skipped);
  return outcome;
}

/** The candidate's email to each recipient, with its one-click unsubscribe link when it carries one. */
function emailsOf(deps: QueueDeps, candidate: LifecycleCandidate): BatchEmailInput[] {
  let link: string | null = null;
  if (candidate.unsubscribe) {
    if (!deps.unsubscribeSecret) throw new Error('an unsubscribe link needs the signing secret');
    const target = { tenantId: candidate.tenantId, preference: candidate.unsubscribe };
    link = unsubscribeUrl(deps.appUrl, deps.unsubscribeSecret, target);
  }
  return candidate.recipients.map((recipient) => ({
    to: recipient.email,
    templateAlias: candidate.templateAlias,
    templateData: { ...candidate.templateData(recipient), ...(link ? { unsubscribe_url: link } : {}) },
    emailType: 'system',
    tenantId: candidate.tenantId,
    userId: recipient.userId,
    metadata: {
      ...candidate.metadata,
      lifecycle_step: candidate.step,
      ...(link ? { list_unsubscribe_url: link } : {}),
    },
  }));
}
