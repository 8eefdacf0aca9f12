import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/create-test-app';
import { redact, redactString } from './redact';

const CANARIES = {
  password: 'canary-pass-7f3a',
  token: 'canary-token-91bd',
  secret: 'canary-secret-4c2e',
  apiKey: 'canary-apikey-d81f',
  auth: 'canary-auth-5e0c',
  credential: 'canary-cred-a6b7',
  ssn: '123-45-6789',
  card: '4111111111111111',
  bearer: 'canaryBearer.eyJ0eXAi.sig',
  dbPassword: 'canary-dbpw-0099',
  localPart: 'jane.canary',
};

describe('log redaction', () => {
  it('plants canaries in every shape and finds none in the output', () => {
    const { logger, text, lines } = memoryLogger('trace');
    logger.info(
      {
        user: {
          email: `${CANARIES.localPart}@acme.example`,
          Password: CANARIES.password,
          nested: [{ access_token: CANARIES.token }],
        },
        client_secret: CANARIES.secret,
        'x-api-key': CANARIES.apiKey,
        api_key: CANARIES.apiKey,
        'API Key': CANARIES.apiKey,
        headers: { authorization: `Bearer ${CANARIES.bearer}`, cookie: `sid=${CANARIES.token}` },
        authToken: CANARIES.auth,
        credentials: { user: 'x', pass: CANARIES.credential },
        ssn: CANARIES.ssn,
        creditCard: CANARIES.card,
        credit_card_number: CANARIES.card,
        url: `postgres://owner:${CANARIES.dbPassword}@db.internal:5432/app`,
        link: `https://app.example/invite?token=${CANARIES.token}&x=1`,
      },
      `sent to ${CANARIES.localPart}@acme.example with Authorization: Bearer ${CANARIES.bearer}`,
    );
    logger.child({ email: `${CANARIES.localPart}@acme.example`, sessionToken: CANARIES.token }).warn('child bindings');
    logger.error(
      { err: new Error(`login failed for ${CANARIES.localPart}@acme.example password=${CANARIES.password}`) },
      'boom',
    );

    const output = text();
    expect(lines).toHaveLength(3);
    for (const canary of Object.values(CANARIES)) expect(output).not.toContain(canary);
    expect(output).toContain('***@acme.example');
    expect(output).toContain('[REDACTED]');
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('keeps ordinary values readable', () => {
    expect(redact({ method: 'GET', path: '/api/health', status: 200, durationMs: 1.2, author: undefined })).toEqual({
      method: 'GET',
      path: '/api/health',
      status: 200,
      durationMs: 1.2,
      author: undefined,
    });
    expect(redactString('no secrets here')).toBe('no secrets here');
  });

  it('masks an email to its domain', () => {
    expect(redact({ to: 'Bob.Smith+x@mail.example.co.uk' })).toEqual({ to: '***@mail.example.co.uk' });
  });

  it('survives cycles and deep nesting', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(redact(a)).toEqual({ name: 'a', self: '[Circular]' });
  });
});
