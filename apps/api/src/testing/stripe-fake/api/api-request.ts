import type { Context } from 'hono';
import { buildList } from '../objects/build-list';
import { decodeForm, Params } from './form-params';
import { expandPath } from './expand-path';
import type { FakeContext } from '../fake-context';
import { findObject } from './find-object';
import { invalidRequest, resourceMissing } from '../stripe-fake-error';

/** The request's parameters: the form body of a POST, the query string otherwise (as the SDK sends them). */
export async function requestParams(c: Context): Promise<Params> {
  const raw = c.req.method === 'POST' ? await c.req.text() : new URL(c.req.url).search.slice(1);
  return new Params(decodeForm(raw));
}

/** Answers a Stripe object as JSON, expanding the ids named by `expand[]`. */
export function sendObject(c: Context, ctx: FakeContext, object: unknown, params: Params): Response {
  const wire: unknown = JSON.parse(JSON.stringify(object));
  for (const path of params.strings('expand')) expandPath(wire, path.split('.'), (id) => findObject(ctx, id));
  return c.body(JSON.stringify(wire), 200, { 'Content-Type': 'application/json' });
}

export const LIST_PARAMS = ['limit', 'starting_after', 'expand'] as const;

/** One page of a list endpoint, newest first as Stripe orders them. */
export function listPage<T extends { id: string; created: number }>(items: T[], params: Params, url: string) {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid limit: must be between 1 and 100', 'limit');
  const newestFirst = [...items].reverse().sort((a, b) => b.created - a.created);
  const after = params.string('starting_after');
  const start = after === undefined ? 0 : newestFirst.findIndex((item) => item.id === after) + 1;
  if (after !== undefined && start === 0) throw resourceMissing('object', after, 'starting_after');
  return buildList(newestFirst.slice(start, start + limit), url, start + limit < newestFirst.length);
}
