import type { Logger } from '../../platform/logger';

export interface ContactNotice {
  name: string;
  email: string;
  company: string;
  message: string;
}

export type NotifyContact = (notice: ContactNotice) => Promise<void>;

export const SLACK_TIMEOUT_MS = 5_000;
const SLACK_TEXT_MAX = 3_000;

/** Slack mrkdwn treats &, < and > as control characters: escaping keeps user text as text (no @channel, no links). */
const escapeSlack = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackPayload(notice: ContactNotice): { text: string } {
  const message =
    notice.message.length > SLACK_TEXT_MAX ? `${notice.message.slice(0, SLACK_TEXT_MAX)}…` : notice.message;
  return {
    text: [
      `*New contact message* from ${escapeSlack(notice.name)} (${escapeSlack(notice.email)}), ${escapeSlack(notice.company)}`,
      escapeSlack(message),
    ].join('\n'),
  };
}

/**
 * The contact form's chat notice (docs/product-rules.md#contact-form): one POST to the incoming-webhook URL an operator configured. Best effort: the
 * message is already stored and emailed, so a failure is logged and never reaches the visitor.
 */
export function createSlackNotifier(
  webhookUrl: string,
  logger: Logger,
  fetchImpl: typeof fetch = fetch,
): NotifyContact {
  return async (notice) => {
    try {
      const response = await fetchImpl(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(slackPayload(notice)),
        redirect: 'error',
        signal: AbortSignal.timeout(SLACK_TIMEOUT_MS),
      });
      if (!response.ok) logger.warn({ status: response.status }, 'contact: Slack webhook refused the message');
    } catch (err) {
      logger.warn({ err }, 'contact: Slack webhook failed');
    }
  };
}
