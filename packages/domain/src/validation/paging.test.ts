import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_MESSAGE, pageSizeMessage, pagingQuery } from './paging';

const Query = z.strictObject(pagingQuery({ size: 50, max: 100 }));

describe('pagingQuery', () => {
  it('reads the query string, with the defaults when absent', () => {
    expect(Query.parse({})).toEqual({ page: 1, pageSize: 50 });
    expect(Query.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
  });

  it.each([
    [{ page: '0' }, PAGE_MESSAGE],
    [{ page: '1.5' }, PAGE_MESSAGE],
    [{ page: 'two' }, PAGE_MESSAGE],
    [{ pageSize: '0' }, pageSizeMessage(100)],
    [{ pageSize: '101' }, pageSizeMessage(100)],
  ])('refuses %j with its message', (input, message) => {
    expect(Query.safeParse(input).error?.issues[0]?.message).toBe(message);
  });

  it('names the maximum in its message', () => {
    expect(pageSizeMessage(100)).toBe('The page size must be a whole number from 1 to 100.');
  });
});
