import { API_KEY_PATTERN } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, isWellFormedApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes prefixed keys with a checksum that scanners can verify offline', () => {
    const key = generateApiKey();
    expect(key.secret).toMatch(API_KEY_PATTERN);
    expect(key.secret.startsWith('sw_live_')).toBe(true);
    expect(isWellFormedApiKey(key.secret)).toBe(true);
    expect(key.hash).toBe(hashApiKey(key.secret));
    expect(key.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.start).toBe(key.secret.slice(0, 12));
    expect(key.last4).toBe(key.secret.slice(-4));
  });

  it('never repeats a key', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => generateApiKey().secret));
    expect(keys.size).toBe(2000);
  });

  it('refuses a key with one character changed, a wrong prefix or a wrong length', () => {
    const { secret } = generateApiKey();
    const i = 10;
    const flipped = secret.slice(0, i) + (secret[i] === 'a' ? 'b' : 'a') + secret.slice(i + 1);
    expect(isWellFormedApiKey(flipped)).toBe(false);
    expect(isWellFormedApiKey(secret.replace('sw_live_', 'sw_test_'))).toBe(false);
    expect(isWellFormedApiKey(secret.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${secret}x`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });
});
