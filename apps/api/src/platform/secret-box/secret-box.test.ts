import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createKeyring } from './encryption-keyring';
import { decryptSecret, encryptSecret, needsRotation, reencrypt, SecretBoxError } from './secret-box';

const OLD = randomBytes(32).toString('base64');
const NEW = randomBytes(32).toString('hex');
const PLAINTEXT = '{"privateKey":"canary-Zq81-private","publicKey":"pub"}';
const AAD = 'tenant-1:connection-1';
const oldRing = createKeyring(OLD);
const rotatedRing = createKeyring(NEW, [OLD]);

/** Flips one character of the given dot-separated part. */
function tamper(stored: string, part: number): string {
  const parts = stored.split('.');
  const text = parts[part]!;
  parts[part] = `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
  return parts.join('.');
}

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, with a fresh IV each time and the key id and version in the stored string', () => {
    const a = encryptSecret(oldRing, PLAINTEXT, AAD);
    const b = encryptSecret(oldRing, PLAINTEXT, AAD);
    expect(a).not.toBe(b);
    expect(a).toMatch(new RegExp(`^v1\\.${oldRing.current.id}\\.[\\w-]{16}\\.[\\w-]{22}\\.[\\w-]+$`));
    expect(a).not.toContain('canary');
    expect(decryptSecret(oldRing, a, AAD)).toBe(PLAINTEXT);
    expect(decryptSecret(oldRing, encryptSecret(oldRing, ''), '')).toBe('');
    expect(decryptSecret(oldRing, encryptSecret(oldRing, 'ünïcödé ✓'))).toBe('ünïcödé ✓');
  });

  it('decrypts with any key of the ring', () => {
    const sealedByOld = encryptSecret(oldRing, PLAINTEXT, AAD);
    expect(decryptSecret(rotatedRing, sealedByOld, AAD)).toBe(PLAINTEXT);
  });

  const refusals: [string, (stored: string) => [string, string], string][] = [
    ['another row (wrong aad)', (s) => [s, 'tenant-2:connection-1'], 'not_authentic'],
    ['no aad', (s) => [s, ''], 'not_authentic'],
    ['altered ciphertext', (s) => [tamper(s, 4), AAD], 'not_authentic'],
    ['altered tag', (s) => [tamper(s, 3), AAD], 'not_authentic'],
    ['altered IV', (s) => [tamper(s, 2), AAD], 'not_authentic'],
    ['truncated', (s) => [s.slice(0, -4), AAD], 'not_authentic'],
    ['unknown key id', (s) => [tamper(s, 1), AAD], 'unknown_key'],
    ['another version', (s) => [s.replace(/^v1/, 'v2'), AAD], 'malformed'],
    ['missing part', (s) => [s.split('.').slice(0, 4).join('.'), AAD], 'malformed'],
    ['plain text', () => ['hunter2', AAD], 'malformed'],
  ];

  it.each(refusals)('%s → a clear error without the plaintext or the key', (_name, change, code) => {
    const [stored, aad] = change(encryptSecret(oldRing, PLAINTEXT, AAD));
    let caught: unknown;
    try {
      decryptSecret(oldRing, stored, aad);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SecretBoxError);
    expect(caught).toMatchObject({ code });
    const shown = `${inspect(caught)} ${JSON.stringify(caught)}`;
    expect(shown).not.toContain('canary');
    expect(shown).not.toContain(OLD);
    expect(shown).not.toContain(stored);
  });

  it('a key ring never prints its keys', () => {
    const shown = `${inspect(rotatedRing, { depth: 5 })} ${JSON.stringify(rotatedRing)}`;
    expect(shown).not.toContain(NEW);
    expect(shown).not.toContain(OLD);
    expect(shown).not.toContain(Buffer.from(OLD, 'base64').toString('hex'));
  });
});

describe('rotation', () => {
  it('needsRotation is true only for values sealed by an older key', () => {
    expect(needsRotation(rotatedRing, encryptSecret(oldRing, PLAINTEXT, AAD))).toBe(true);
    expect(needsRotation(rotatedRing, encryptSecret(rotatedRing, PLAINTEXT, AAD))).toBe(false);
    expect(() => needsRotation(rotatedRing, 'garbage')).toThrow(SecretBoxError);
  });

  it('reencrypt moves a value to the current key, keeps its row binding, and leaves a current value as is', () => {
    const old = encryptSecret(oldRing, PLAINTEXT, AAD);
    const moved = reencrypt(rotatedRing, old, AAD);
    expect(moved.split('.')[1]).toBe(rotatedRing.current.id);
    expect(decryptSecret(createKeyring(NEW), moved, AAD)).toBe(PLAINTEXT);
    expect(() => decryptSecret(createKeyring(NEW), moved, 'tenant-2:connection-1')).toThrow(SecretBoxError);
    expect(reencrypt(rotatedRing, moved, AAD)).toBe(moved);
    expect(() => reencrypt(rotatedRing, old, 'tenant-2:connection-1')).toThrow(SecretBoxError);
  });
});
