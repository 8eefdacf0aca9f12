import { describe, expect, it } from 'vitest';
import { loggedPath } from './request-log';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('loggedPath', () => {
  it.each([
    [`/q/${TOKEN}`, '/q/[REDACTED]'],
    [`/api/public/quotes/${TOKEN}`, '/api/public/quotes/[REDACTED]'],
    [`/api/public/quotes/${TOKEN}/accept`, '/api/public/quotes/[REDACTED]/accept'],
    [`/api/public/quotes/${TOKEN}/document.pdf`, '/api/public/quotes/[REDACTED]/document.pdf'],
    [`/invite/${TOKEN}`, '/invite/[REDACTED]'],
    [`/q/${TOKEN}/`, '/q/[REDACTED]/'],
    [`//Q/${TOKEN}`, '//Q/[REDACTED]'],
    [`/invite/${TOKEN}/extra`, '/invite/[REDACTED]/extra'],
    [`/api/invitations/lookup/${TOKEN}`, '/api/invitations/lookup/[REDACTED]'],
    [`/api/invitations/${TOKEN}/accept`, '/api/invitations/[REDACTED]/accept'],
    [`/api/invitations/${TOKEN}/accept-oauth`, '/api/invitations/[REDACTED]/accept-oauth'],
    [`/api/auth/reset-password/${TOKEN}`, '/api/auth/reset-password/[REDACTED]'],
    [`/api/auth//reset-password/${TOKEN}`, '/api/auth//reset-password/[REDACTED]'],
    ['/api/quotes/123', '/api/quotes/123'],
    ['/api/invitations/123/resend', '/api/invitations/123/resend'],
  ])('%s → %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
    expect(loggedPath(path)).not.toContain(TOKEN);
  });
});
