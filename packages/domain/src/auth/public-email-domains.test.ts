import { describe, expect, it } from 'vitest';
import { emailDomain, isPublicEmailDomain, PUBLIC_EMAIL_DOMAINS } from './public-email-domains';

describe('PUBLIC_EMAIL_DOMAINS', () => {
  it('holds about 40 lowercase, unique domains', () => {
    expect(PUBLIC_EMAIL_DOMAINS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PUBLIC_EMAIL_DOMAINS).size).toBe(PUBLIC_EMAIL_DOMAINS.length);
    for (const d of PUBLIC_EMAIL_DOMAINS) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it.each(
    // The providers the product rules name (docs/product-rules.md#sign-up-and-workspaces).
    'gmail.com googlemail.com yahoo.com ymail.com outlook.com hotmail.com live.com msn.com aol.com icloud.com me.com mac.com proton.me protonmail.com gmx.com gmx.net mail.com yandex.com zoho.com fastmail.com hey.com tutanota.com qq.com 163.com web.de'.split(
      ' ',
    ),
  )('includes %s', (domain) => {
    expect(isPublicEmailDomain(domain)).toBe(true);
  });
});

describe('isPublicEmailDomain', () => {
  it.each([
    ['a gmail address', 'jane@gmail.com', true],
    ['upper case and spaces', '  Jane@GMAIL.com ', true],
    ['a bare domain', 'Outlook.com', true],
    ['a trailing dot', 'jane@yahoo.com.', true],
    ['a company domain', 'jane@acme-msp.com', false],
    ['a lookalike subdomain', 'jane@gmail.com.evil.io', false],
    ['a company domain containing a provider name', 'jane@notgmail.com', false],
    ['empty', '', false],
  ])('%s', (_name, input, expected) => {
    expect(isPublicEmailDomain(input)).toBe(expected);
  });
});

describe('emailDomain', () => {
  it.each([
    ['lowercases', 'Jane@Acme-MSP.COM', 'acme-msp.com'],
    ['takes the part after the last @', '"a@b"@acme.io', 'acme.io'],
    ['trims', 'jane@acme.io  ', 'acme.io'],
    ['no @', 'acme.io', ''],
  ])('%s', (_name, email, expected) => {
    expect(emailDomain(email)).toBe(expected);
  });
});
