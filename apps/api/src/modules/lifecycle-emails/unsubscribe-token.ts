import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@scopewright/db';
import { absoluteAppUrl, EMAIL_PREFERENCE_KEYS, UNSUBSCRIBE_COPY, type EmailPreferenceKey } from '@scopewright/domain';
import { AppError } from '../../platform/errors';

export const UNSUBSCRIBE_PATH = '/api/email-preferences/unsubscribe';

const VERSION = '1';
/** Bounds what is hashed and parsed: a real token is about 100 characters. */
const MAX_TOKEN_LENGTH = 200;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export interface UnsubscribeTarget {
  tenantId: string;
  preference: EmailPreferenceKey;
}

/** A key of its own, derived from the session secret, so no other HMAC made with that secret can pass for one. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('scopewright email-unsubscribe key v1').digest();

const signatureOf = (secret: string, { tenantId, preference }: UnsubscribeTarget) =>
  createHmac('sha256', keyOf(secret)).update(`${VERSION}.${tenantId}.${preference}`).digest('base64url');

const isPreference = (value: string): value is EmailPreferenceKey =>
  (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(value);

/**
 * A one-click unsubscribe token (docs/decisions/0056-lifecycle-emails.md): `1.<workspace id>.<preference>.<HMAC>`.
 * It names what it switches off and never expires: switching a notice off is all it can do, and a link in an
 * old email must keep working.
 */
export function createUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return `${VERSION}.${target.tenantId}.${target.preference}.${signatureOf(secret, target)}`;
}

export function unsubscribeUrl(appUrl: string, secret: string, target: UnsubscribeTarget): string {
  const token = createUnsubscribeToken(secret, target);
  return absoluteAppUrl(appUrl, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`);
}

const invalid = (message: string) => new AppError('VALIDATION', message, { details: [{ path: 'token', message }] });

/** The token's workspace and preference, or a 422 saying precisely what is wrong with it. */
export function verifyUnsubscribeToken(secret: string, token: string | undefined): UnsubscribeTarget {
  if (token === undefined || token.trim() === '') throw invalid(UNSUBSCRIBE_COPY.missingToken);
  const parts = token.trim().split('.');
  const [version, tenantId, preference, signature] = parts;
  if (
    token.length > MAX_TOKEN_LENGTH ||
    parts.length !== 4 ||
    version !== VERSION ||
    !tenantId ||
    !isUuid(tenantId) ||
    !preference ||
    !isPreference(preference) ||
    !signature ||
    !SIGNATURE.test(signature)
  ) {
    throw invalid(UNSUBSCRIBE_COPY.malformedToken);
  }
  const target = { tenantId, preference };
  const expected = Buffer.from(signatureOf(secret, target));
  if (!timingSafeEqual(Buffer.from(signature), expected)) throw invalid(UNSUBSCRIBE_COPY.badSignature);
  return target;
}
