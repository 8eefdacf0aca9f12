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
    ['/api/quotes/123', '/api/quotes/123'],
  ])('%s → %s', (path, logged) => {
    expect(loggedPath(path)).toBe(logged);
    expect(loggedPath(path)).not.toContain(TOKEN);
  });
});
