import type { Database } from '@scopewright/db';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { OutboundTransport } from '../../platform/outbound/outbound-transport';
import { mapSesEvent } from './map-ses-event';
import { parseProviderBody } from './parse-provider-body';
import { inEventsTransaction, type RequestSource } from './events-transaction';
import { recordEmailEvents, type RecordedEvents } from './record-email-events';
import { parseSnsMessage, type SnsMessage } from './sns-message';
import type { SnsVerifier } from './verify-sns-message';

export interface SesDeps {
  database: Pick<Database, 'pool'>;
  verifier: SnsVerifier;
  transport: OutboundTransport;
  topicArns: ReadonlySet<string>;
  logger: Logger;
}

export type SesAnswer = RecordedEvents & { confirmed?: boolean };

const NOTHING: RecordedEvents = { recorded: 0, duplicates: 0, ignored: 0, unknown: [], suppressed: [] };

/**
 * POST /api/email-events/ses: an SNS message from an allowed topic, signed by SNS; the source is counted before the
 * signature is checked. A subscription is confirmed; a notification is an SES event.
 */
export async function receiveSesMessage(deps: SesDeps, source: RequestSource, rawBody: string): Promise<SesAnswer> {
  const message = parseSnsMessage(parseProviderBody('Amazon SNS', rawBody));
  if (!deps.topicArns.has(message.TopicArn)) {
    throw new AppError('FORBIDDEN', `The SNS topic ${message.TopicArn} is not one of SES_SNS_TOPIC_ARNS.`);
  }
  // Before the transaction: the first message of a certificate waits for its download, holding no connection.
  const key = await deps.verifier.signingKey(message);
  const answer = await inEventsTransaction(deps.database, source, async (client) => {
    deps.verifier.verify(message, key);
    if (message.Type !== 'Notification') return null;
    const event = parseProviderBody('Amazon SES', message.Message, 'Message');
    return recordEmailEvents(client, 'ses', mapSesEvent(event, message.MessageId));
  });
  if (answer) return answer;
  return message.Type === 'SubscriptionConfirmation' ? confirm(deps, message) : { ...NOTHING, ignored: 1 };
}

/** Confirms the subscription by fetching its SubscribeURL: an SNS address only, through the outbound transport. */
async function confirm(deps: SesDeps, message: SnsMessage): Promise<SesAnswer> {
  const url = message.SubscribeURL as string;
  if (!deps.verifier.isSnsUrl(url)) {
    throw new AppError('UNAUTHORIZED', 'The SubscribeURL is not an Amazon SNS address; nothing was fetched.');
  }
  const answer = await deps.transport({ method: 'GET', url, headers: {} }).catch((error: unknown) => {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      `Amazon SNS could not be reached to confirm: ${(error as Error).message}`,
    );
  });
  if (answer.status !== 200) {
    throw new AppError('SERVICE_UNAVAILABLE', `Amazon SNS did not confirm the subscription (status ${answer.status}).`);
  }
  deps.logger.info({ topicArn: message.TopicArn }, 'SES event subscription confirmed');
  return { ...NOTHING, confirmed: true };
}
