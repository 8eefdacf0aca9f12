import { describe, expect, it } from 'vitest';
import { absoluteAppUrl, appLinks } from './app-links';

describe('appLinks', () => {
  it('builds the wizard links with only the parameters given', () => {
    expect(appLinks.newQuote()).toBe('/dashboard/quotes/wizard');
    expect(appLinks.newQuote({ clientId: 'c1' })).toBe('/dashboard/quotes/wizard?clientId=c1');
    expect(appLinks.quote('q1')).toBe('/dashboard/quotes/wizard/q1');
    expect(appLinks.quote('q1', { step: 'scope', addService: 'm365 migration' })).toBe(
      '/dashboard/quotes/wizard/q1?step=scope&addService=m365+migration',
    );
  });

  it('encodes ids and tokens so a value never changes the path', () => {
    expect(appLinks.client('a/../b')).toBe('/dashboard/clients/a%2F..%2Fb');
    expect(appLinks.invitation('t?x=1')).toBe('/invite/t%3Fx%3D1');
  });

  it('keeps the password-reset tokens in the fragment', () => {
    expect(appLinks.updatePassword(new URLSearchParams({ access_token: 'abc', type: 'recovery' }))).toBe(
      '/update-password#access_token=abc&type=recovery',
    );
  });

  it('makes absolute URLs on APP_URL with or without its trailing slash', () => {
    expect(absoluteAppUrl('https://app.example.com/', appLinks.team())).toBe('https://app.example.com/dashboard/users');
    expect(absoluteAppUrl('https://app.example.com', appLinks.publicQuote('tok'))).toBe(
      'https://app.example.com/q/tok',
    );
  });
});
