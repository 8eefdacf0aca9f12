import { describe, expect, it } from 'vitest';
import { ErrorBody } from './error-body';
import { isErrorBody } from './errors';

// The web checks error bodies by hand (isErrorBody); the API's schema (ErrorBody) must agree with it.
const bodies: unknown[] = [
  { error: { code: 'NOT_FOUND', message: 'Gone', requestId: 'r1' } },
  { error: { code: 'VALIDATION', message: 'Bad', requestId: 'r2', details: { fieldErrors: {} } } },
  { error: { code: 'NOT_A_CODE', message: 'Bad', requestId: 'r3' } },
  { error: { code: 'NOT_FOUND', message: 7, requestId: 'r4' } },
  { error: { code: 'NOT_FOUND', message: 'x' } },
  { error: null },
  { message: 'plain' },
  null,
  'text',
  [],
];

describe('isErrorBody', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))('agrees with the schema on %s', (_, body) => {
    expect(isErrorBody(body)).toBe(ErrorBody.safeParse(body).success);
  });
});
