import type { Database } from '@scopewright/db';
import { checkPostmarkCredentials, type PostmarkCredentials } from './check-postmark-credentials';
import { inEventsTransaction, type RequestSource } from './events-transaction';
import { mapPostmarkEvent } from './map-postmark-event';
import { parseProviderBody } from './parse-provider-body';
import { recordEmailEvents, type RecordedEvents } from './record-email-events';

export interface PostmarkDeps {
  database: Pick<Database, 'pool'>;
  credentials: PostmarkCredentials;
}

/** POST /api/email-events/postmark: the source counted, the credentials, then the record and its effect. */
export function receivePostmarkEvent(
  deps: PostmarkDeps,
  source: RequestSource,
  request: { authorization: string | undefined; rawBody: string },
): Promise<RecordedEvents> {
  return inEventsTransaction(deps.database, source, async (client) => {
    checkPostmarkCredentials(request.authorization, deps.credentials);
    const mapped = mapPostmarkEvent(parseProviderBody('Postmark', request.rawBody));
    return recordEmailEvents(client, 'postmark', mapped);
  });
}
