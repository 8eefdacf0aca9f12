import { describe, expect, it } from 'vitest';
import { ConnectionBreaker, DatabaseUnavailableError } from './connection-breaker';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });

function setup() {
  let now = 1_000;
  const changes: boolean[] = [];
  const breaker = new ConnectionBreaker({ openMs: 500, now: () => now, onChange: (up) => changes.push(up) });
  return { breaker, changes, advance: (ms: number) => (now += ms) };
}

describe('ConnectionBreaker', () => {
  it('lets every attempt through while the database answers', () => {
    const { breaker, changes } = setup();
    expect(breaker.admit()).toBeNull();
    breaker.succeeded();
    expect(breaker.admit()).toBeNull();
    expect(changes).toEqual([]);
  });

  it('after a failed connection: fails fast, then one probe, which closes it on success', () => {
    const { breaker, changes, advance } = setup();
    breaker.failed(refused);
    expect(changes).toEqual([false]);
    const fast = breaker.admit();
    expect(fast).toBeInstanceOf(DatabaseUnavailableError);
    expect(fast?.cause).toBe(refused);
    advance(499);
    expect(breaker.admit()).not.toBeNull();
    advance(1);
    expect(breaker.admit()).toBeNull(); // the probe
    expect(breaker.admit()).not.toBeNull(); // others still fail fast while it runs
    breaker.succeeded();
    expect(breaker.isOpen).toBe(false);
    expect(breaker.admit()).toBeNull();
    expect(changes).toEqual([false, true]);
  });

  it('a failed probe opens it again for the full period', () => {
    const { breaker, changes, advance } = setup();
    breaker.failed(refused);
    advance(500);
    expect(breaker.admit()).toBeNull();
    breaker.failed(refused);
    advance(499);
    expect(breaker.admit()).not.toBeNull();
    advance(1);
    expect(breaker.admit()).toBeNull();
    expect(changes).toEqual([false]);
  });

  it('an error that is not about the connection (bad password, bad query) closes it: the server answered', () => {
    const { breaker, advance } = setup();
    breaker.failed(refused);
    advance(500);
    breaker.admit();
    breaker.failed(Object.assign(new Error('password authentication failed'), { code: '28P01' }));
    expect(breaker.isOpen).toBe(false);
  });

  it('waiting too long for a busy pool says nothing about the server', () => {
    const { breaker } = setup();
    breaker.failed(new Error('timeout exceeded when trying to connect'));
    expect(breaker.isOpen).toBe(false);
    expect(breaker.admit()).toBeNull();
  });
});
