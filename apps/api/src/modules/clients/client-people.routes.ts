import { z } from '@hono/zod-openapi';
import {
  ClientDetail,
  CLIENTS_WRITE_REQUIREMENT,
  CreateContactInput,
  SiteInput,
  UpdateContactInput,
  UpdateSiteInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { archivedConflict, ClientParams, denied } from './clients.routes';

const ContactParams = ClientParams.extend({
  contactId: z.uuid().openapi({ param: { name: 'contactId', in: 'path' }, description: 'The contact id.' }),
});
const SiteParams = ClientParams.extend({
  siteId: z.uuid().openapi({ param: { name: 'siteId', in: 'path' }, description: 'The site id.' }),
});

const detail = jsonContent(ClientDetail, 'The client with its contacts and sites after the change.');
const responses = <Ok extends { 200: typeof detail } | { 201: typeof detail }>(ok: Ok, conflict: string) => ({
  ...ok,
  ...invalidBody('A field breaks its rule; details name the field and its message.'),
  404: errorResponse('No such client, contact or site in the caller’s workspace.'),
  409: errorResponse(conflict),
  ...denied,
});
const write = { access: guarded(CLIENTS_WRITE_REQUIREMENT), tags: ['clients'] };
const archived = archivedConflict[409].description;

export const createContactRoute = defineRoute({
  ...write,
  method: 'post',
  path: '/api/clients/{id}/contacts',
  summary: "Adds a contact. A client's first contact is its primary one; `isPrimary: true` moves the flag here.",
  request: { params: ClientParams, ...jsonBody(CreateContactInput) },
  responses: responses({ 201: detail }, `${archived} Or the client has 200 contacts.`),
});

export const updateContactRoute = defineRoute({
  ...write,
  method: 'patch',
  path: '/api/clients/{id}/contacts/{contactId}',
  summary:
    'Changes a contact. `isPrimary: true` makes it the one primary contact; unsetting the primary contact is 422 ' +
    '(make another one primary instead).',
  request: { params: ContactParams, ...jsonBody(UpdateContactInput) },
  responses: responses({ 200: detail }, archived),
});

export const deleteContactRoute = defineRoute({
  ...write,
  method: 'delete',
  path: '/api/clients/{id}/contacts/{contactId}',
  summary: 'Removes a contact (409 while a quote names it). Removing the primary promotes the oldest remaining one.',
  request: { params: ContactParams },
  responses: responses({ 200: detail }, `${archived} Or the contact is on a quote.`),
});

export const createSiteRoute = defineRoute({
  ...write,
  method: 'post',
  path: '/api/clients/{id}/sites',
  summary: 'Adds a site (an office or location of the client).',
  request: { params: ClientParams, ...jsonBody(SiteInput) },
  responses: responses({ 201: detail }, `${archived} Or the client has 200 sites.`),
});

export const updateSiteRoute = defineRoute({
  ...write,
  method: 'patch',
  path: '/api/clients/{id}/sites/{siteId}',
  summary: 'Changes a site.',
  request: { params: SiteParams, ...jsonBody(UpdateSiteInput) },
  responses: responses({ 200: detail }, archived),
});

export const deleteSiteRoute = defineRoute({
  ...write,
  method: 'delete',
  path: '/api/clients/{id}/sites/{siteId}',
  summary: 'Removes a site.',
  request: { params: SiteParams },
  responses: responses({ 200: detail }, archived),
});
