import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { AppError } from '../../platform/errors';

export const SENDGRID_SIGNATURE_HEADER = 'X-Twilio-Email-Event-Webhook-Signature';
export const SENDGRID_TIMESTAMP_HEADER = 'X-Twilio-Email-Event-Webhook-Timestamp';
/** How old a signed batch may be; a replay inside the window is still stopped by sg_event_id. */
export const SENDGRID_MAX_AGE_SECONDS = 600;

/**
 * The verification key SendGrid shows for a signed event webhook (base64 DER, or PEM): an ECDSA P-256 public key.
 * Throws a message that says what is wrong with it (read at start-up from SENDGRID_WEBHOOK_PUBLIC_KEY).
 */
export function parseSendgridPublicKey(value: string): KeyObject {
  let key: KeyObject;
  try {
    key = value.includes('BEGIN PUBLIC KEY')
      ? createPublicKey(value)
      : createPublicKey({ key: Buffer.from(value.trim(), 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new Error('SENDGRID_WEBHOOK_PUBLIC_KEY must be the verification key SendGrid shows (base64 or PEM)');
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('SENDGRID_WEBHOOK_PUBLIC_KEY must be an ECDSA P-256 public key');
  }
  return key;
}

/** ECDSA (SHA-256) over the timestamp header followed by the raw body, as SendGrid signs it. */
export function verifySendgridSignature(input: {
  publicKey: KeyObject;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: string;
  now?: number;
}): void {
  const { signature, timestamp } = input;
  if (!signature || !timestamp) {
    throw new AppError(
      'UNAUTHORIZED',
      `SendGrid events must be signed: the ${SENDGRID_SIGNATURE_HEADER} and ${SENDGRID_TIMESTAMP_HEADER} headers are required.`,
    );
  }
  if (!/^\d{1,12}$/.test(timestamp)) {
    throw new AppError('UNAUTHORIZED', `The ${SENDGRID_TIMESTAMP_HEADER} header must be Unix seconds.`);
  }
  const ageSeconds = Math.floor((input.now ?? Date.now()) / 1000) - Number(timestamp);
  if (Math.abs(ageSeconds) > SENDGRID_MAX_AGE_SECONDS) {
    throw new AppError(
      'UNAUTHORIZED',
      `The SendGrid signature's timestamp is ${Math.abs(ageSeconds)} seconds ${ageSeconds > 0 ? 'old' : 'ahead'}; at most ${SENDGRID_MAX_AGE_SECONDS} is accepted.`,
    );
  }
  const signed = Buffer.from(timestamp + input.rawBody, 'utf8');
  let valid = false;
  try {
    valid = verify('sha256', signed, input.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) throw new AppError('UNAUTHORIZED', 'The SendGrid signature does not match the body and timestamp.');
}
