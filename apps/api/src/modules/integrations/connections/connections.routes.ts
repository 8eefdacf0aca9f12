import { z } from '@hono/zod-openapi';
import {
  INTEGRATION_PROVIDERS,
  PSA_INTEGRATIONS_REQUIREMENT,
  SaveMappingInput,
  UpdateConnectionSettingsInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../../platform/openapi';
import {
  ConnectionDoc,
  CredentialsBodyDoc,
  IntegrationListDoc,
  MappingViewDoc,
  SavedMappingDoc,
} from './connection-docs';

const base = { access: guarded(PSA_INTEGRATIONS_REQUIREMENT), tags: ['integrations'] };
const denied = guardRefusals(
  'Not an admin of a workspace whose plan includes PSA integrations (Premium, Enterprise, trial): an Essentials ' +
    'workspace gets the upgrade message (reason `plan-upgrade`).',
);
const notConnected = { 404: errorResponse('This PSA is not connected to your workspace.') };
const stale = { 409: errorResponse('Stale `lockVersion` (reason `stale`): the connection changed since it was read.') };

export const ProviderParams = z.object({
  provider: z.enum(INTEGRATION_PROVIDERS).openapi({ param: { name: 'provider', in: 'path' } }),
});
const connection = (description: string) => jsonContent(ConnectionDoc, description);

export const listConnectionsRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/integrations',
  summary: 'The three PSAs (ConnectWise PSA, Autotask, HaloPSA, in that order), each with its connection or null.',
  responses: { 200: jsonContent(IntegrationListDoc, 'The PSAs.'), ...denied },
});

export const connectProviderRoute = defineRoute({
  ...base,
  method: 'put',
  path: '/api/integrations/{provider}',
  summary:
    'Connects (or reconnects) the PSA: the credentials are tested against it first and saved, sealed, only when ' +
    'the test passes. The answer never holds a secret.',
  request: { params: ProviderParams, ...jsonBody(CredentialsBodyDoc) },
  responses: {
    200: connection('Reconnected with the new credentials.'),
    201: connection('Connected.'),
    ...invalidBody(
      'A field breaks its rule, or the connection test failed (reason `psa-test-failed`, details `kind` and ' +
        '`psaMessage`): the message says what to fix. Nothing was saved.',
    ),
    ...denied,
    409: errorResponse('Another admin connected this PSA at the same moment (reason `stale`).'),
    503: errorResponse('PSA integrations are not configured on this server.'),
  },
});

export const retestConnectionRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/integrations/{provider}/test',
  summary: 'Tests the saved connection again; passed or failed, the connection with the outcome (`lastTestError`).',
  request: { params: ProviderParams },
  responses: { 200: connection('The connection, tested.'), ...denied, ...notConnected },
});

export const updateConnectionSettingsRoute = defineRoute({
  ...base,
  method: 'patch',
  path: '/api/integrations/{provider}',
  summary: 'Push on acceptance, the pull schedule and PSA-specific options (the given ones replace the saved ones).',
  request: { params: ProviderParams, ...jsonBody(UpdateConnectionSettingsInput) },
  responses: {
    200: connection('The connection with its new settings.'),
    ...invalidBody('An option this PSA does not take, or a value too long.'),
    ...denied,
    ...notConnected,
    ...stale,
  },
});

export const disconnectProviderRoute = defineRoute({
  ...base,
  method: 'delete',
  path: '/api/integrations/{provider}',
  summary: 'Disconnects: deletes the connection, its credentials, mapping, links to PSA records and sync log.',
  request: { params: ProviderParams },
  responses: { 204: { description: 'Disconnected.' }, ...denied, ...notConnected },
});

export const getMappingRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/integrations/{provider}/mapping',
  summary:
    "The PSA's roles, work types, stages, products and agreement types (read live), the workspace's roles, " +
    'section names, catalog items and stages, the saved mapping and suggestions by name.',
  request: { params: ProviderParams },
  responses: {
    200: jsonContent(MappingViewDoc, 'The mapping screen.'),
    ...denied,
    ...notConnected,
    412: errorResponse('The saved credentials can no longer be read: connect again.'),
    503: errorResponse("The PSA could not be reached or refused: the PSA's reason (details `kind`, `psaMessage`)."),
  },
});

export const saveMappingRoute = defineRoute({
  ...base,
  method: 'put',
  path: '/api/integrations/{provider}/mapping',
  summary: 'Replaces the mapping. Every key of ours must be a role, catalog item or stage of the workspace.',
  request: { params: ProviderParams, ...jsonBody(SaveMappingInput) },
  responses: {
    200: jsonContent(SavedMappingDoc, 'The saved mapping and the new lock version.'),
    ...invalidBody('A key that is not one of the workspace’s records, or a value too long.'),
    ...denied,
    ...notConnected,
    ...stale,
  },
});
