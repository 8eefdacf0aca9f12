import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyring, KEY_FILE, parseEncryptionKey, readOrCreateKeyFile } from './encryption-keyring';

const bytes = randomBytes(32);

describe('parseEncryptionKey', () => {
  const valid: [string, string][] = [
    ['hex', bytes.toString('hex')],
    ['HEX', bytes.toString('hex').toUpperCase()],
    ['base64', bytes.toString('base64')],
    ['base64url', bytes.toString('base64url')],
    ['base64 with spaces around', ` ${bytes.toString('base64')}\n`],
  ];
  it.each(valid)('reads %s', (_name, text) => {
    expect(parseEncryptionKey(text)?.equals(bytes)).toBe(true);
  });

  const invalid: [string, string][] = [
    ['empty', ''],
    ['a passphrase', 'correct horse battery staple correct horse'],
    ['16 bytes', randomBytes(16).toString('base64')],
    ['48 bytes', randomBytes(48).toString('base64')],
    ['63 hex characters', bytes.toString('hex').slice(1)],
    ['not hex', 'g'.repeat(64)],
  ];
  it.each(invalid)('refuses %s', (_name, text) => {
    expect(parseEncryptionKey(text)).toBeNull();
  });
});

describe('createKeyring', () => {
  it('derives a stable key id per key and keeps every key for decryption', () => {
    const previous = randomBytes(32).toString('hex');
    const ring = createKeyring(bytes.toString('base64'), [previous, previous]);
    expect(ring.current.id).toBe(createKeyring(bytes.toString('hex')).current.id);
    expect(ring.current.id).toMatch(/^[\w-]{8}$/);
    expect([...ring.byId.keys()]).toEqual([ring.current.id, createKeyring(previous).current.id]);
  });

  it('names the bad key by position, never by value', () => {
    expect(() => createKeyring(bytes.toString('hex'), ['short'])).toThrow(
      'Key 2 of the keyring is not 32 random bytes written as 64 hex or 44 base64 characters; generate one with "openssl rand -base64 32"',
    );
  });
});

describe('readOrCreateKeyFile', () => {
  it('generates the key once, stored with mode 600', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'sw-keyring-')), 'nested');
    const first = readOrCreateKeyFile(dir);
    expect(parseEncryptionKey(first)).not.toBeNull();
    expect(statSync(join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(readOrCreateKeyFile(dir)).toBe(first);
  });

  it('refuses a damaged file rather than replacing it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-keyring-'));
    writeFileSync(join(dir, KEY_FILE), 'oops\n');
    expect(() => readOrCreateKeyFile(dir)).toThrow(
      /integrations-key does not hold a valid key; restore it from a backup/,
    );
    expect(readFileSync(join(dir, KEY_FILE), 'utf8')).toBe('oops\n');
  });
});
