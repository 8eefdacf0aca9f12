import { z } from '@hono/zod-openapi';
import { EMAIL_PREFERENCE_KEYS } from '@scopewright/domain';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse } from '../../platform/openapi';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

export const UnsubscribeQuery = z.object({
  token: z
    .string()
    .optional()
    .openapi({
      param: { name: 'token', in: 'query' },
      description:
        'The signed token of the emailed link: `1.<workspace id>.<preference>.<HMAC-SHA256>`; never expires.',
    }),
});

export const UnsubscribeResultSchema = z
  .object({
    workspaceName: z.string(),
    preference: z.enum(EMAIL_PREFERENCE_KEYS),
    label: z.string(),
    isOn: z.literal(false),
    changed: z.boolean().openapi({ description: 'False when the preference was already off (nothing changed).' }),
    message: z.string(),
  })
  .openapi('UnsubscribeResult');

const html = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const limited = errorResponse('More than 30 unsubscribe requests a minute from this address (Retry-After says when).');

export const unsubscribePageRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: UNSUBSCRIBE_PATH,
  tags: ['email preferences'],
  summary:
    'The page an unsubscribe link opens: names the workspace and the emails it stops, with a button that posts ' +
    'the same URL. Changes nothing (mail scanners follow links). Not indexed, no referrer.',
  request: { query: UnsubscribeQuery },
  responses: {
    200: html('The confirmation page.'),
    404: html('The workspace of the token no longer exists (the page says so).'),
    422: html('No token, a malformed one or an altered one: the page says which.'),
    429: limited,
  },
});

export const unsubscribeRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: UNSUBSCRIBE_PATH,
  tags: ['email preferences'],
  summary:
    'One-click unsubscribe (RFC 8058): switches the token’s email preference off for its workspace. Mail systems ' +
    'post `List-Unsubscribe=One-Click` as a form without an Origin (the body is not read; the token is the ' +
    'authority). Idempotent. A browser that posts the page’s form (Accept: text/html) gets a page back.',
  request: { query: UnsubscribeQuery },
  responses: {
    200: {
      description: 'Switched off, or already off (`changed: false`); a page for a browser (Accept: text/html).',
      content: { 'application/json': { schema: UnsubscribeResultSchema }, 'text/html': { schema: z.string() } },
    },
    404: errorResponse('The workspace of the token no longer exists.'),
    422: errorResponse('No token, a malformed one or an altered one: the message says which.'),
    429: limited,
  },
});
