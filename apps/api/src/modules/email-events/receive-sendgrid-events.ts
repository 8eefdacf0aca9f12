import type { KeyObject } from 'node:crypto';
import type { Database } from '@scopewright/db';
import { inEventsTransaction, type RequestSource } from './events-transaction';
import { mapSendgridEvents } from './map-sendgrid-events';
import { parseProviderBody } from './parse-provider-body';
import { recordEmailEvents, type RecordedEvents } from './record-email-events';
import { verifySendgridSignature } from './verify-sendgrid-signature';

export interface SendgridDeps {
  database: Pick<Database, 'pool'>;
  publicKey: KeyObject;
  now?: () => number;
}

/** POST /api/email-events/sendgrid: the source counted, the signature over the raw body, then the batch. */
export function receiveSendgridEvents(
  deps: SendgridDeps,
  source: RequestSource,
  request: { signature: string | undefined; timestamp: string | undefined; rawBody: string },
): Promise<RecordedEvents> {
  return inEventsTransaction(deps.database, source, async (client) => {
    verifySendgridSignature({ publicKey: deps.publicKey, ...request, now: deps.now?.() });
    const mapped = mapSendgridEvents(parseProviderBody('SendGrid', request.rawBody));
    return recordEmailEvents(client, 'sendgrid', mapped);
  });
}
