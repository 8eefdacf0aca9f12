import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/create-test-app';
import { isSensitiveKey, REDACTED, redactString } from './redact';

// The names PSA credentials and the integrations keyring travel under (ConnectWise, Autotask, HaloPSA).
const SECRET_KEYS = [
  'privateKey',
  'private_key',
  'secret',
  'Secret',
  'clientSecret',
  'client_secret',
  'password',
  'credentials',
  'apiIntegrationCode',
  'ApiIntegrationcode',
  'encryptionKey',
  'INTEGRATIONS_ENCRYPTION_KEY',
  'passphrase',
  'Authorization',
];

describe('redaction of integration secrets', () => {
  it.each(SECRET_KEYS)('%s is a sensitive key', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it('a logged PSA request and connection carry none of their planted secrets', () => {
    const { logger, text } = memoryLogger('trace');
    const canaries = SECRET_KEYS.map((key, i) => [key, `canary-${i}-Xq7`] as const);
    logger.info({ connection: Object.fromEntries(canaries), request: { headers: Object.fromEntries(canaries) } });
    logger.warn(canaries.map(([key, value]) => `${key}=${value}`).join('&'));
    const output = text();
    for (const [, value] of canaries) expect(output).not.toContain(value);
    expect(output).toContain(REDACTED);
  });

  it('keeps names that only look alike readable', () => {
    expect(isSensitiveKey('publicKey')).toBe(false);
    expect(isSensitiveKey('companyId')).toBe(false);
    expect(isSensitiveKey('keyId')).toBe(false);
    expect(redactString('publicKey=pub-1')).toBe('publicKey=pub-1');
  });
});
