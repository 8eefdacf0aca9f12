import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/create-test-app';
import { redactString } from './redact';

const PARAM = 'canary-param-5b1e';
const LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

describe('error logs never print query parameters or link tokens', () => {
  it("drops Drizzle's params (property, message and stack) and PostgreSQL's key values", () => {
    const { logger, text } = memoryLogger();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: `Key (email)=(${PARAM}) already exists.`,
    });
    const err = new DrizzleQueryError('insert into "users" ("email", "name") values ($1, $2)', [PARAM, 'x'], cause);
    expect(err.message).toContain(PARAM);
    logger.error({ err }, 'request error');

    const output = text();
    expect(output).not.toContain(PARAM);
    expect(output).toContain('insert into \\"users\\"');
    expect(output).toContain('params: [REDACTED]');
    expect(output).toContain('Key (email)=([REDACTED]) already exists.');
  });

  it('redacts OAuth code and state and token-bearing link paths inside any string', () => {
    const line = redactString(
      `GET /api/auth/callback/google?code=${PARAM}&state=${PARAM} then ` +
        `https://app.example/invite/${LINK_TOKEN} https://app.example/q/${LINK_TOKEN} ` +
        `/api/auth/reset-password/${LINK_TOKEN}?callbackURL=%2Fupdate-password /api/public/quotes/${LINK_TOKEN}/accept`,
    );
    expect(line).not.toContain(PARAM);
    expect(line).not.toContain(LINK_TOKEN);
    expect(line).toContain('/api/auth/reset-password/[REDACTED]?callbackURL=%2Fupdate-password');
    expect(redactString('/api/quotes/0190c0de-7a1b-7000-8000-000000000001')).toBe(
      '/api/quotes/0190c0de-7a1b-7000-8000-000000000001',
    );
  });
});
