import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cachedQuoteCount, invalidateQuoteCounts } from './quote-count-cache';

describe('cachedQuoteCount', () => {
  it('counts once per filter set within the TTL, again after it', async () => {
    const tenant = randomUUID();
    let calls = 0;
    const count = async () => ++calls * 10;
    expect(await cachedQuoteCount(tenant, 'a', count, 0)).toBe(10);
    expect(await cachedQuoteCount(tenant, 'a', count, 4_999)).toBe(10);
    expect(await cachedQuoteCount(tenant, 'b', count, 4_999)).toBe(20);
    expect(await cachedQuoteCount(tenant, 'a', count, 5_000)).toBe(30);
  });

  it('drops a workspace’s counts on a write, not another workspace’s', async () => {
    const [mine, theirs] = [randomUUID(), randomUUID()];
    await cachedQuoteCount(mine, 'a', async () => 1, 0);
    await cachedQuoteCount(theirs, 'a', async () => 1, 0);
    invalidateQuoteCounts(mine);
    expect(await cachedQuoteCount(mine, 'a', async () => 2, 1)).toBe(2);
    expect(await cachedQuoteCount(theirs, 'a', async () => 2, 1)).toBe(1);
  });

  it('does not keep a count that raced a write (it may predate the commit)', async () => {
    const tenant = randomUUID();
    const racing = cachedQuoteCount(
      tenant,
      'a',
      async () => {
        invalidateQuoteCounts(tenant);
        return 7;
      },
      0,
    );
    expect(await racing).toBe(7);
    expect(await cachedQuoteCount(tenant, 'a', async () => 8, 1)).toBe(8);
  });
});
