import { AppError } from '../../platform/errors';

/** An opaque keyset position: the sort key as text (timestamps keep their microseconds) and the row id. */
export interface ClientCursor {
  key: string;
  id: string;
}

export const encodeClientCursor = (cursor: ClientCursor): string =>
  Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeClientCursor(value: string): ClientCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      typeof parsed[1] === 'string' &&
      UUID.test(parsed[1])
    ) {
      return { key: parsed[0], id: parsed[1] };
    }
  } catch {
    // falls through to the validation error
  }
  throw new AppError('VALIDATION', undefined, {
    details: [{ path: 'query.cursor', message: 'This page link is no longer valid. Start from the first page.' }],
  });
}
