import { describe, expect, it } from 'vitest';
import { SECRET_REMOVED } from '../../platform/mail/email-secrets';
import { HIDDEN, maskSecrets, maskUrl, maskUrlsIn } from './mask-secrets';

const TOKEN = 'kJ3vQ9xZp2Lw8Rt5Yb7Nc1Md4Fg6Hs0A';

describe('maskUrl', () => {
  it.each([
    ['an invitation link', `https://app.test/invite/${TOKEN}`, `https://app.test/invite/${HIDDEN}`],
    ['a client quote link', `https://app.test/q/${TOKEN}`, `https://app.test/q/${HIDDEN}`],
    [
      'a token in the query',
      `https://app.test/reset?token=abc&next=/x`,
      `https://app.test/reset?token=${HIDDEN}&next=/x`,
    ],
    ['a long random query value', `https://app.test/u?t=${TOKEN}`, `https://app.test/u?t=${HIDDEN}`],
    [
      'ids and plain paths stay',
      'https://app.test/dashboard/quotes/0192f0c4-6b1e-7a00-8000-000000000001',
      'https://app.test/dashboard/quotes/0192f0c4-6b1e-7a00-8000-000000000001',
    ],
    ['a plain page', 'https://app.test/dashboard/billing', 'https://app.test/dashboard/billing'],
  ])('%s', (_name, input, expected) => {
    expect(maskUrl(input)).toBe(expected);
  });
});

describe('maskSecrets', () => {
  it('hides secret keys, link variables and links with tokens, at any depth; keeps the rest', () => {
    const masked = maskSecrets({
      invitation_id: 'inv-1',
      template_data: {
        recipient_name: 'Grace',
        invite_url: `https://app.test/invite/${TOKEN}`,
        invite_token: TOKEN,
        unsubscribe_url: `https://app.test/api/email-preferences/unsubscribe?token=${TOKEN}`,
        billing_url: 'https://app.test/dashboard/billing',
        reset_url: SECRET_REMOVED,
      },
      headers: [{ authorization: 'Bearer sw_live_x' }],
      note: `Sent with https://app.test/q/${TOKEN} inside`,
      attempts: 2,
      apiKey: 'sw_live_abc',
    });
    expect(masked).toEqual({
      invitation_id: 'inv-1',
      template_data: {
        recipient_name: 'Grace',
        invite_url: HIDDEN,
        invite_token: HIDDEN,
        unsubscribe_url: `https://app.test/api/email-preferences/unsubscribe?token=${HIDDEN}`,
        billing_url: 'https://app.test/dashboard/billing',
        reset_url: SECRET_REMOVED,
      },
      headers: [{ authorization: HIDDEN }],
      note: `Sent with https://app.test/q/${HIDDEN} inside`,
      attempts: 2,
      apiKey: HIDDEN,
    });
    expect(JSON.stringify(masked)).not.toContain(TOKEN);
  });

  it('masks links inside an HTML body', () => {
    const html = `<a href="https://app.test/invite/${TOKEN}">Accept</a>`;
    expect(maskUrlsIn(html)).toBe(`<a href="https://app.test/invite/${HIDDEN}">Accept</a>`);
  });
});
