import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import { AppError } from './errors';

/** Methods whose requests carry a body: the only ones whose body is limited and checked. */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
/** Far deeper than any body we accept; deeper input would only exhaust recursive code further in. */
export const MAX_JSON_DEPTH = 64;

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
  depth: number;
}

const pathOf = (node: Node) => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join('.');
};

const unsafe = (path: string) =>
  new AppError('VALIDATION', UNSAFE_TEXT_MESSAGE, { details: [{ path, message: UNSAFE_TEXT_MESSAGE }] });

/** Walks a parsed JSON value without recursion: refuses an unsafe string or key (422) and runaway nesting (400). */
export function checkJsonValue(root: unknown, prefix = ''): void {
  const stack: Node[] = [{ value: root, key: prefix, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    const { value } = node;
    if (typeof value === 'string') {
      if (!isSafeText(value)) throw unsafe(pathOf(node) || prefix);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (node.depth >= MAX_JSON_DEPTH) throw new AppError('BAD_REQUEST', 'The request body is nested too deeply.');
    for (const [key, child] of Object.entries(value)) {
      const childNode = { value: child, key, parent: node, depth: node.depth + 1 };
      if (!isSafeText(key)) throw unsafe(pathOf(childNode));
      stack.push(childNode);
    }
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // Malformed escapes stay as written, as the router leaves them: plain ASCII.
  }
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.clone().text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // Malformed JSON is the route's 400.
  }
}

/**
 * Text PostgreSQL cannot store (NUL; a lone surrogate in jsonb) is refused with 422 before any route or Better
 * Auth reads it: in path segments, query keys and values, and JSON bodies at any depth (docs/security.md#input-limits).
 */
export const inputHygiene = () =>
  createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.split('/').some((segment) => !isSafeText(decodeSegment(segment)))) throw unsafe('path');
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (!isSafeText(key) || values.some((value) => !isSafeText(value)))
        throw unsafe(isSafeText(key) ? `query.${key}` : 'query');
    }
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (BODY_METHODS.has(c.req.method) && JSON_MEDIA_TYPE.test(mediaType) && c.req.raw.body !== null) {
      checkJsonValue(await readJsonBody(c.req.raw));
    }
    return next();
  });
