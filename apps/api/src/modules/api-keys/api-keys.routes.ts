import { z } from '@hono/zod-openapi';
import { API_SCOPES, API_SETTINGS_REQUIREMENT, CreateApiKeyInput, RotateApiKeyInput } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

const access = guarded(API_SETTINGS_REQUIREMENT);
const denied = guardRefusals(
  'Not an admin of the workspace, or a plan without API access (details.reason plan-upgrade: Enterprise).',
);
const notFound = { 404: errorResponse('No such key in the caller’s workspace.') };

export const ApiKeySummaryDoc = z
  .object({
    id: z.string(),
    name: z.string(),
    start: z.string().openapi({ description: 'The first characters, `sw_live_` and four more.' }),
    last4: z.string(),
    scopes: z.array(z.enum(API_SCOPES)),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
    lastUsedAt: z.string().nullable().openapi({ description: 'Kept to the minute.' }),
    expiresAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    rotatedFromId: z.string().nullable(),
    status: z.enum(['active', 'expiring', 'expired', 'revoked']),
  })
  .openapi('ApiKeySummary');

const CreatedApiKeyDoc = z
  .object({
    key: ApiKeySummaryDoc,
    secret: z.string().openapi({ description: 'The key itself. Returned this once; only its hash is kept.' }),
  })
  .openapi('CreatedApiKey');

const KeyParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

export const listApiKeysRoute = defineRoute({
  access,
  method: 'get',
  path: '/api/api-keys',
  tags: ['api-keys'],
  summary: 'The workspace’s API keys, newest first, revoked ones included. Never the keys themselves.',
  responses: { 200: jsonContent(z.object({ items: z.array(ApiKeySummaryDoc) }), 'The keys.'), ...denied },
});

export const createApiKeyRoute = defineRoute({
  access,
  method: 'post',
  path: '/api/api-keys',
  tags: ['api-keys'],
  summary:
    'Creates a key with a name, scopes and an optional expiry. The answer holds the key once (`sw_live_…`, with a ' +
    'checksum secret scanners can verify). 409 when the workspace already holds 25 active keys.',
  request: jsonBody(CreateApiKeyInput),
  responses: {
    201: jsonContent(CreatedApiKeyDoc, 'The key, shown once.'),
    409: errorResponse('Too many active keys.'),
    ...invalidBody('A name, at least one known scope, an expiry in the future.'),
    ...denied,
  },
});

export const rotateApiKeyRoute = defineRoute({
  access,
  method: 'post',
  path: '/api/api-keys/{id}/rotate',
  tags: ['api-keys'],
  summary:
    'A new key with the same name, scopes and expiry; the old one keeps working for `overlapHours` (0–168, ' +
    'default 24; 0 revokes it now). 409 for a revoked or expired key.',
  request: { params: KeyParams, ...jsonBody(RotateApiKeyInput) },
  responses: {
    201: jsonContent(CreatedApiKeyDoc, 'The new key, shown once.'),
    409: errorResponse('The key is revoked or expired, or the workspace holds too many keys.'),
    ...invalidBody('overlapHours between 0 and 168.'),
    ...notFound,
    ...denied,
  },
});

export const revokeApiKeyRoute = defineRoute({
  access,
  method: 'post',
  path: '/api/api-keys/{id}/revoke',
  tags: ['api-keys'],
  summary: 'Revokes the key: every process refuses it within a second. Revoking twice changes nothing.',
  request: { params: KeyParams },
  responses: { 200: jsonContent(ApiKeySummaryDoc, 'The revoked key.'), ...notFound, ...denied },
});
