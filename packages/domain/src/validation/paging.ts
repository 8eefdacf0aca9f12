import { z } from 'zod';

export const PAGE_MESSAGE = 'The page must be a whole number, 1 or more.';
export const pageSizeMessage = (max: number) => `The page size must be a whole number from 1 to ${String(max)}.`;

/** A numbered page from the query string: a whole number, 1 or more (1 when absent). */
export const PageNumber = z.coerce
  .number({ error: PAGE_MESSAGE })
  .int({ error: PAGE_MESSAGE })
  .min(1, { error: PAGE_MESSAGE })
  .default(1);

/** `page` and `pageSize` of a numbered list's query: pages of 1 to `max` rows, `size` when absent. */
export function pagingQuery({ size, max }: { size: number; max: number }) {
  const message = pageSizeMessage(max);
  return {
    page: PageNumber,
    pageSize: z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(max, { error: message })
      .default(size),
  };
}
