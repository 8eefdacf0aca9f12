import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './connection-breaker';
import { isConnectionError } from './is-connection-error';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) => new Error('Failed query: insert into "clients" … params: secret', { cause });

describe('isConnectionError', () => {
  it.each([
    ['admin shutdown (pg_terminate_backend)', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['the database system is starting up', withCode('57P03')],
    ['too many connections', withCode('53300')],
    ['connection failure class 08', withCode('08006')],
    ['refused', withCode('ECONNREFUSED')],
    ['reset', withCode('ECONNRESET')],
    ['terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pool connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pool queue timeout', new Error('timeout exceeded when trying to connect')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['the breaker', new DatabaseUnavailableError(withCode('ECONNREFUSED'))],
    ['wrapped by Drizzle', wrapped(withCode('57P01'))],
    [
      'wrapped twice (Better Auth over Drizzle)',
      new Error('Failed to get session', { cause: wrapped(withCode('08006')) }),
    ],
    ['in an AggregateError (dual-stack connect)', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s → true', (_, error) => expect(isConnectionError(error)).toBe(true));

  it.each([
    ['unique violation', withCode('23505')],
    ['syntax error', withCode('42601')],
    ['invalid text (NUL)', withCode('22021')],
    ['a plain bug', new TypeError('undefined is not a function')],
    ['wrapped query error', wrapped(withCode('23505'))],
    ['not an error', 'ECONNREFUSED'],
    ['an outgoing fetch that was refused', new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })],
    ['null', null],
  ])('%s → false', (_, error) => expect(isConnectionError(error)).toBe(false));

  it('stops on a cause cycle', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isConnectionError(a)).toBe(false);
  });
});
