import { randomBytes } from 'node:crypto';
import type { Keyring } from '../../platform/secret-box/encryption-keyring';
import { decryptSecret, encryptSecret } from '../../platform/secret-box/secret-box';

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Standard Webhooks asks for 24–64 random bytes. */
const SECRET_BYTES = 32;

/** `whsec_` + base64 of 32 random bytes: the form `new Webhook(secret)` of standardwebhooks reads. */
export function generateWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** Binds a sealed secret to its endpoint: copied to another row or workspace, it does not open. */
export const webhookSecretAad = (tenantId: string, endpointId: string) => `webhook:${tenantId}:${endpointId}`;

export function sealWebhookSecret(keyring: Keyring, tenantId: string, endpointId: string, secret: string): string {
  return encryptSecret(keyring, secret, webhookSecretAad(tenantId, endpointId));
}

/** Throws SecretBoxError when the value cannot be opened (altered, another row's, or a key no longer configured). */
export function openWebhookSecret(keyring: Keyring, tenantId: string, endpointId: string, sealed: string): string {
  return decryptSecret(keyring, sealed, webhookSecretAad(tenantId, endpointId));
}

/** What the screens show of a secret: the prefix and four characters, enough to tell two apart. */
export function secretStartOf(secret: string): string {
  return secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);
}
