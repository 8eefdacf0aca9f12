import { describe, expect, it } from 'vitest';
import { driveAutotaskFake } from './autotask-fake.test-helpers';
import { ErrorAnswer } from './autotask-schemas';

const ALL = { filter: [{ op: 'gte', field: 'id', value: 0 }] };

describe('Autotask fake: thread limit and faults', () => {
  it('answers 429 to a 4th concurrent request on one endpoint, not on another', async () => {
    const fake = driveAutotaskFake();
    fake.state.faults.delayMs = 60;
    const sameEndpoint = await Promise.all(Array.from({ length: 5 }, () => fake.call('POST', 'Companies/query', ALL)));
    expect(sameEndpoint.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = sameEndpoint.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('1');
    ErrorAnswer.parse(refused.json);
    const spread = await Promise.all(
      ['Companies', 'Roles', 'Resources', 'Products'].map((entity) => fake.call('POST', `${entity}/query`, ALL)),
    );
    expect(spread.every((answer) => answer.status === 200)).toBe(true);
  });

  it('plays queued faults after letting the given number of requests through', async () => {
    const fake = driveAutotaskFake();
    fake.state.faults.queue.push(
      { after: 1, answer: 'rate_limited', retryAfter: '7' },
      { answer: 'html' },
      { answer: 'unavailable', times: 2 },
    );
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push(await fake.call('POST', 'Roles/query', ALL));
    expect(statuses.map((answer) => answer.status)).toEqual([200, 429, 200, 503, 503]);
    expect(statuses[1]?.headers.get('retry-after')).toBe('7');
    expect(statuses[2]?.text).toMatch(/^<!DOCTYPE html>/);
    expect((await fake.call('POST', 'Roles/query', ALL)).status).toBe(200);
  });

  it('limits a fault to the paths it names', async () => {
    const fake = driveAutotaskFake();
    fake.state.faults.queue.push({ answer: 'server_error', path: '/Tasks' });
    expect((await fake.call('POST', 'Roles/query', ALL)).status).toBe(200);
    expect((await fake.call('POST', 'Projects/1/Tasks', {})).status).toBe(500);
  });
});
