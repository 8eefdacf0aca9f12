import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'sw-stripe-env-')) });
const PRICES = {
  STRIPE_PRICE_ESSENTIALS_MONTHLY: 'price_ess_m',
  STRIPE_PRICE_ESSENTIALS_ANNUAL: 'price_ess_a',
  STRIPE_PRICE_PREMIUM_MONTHLY: 'price_pre_m',
  STRIPE_PRICE_PREMIUM_ANNUAL: 'price_pre_a',
  STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_ent_m',
  STRIPE_PRICE_ENTERPRISE_ANNUAL: 'price_ent_a',
};
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123', ...PRICES };

describe('the Stripe provider from the environment', () => {
  it('runs the manual provider when nothing about Stripe is set', () => {
    expect(loadEnv(base()).stripe).toBeNull();
  });

  it('reads the key, the webhook secret and the six prices', () => {
    expect(loadEnv({ ...base(), ...STRIPE }).stripe).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiBase: null,
      prices: {
        essentials: { monthly: 'price_ess_m', annual: 'price_ess_a' },
        premium: { monthly: 'price_pre_m', annual: 'price_pre_a' },
        enterprise: { monthly: 'price_ent_m', annual: 'price_ent_a' },
      },
    });
  });

  it.each(['STRIPE_WEBHOOK_SECRET', ...Object.keys(PRICES)])('stops at start with one line naming %s', (name) => {
    const env: Record<string, string> = { ...base(), ...STRIPE };
    delete env[name];
    expect(() => loadEnv(env)).toThrow(
      new RegExp(`^Invalid environment: STRIPE_SECRET_KEY is set, so ${name} must be set too$`),
    );
  });

  it('refuses a price id or webhook secret without the key, and malformed values without echoing secrets', () => {
    expect(() => loadEnv({ ...base(), ...PRICES })).toThrow(
      'Invalid environment: STRIPE_PRICE_ESSENTIALS_MONTHLY is set, so STRIPE_SECRET_KEY must be set too',
    );
    expect(() => loadEnv({ ...base(), ...STRIPE, STRIPE_PRICE_PREMIUM_ANNUAL: 'premium' })).toThrow(
      'STRIPE_PRICE_PREMIUM_ANNUAL must be a Stripe price id (price_…)',
    );
    try {
      loadEnv({ ...base(), ...STRIPE, STRIPE_SECRET_KEY: 'pk_live_secretvalue' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid environment: STRIPE_SECRET_KEY must be/);
      expect((error as Error).message).not.toMatch(/secretvalue/);
    }
  });

  it('points the client at a loopback fake only', () => {
    expect(loadEnv({ ...base(), ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.apiBase?.port).toBe(
      '12111',
    );
    expect(() => loadEnv({ ...base(), ...STRIPE, STRIPE_API_BASE: 'https://evil.example' })).toThrow(
      'STRIPE_API_BASE must be a loopback http URL (the local Stripe fake)',
    );
  });
});
