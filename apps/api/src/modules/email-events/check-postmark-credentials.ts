import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors';

export interface PostmarkCredentials {
  user: string;
  password: string;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Postmark does not sign its webhooks: the webhook URL carries HTTP Basic credentials instead
 * (POSTMARK_WEBHOOK_USER / POSTMARK_WEBHOOK_PASSWORD), compared in constant time.
 */
export function checkPostmarkCredentials(authorization: string | undefined, expected: PostmarkCredentials): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) {
    throw new AppError(
      'UNAUTHORIZED',
      'Postmark events need HTTP Basic credentials: put the user and password in the webhook URL.',
    );
  }
  const given = Buffer.from(match[1]!, 'base64').toString('utf8');
  if (!timingSafeEqual(digest(given), digest(`${expected.user}:${expected.password}`))) {
    throw new AppError('UNAUTHORIZED', 'The Postmark webhook credentials are wrong.');
  }
}
