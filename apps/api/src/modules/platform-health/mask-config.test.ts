import { MASKED_VALUE } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { maskConfig } from './mask-config';

const SECRET = 'canary-7f3a91c2';

describe('maskConfig', () => {
  const entries = maskConfig({
    port: 3000,
    worker: true,
    appUrl: 'https://app.example.com',
    databaseUrl: `postgres://app:${SECRET}@db.example.com:5432/app`,
    smtpUrl: `smtps://${SECRET}@smtp.example.com`,
    sessionSecret: SECRET,
    stripe: { secretKey: SECRET, apiBase: new URL('http://127.0.0.1:12111/'), prices: { premium: 'price_1' } },
    emailEvents: { postmark: { user: 'hooks', password: SECRET }, sesTopicArns: ['arn:1', 'arn:2'] },
    integrationsKeyring: { current: { id: 'k1' }, byId: new Map() },
    slackWebhookUrl: `https://hooks.slack.com/services/T0/B0/${SECRET}`,
    supportNote: `reach us with ${SECRET}`,
    googleClientSecret: undefined,
  });
  const byKey = new Map(entries.map((entry) => [entry.key, entry]));

  it('never returns a secret, whatever its shape', () => {
    expect(JSON.stringify(entries)).not.toContain(SECRET);
  });

  it('masks keys naming a secret, and whole objects under them; an unset secret reads as unset', () => {
    for (const key of ['sessionSecret', 'stripe.secretKey', 'emailEvents.postmark.password', 'integrationsKeyring'])
      expect(byKey.get(key)).toEqual({ key, value: MASKED_VALUE, masked: true });
    expect(byKey.get('googleClientSecret')).toEqual({ key: 'googleClientSecret', value: null, masked: true });
    expect(byKey.get('slackWebhookUrl')?.value).toBe(MASKED_VALUE);
  });

  it('shows a URL without its password (or a token used as its user name)', () => {
    expect(byKey.get('databaseUrl')?.value).toBe(`postgres://app:${MASKED_VALUE}@db.example.com:5432/app`);
    expect(byKey.get('smtpUrl')?.value).toBe(`smtps://${MASKED_VALUE}@smtp.example.com`);
  });

  it('masks any other value that contains a secret’s text', () => {
    expect(byKey.get('supportNote')).toEqual({ key: 'supportNote', value: MASKED_VALUE, masked: true });
  });

  it('shows everything else as text, nested keys dotted, sorted by key', () => {
    expect(byKey.get('port')).toEqual({ key: 'port', value: '3000', masked: false });
    expect(byKey.get('worker')?.value).toBe('true');
    expect(byKey.get('stripe.apiBase')?.value).toBe('http://127.0.0.1:12111/');
    expect(byKey.get('stripe.prices.premium')?.value).toBe('price_1');
    expect(byKey.get('emailEvents.sesTopicArns')?.value).toBe('arn:1, arn:2');
    expect(byKey.get('emailEvents.postmark.user')?.value).toBe('hooks');
    expect(entries.map((e) => e.key)).toEqual([...entries.map((e) => e.key)].sort((a, b) => a.localeCompare(b)));
  });
});
