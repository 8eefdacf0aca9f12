import type { Context } from 'hono';

/** Halo's validation answers carry a bare message; the body is a JSON string. */
export function refuse(c: Context, message: string, status: 400 | 404 = 400) {
  return c.json(message, status);
}

/** Halo list paging: pageinate=true&page_size=&page_no= → {page_no, page_size, record_count, <key>}. */
export function paginate<T>(c: Context, records: T[], key: string, maxPageSize = Infinity) {
  if (c.req.query('pageinate') !== 'true') return c.json({ record_count: records.length, [key]: records });
  const pageSize = Math.min(maxPageSize, Math.max(1, Number(c.req.query('page_size') ?? 50) || 50));
  const pageNo = Math.max(1, Number(c.req.query('page_no') ?? 1) || 1);
  const page = records.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return c.json({ page_no: pageNo, page_size: pageSize, record_count: records.length, [key]: page });
}

/** Halo POST bodies must be JSON arrays of objects. */
export async function readArrayBody(c: Context): Promise<Record<string, unknown>[] | string> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return 'The request body is not valid JSON';
  }
  if (!Array.isArray(body)) return 'The request body must be an array';
  if (!body.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    return 'Every item in the request body must be an object';
  }
  return body as Record<string, unknown>[];
}

/** One item posted → the object; several → an array, as Halo answers. */
export function answerSaved(c: Context, saved: unknown[]) {
  return c.json(saved.length === 1 ? saved[0] : saved, 201);
}

export function matches(search: string | undefined, ...values: (string | undefined)[]): boolean {
  if (!search) return true;
  const needle = search.toLowerCase();
  return values.some((value) => value?.toLowerCase().includes(needle));
}
