import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Keyring } from './encryption-keyring';

// Stored form: v1.<keyId>.<iv>.<tag>.<ciphertext>, each part base64url. AES-256-GCM, a random 96-bit IV per value.
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const STORED = /^v1\.([A-Za-z0-9_-]{8})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]*)$/;

export type SecretBoxErrorCode = 'malformed' | 'unknown_key' | 'not_authentic';

/** Never carries the plaintext, the key or the stored value. */
export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
  constructor(
    readonly code: SecretBoxErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Encrypts with the keyring's current key. `aad` binds the value to its row (e.g. `tenantId:connectionId`): the
 * same aad is needed to decrypt it, so a value copied to another row does not open.
 */
export function encryptSecret(keyring: Keyring, plaintext: string, aad = ''): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(id, aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, id, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts with whichever key of the ring sealed the value. */
export function decryptSecret(keyring: Keyring, stored: string, aad = ''): string {
  const { keyId, iv, tag, ciphertext } = parseStored(stored);
  const entry = keyring.byId.get(keyId);
  if (entry === undefined) {
    throw new SecretBoxError(
      'unknown_key',
      `The stored secret was encrypted with key ${keyId}, which is neither INTEGRATIONS_ENCRYPTION_KEY nor one of INTEGRATIONS_ENCRYPTION_KEYS_PREVIOUS`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', entry.key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(associatedData(keyId, aad));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError(
      'not_authentic',
      'The stored secret could not be decrypted: it was altered, or it belongs to another record',
    );
  }
}

/** True when the value was sealed by a key other than the current one. */
export function needsRotation(keyring: Keyring, stored: string): boolean {
  return parseStored(stored).keyId !== keyring.current.id;
}

/** The value sealed by the current key (the same string when it already is); fails as decryptSecret does. */
export function reencrypt(keyring: Keyring, stored: string, aad = ''): string {
  const plaintext = decryptSecret(keyring, stored, aad);
  return needsRotation(keyring, stored) ? encryptSecret(keyring, plaintext, aad) : stored;
}

function parseStored(stored: string) {
  const match = STORED.exec(stored);
  if (!match) {
    const hint = stored.startsWith(`${VERSION}.`) ? 'it is damaged' : 'it is not in a format this version reads';
    throw new SecretBoxError('malformed', `The stored secret cannot be read: ${hint}`);
  }
  const [, keyId = '', iv = '', tag = '', ciphertext = ''] = match;
  return {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
}

// The version and key id are authenticated with the row binding, so neither can be swapped unnoticed.
function associatedData(keyId: string, aad: string): Buffer {
  return Buffer.from(`${VERSION}.${keyId}\n${aad}`, 'utf8');
}
