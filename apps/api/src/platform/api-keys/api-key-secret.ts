import { createHash, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import {
  API_KEY_CHECKSUM_LENGTH,
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  API_KEY_RANDOM_LENGTH,
  API_KEY_START_LENGTH,
} from '@scopewright/domain';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A number as exactly `width` base62 digits (zero-padded). */
function base62(value: number, width: number): string {
  let out = '';
  let rest = value;
  for (let i = 0; i < width; i += 1) {
    out = BASE62[rest % 62] + out;
    rest = Math.floor(rest / 62);
  }
  return out;
}

const checksumOf = (random: string) => base62(crc32(random), API_KEY_CHECKSUM_LENGTH);

export interface NewApiKeySecret {
  /** The key, shown once. */
  secret: string;
  hash: string;
  start: string;
  last4: string;
}

/** SHA-256 of the whole key, hex: what is stored and looked up (keys have 190 bits of entropy: no slow hash needed). */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** `sw_live_` + 32 random base62 characters (190 bits, CSPRNG) + their 6-character CRC-32 checksum. */
export function generateApiKey(): NewApiKeySecret {
  let random = '';
  for (let i = 0; i < API_KEY_RANDOM_LENGTH; i += 1) random += BASE62[randomInt(62)];
  const secret = `${API_KEY_PREFIX}${random}${checksumOf(random)}`;
  return { secret, hash: hashApiKey(secret), start: secret.slice(0, API_KEY_START_LENGTH), last4: secret.slice(-4) };
}

/** The key's shape and checksum hold: anything else is refused before the database is asked. */
export function isWellFormedApiKey(value: string): boolean {
  if (!API_KEY_PATTERN.test(value)) return false;
  const body = value.slice(API_KEY_PREFIX.length);
  const random = body.slice(0, API_KEY_RANDOM_LENGTH);
  return body.slice(API_KEY_RANDOM_LENGTH) === checksumOf(random);
}
