import { createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The keys that encrypt stored integration credentials: one current, older ones kept only to decrypt. */
export interface Keyring {
  readonly current: EncryptionKey;
  readonly byId: ReadonlyMap<string, EncryptionKey>;
}

export interface EncryptionKey {
  /** Derived from the key, so a stored value names the key that sealed it; reveals nothing about the key. */
  readonly id: string;
  /** A KeyObject: printing or serialising it shows no key bytes. */
  readonly key: KeyObject;
}

export const KEY_BYTES = 32;
export const KEY_FILE = 'integrations-key';
export const KEY_FORMAT_HINT = `${KEY_BYTES} random bytes written as 64 hex or 44 base64 characters; generate one with "openssl rand -base64 32"`;

export class KeyringError extends Error {
  override name = 'KeyringError';
}

/** 32 bytes written as hex, base64 or base64url; null for anything else. */
export function parseEncryptionKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

export function createKeyring(current: string, previous: readonly string[] = []): Keyring {
  const keys = [current, ...previous].map((text, index) => {
    const bytes = parseEncryptionKey(text);
    if (bytes === null) throw new KeyringError(`Key ${index + 1} of the keyring is not ${KEY_FORMAT_HINT}`);
    const id = createHmac('sha256', bytes).update('scopewright integrations key id').digest('base64url').slice(0, 8);
    const key = { id, key: createSecretKey(bytes) };
    bytes.fill(0);
    return key;
  });
  const byId = new Map(keys.map((key) => [key.id, key]));
  return Object.freeze({ current: keys[0]!, byId });
}

/**
 * The embedded-mode key, kept in DATA_DIR beside the database it protects (mode 600). A damaged file is an error,
 * never replaced: a new key would make every stored credential unreadable.
 */
export function readOrCreateKeyFile(dataDir: string): string {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (parseEncryptionKey(stored) === null) {
      throw new KeyringError(
        `${file} does not hold a valid key; restore it from a backup (deleting it loses every saved PSA connection's credentials)`,
      );
    }
    return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES).toString('base64url');
  try {
    writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateKeyFile(dataDir);
    throw error;
  }
  chmodSync(file, 0o600);
  return key;
}
