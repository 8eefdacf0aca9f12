import { z } from '@hono/zod-openapi';
import {
  ClientDetail,
  ClientImportInput,
  ClientImportResult,
  ClientListPage,
  ClientListQuery,
  CLIENTS_DELETE_REQUIREMENT,
  CLIENTS_READ_REQUIREMENT,
  CLIENTS_WRITE_REQUIREMENT,
  CreateClientInput,
  UpdateClientInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

export const CLIENT_IMPORT_PATH = '/api/clients/import';
/** A 1 MB CSV becomes more as JSON rows (each cell keyed by its column): the import allows 4 MB. */
export const CLIENT_IMPORT_MAX_BODY_BYTES = 4 * 1024 * 1024;

export const ClientParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The client id.' }),
});

export const denied = guardRefusals(
  'The guard chain refused: no workspace, role too low, a read-only workspace writing, or a suspended one ' +
    "(redirectTo: '/dashboard/billing').",
);
export const notFound = { 404: errorResponse('No such client in the caller’s workspace.') };
const invalid = invalidBody('A field breaks its rule; details name the field and its message.');
export const archivedConflict = { 409: errorResponse('The client is archived: restore it first.') };

export const listClientsRoute = defineRoute({
  access: guarded(CLIENTS_READ_REQUIREMENT),
  method: 'get',
  path: '/api/clients',
  tags: ['clients'],
  summary:
    'One page of clients: search (name, email, industry), type and archived filters, sort by name, last update, ' +
    'date added or number of quotes, keyset pagination (`nextCursor`), with quote counts and the primary contact.',
  request: { query: ClientListQuery },
  responses: { 200: jsonContent(ClientListPage, 'The page.'), 422: invalid[422], ...denied },
});

export const exportClientsRoute = defineRoute({
  access: guarded(CLIENTS_READ_REQUIREMENT),
  method: 'get',
  path: '/api/clients/export.csv',
  tags: ['clients'],
  summary:
    'The clients matching the list filters as CSV (UTF-8 with BOM), one row per client with its primary contact. ' +
    'Cells starting with = + - @ are prefixed with a quote so spreadsheets do not run them as formulas.',
  request: { query: ClientListQuery.pick({ q: true, type: true, archived: true }) },
  responses: {
    200: { description: 'The CSV file (attachment).', content: { 'text/csv': { schema: z.string() } } },
    422: invalid[422],
    ...denied,
  },
});

export const importClientsRoute = defineRoute({
  access: guarded(CLIENTS_WRITE_REQUIREMENT),
  method: 'post',
  path: CLIENT_IMPORT_PATH,
  tags: ['clients'],
  summary:
    'Creates clients from parsed CSV rows (up to 2,000), all or none. Every row is validated again; names must be ' +
    'new. 422 details name each bad cell as `rows.<index>.<column>`. `dryRun: true` only validates.',
  request: jsonBody(ClientImportInput),
  responses: { 200: jsonContent(ClientImportResult, 'Validated (dry run) or imported.'), ...invalid, ...denied },
});

export const createClientRoute = defineRoute({
  access: guarded(CLIENTS_WRITE_REQUIREMENT),
  method: 'post',
  path: '/api/clients',
  tags: ['clients'],
  summary:
    'Creates a client, with an optional first contact (primary) in the same transaction. Currency defaults to the ' +
    "workspace's default currency.",
  request: jsonBody(CreateClientInput),
  responses: { 201: jsonContent(ClientDetail, 'The new client.'), ...invalid, ...denied },
});

export const getClientRoute = defineRoute({
  access: guarded(CLIENTS_READ_REQUIREMENT),
  method: 'get',
  path: '/api/clients/{id}',
  tags: ['clients'],
  summary: 'The client page: details, contacts (primary first), sites, notes and its quotes with their totals.',
  request: { params: ClientParams },
  responses: { 200: jsonContent(ClientDetail, 'The client.'), ...notFound, ...denied },
});

export const updateClientRoute = defineRoute({
  access: guarded(CLIENTS_WRITE_REQUIREMENT),
  method: 'patch',
  path: '/api/clients/{id}',
  tags: ['clients'],
  summary: "Changes any subset of the client's fields ('' or null clears an optional one).",
  request: { params: ClientParams, ...jsonBody(UpdateClientInput) },
  responses: {
    200: jsonContent(ClientDetail, 'The client after the change.'),
    ...invalid,
    ...notFound,
    ...archivedConflict,
    ...denied,
  },
});

const archiveRoute = (action: 'archive' | 'unarchive', summary: string) =>
  defineRoute({
    access: guarded(CLIENTS_WRITE_REQUIREMENT),
    method: 'post',
    path: `/api/clients/{id}/${action}`,
    tags: ['clients'],
    summary,
    request: { params: ClientParams },
    responses: { 200: jsonContent(ClientDetail, 'The client.'), ...notFound, ...denied },
  });

export const archiveClientRoute = archiveRoute(
  'archive',
  'Archives the client: it leaves the list and pickers and keeps its quotes. Archiving twice changes nothing.',
);
export const unarchiveClientRoute = archiveRoute('unarchive', 'Restores an archived client.');

export const deleteClientRoute = defineRoute({
  access: guarded(CLIENTS_DELETE_REQUIREMENT),
  method: 'delete',
  path: '/api/clients/{id}',
  tags: ['clients'],
  summary:
    'Deletes the client with its contacts and sites (admins). 409 "This client has quotes. Archive it instead." ' +
    'while any quote references it.',
  request: { params: ClientParams },
  responses: {
    204: { description: 'Deleted.' },
    409: errorResponse('The client has quotes: archive it instead.'),
    ...notFound,
    ...denied,
  },
});
