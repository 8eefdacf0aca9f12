import { z } from '@hono/zod-openapi';
import { API_SETTINGS_REQUIREMENT, CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import {
  CreatedWebhookEndpointDoc,
  WebhookDeliveryDetailDoc,
  WebhookDeliveryDoc,
  WebhookDeliveryPageDoc,
  WebhookDeliveryQuery,
  WebhookEndpointDoc,
  WebhookEndpointListDoc,
} from './webhook-docs';

const base = { access: guarded(API_SETTINGS_REQUIREMENT), tags: ['webhooks'] };
const denied = guardRefusals(
  'Not an admin of a workspace whose plan includes API access (Enterprise): other plans get the upgrade message ' +
    '(reason `plan-upgrade`).',
);
const notFound = { 404: errorResponse('No such endpoint (or delivery) in the caller’s workspace.') };
const notConfigured = { 503: errorResponse('Webhooks are not configured on this server.') };
const uuidParam = (name: string, description: string) => z.uuid().openapi({ param: { name, in: 'path' }, description });
const EndpointParams = z.object({ id: uuidParam('id', 'The endpoint id.') });
const DeliveryParams = EndpointParams.extend({ deliveryId: uuidParam('deliveryId', 'The delivery id.') });
const badUrl =
  'A field breaks its rule. A URL the outbound rules refuse (not https, a private or loopback address once ' +
  'resolved, a name that does not resolve) is refused on `url` with what to fix.';

export const listWebhookEndpointsRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/webhooks',
  summary: "The workspace's webhook endpoints (oldest first) and the events an endpoint can subscribe to.",
  responses: { 200: jsonContent(WebhookEndpointListDoc, 'The endpoints and events.'), ...denied },
});

export const createWebhookEndpointRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/webhooks',
  summary:
    'Adds an endpoint for the chosen events. Deliveries are signed per Standard Webhooks with the secret ' +
    'returned here, once.',
  request: jsonBody(CreateWebhookEndpointInput),
  responses: {
    201: jsonContent(CreatedWebhookEndpointDoc, 'The endpoint and its signing secret.'),
    ...invalidBody(badUrl),
    ...denied,
    ...notConfigured,
  },
});

export const getWebhookEndpointRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/webhooks/{id}',
  summary: 'One endpoint.',
  request: { params: EndpointParams },
  responses: { 200: jsonContent(WebhookEndpointDoc, 'The endpoint.'), ...denied, ...notFound },
});

export const updateWebhookEndpointRoute = defineRoute({
  ...base,
  method: 'patch',
  path: '/api/webhooks/{id}',
  summary:
    'Changes the URL, events or description, or switches the endpoint on (its failure count restarts) or off ' +
    '(its queued deliveries end failed).',
  request: { params: EndpointParams, ...jsonBody(UpdateWebhookEndpointInput) },
  responses: {
    200: jsonContent(WebhookEndpointDoc, 'The endpoint.'),
    ...invalidBody(badUrl),
    ...denied,
    ...notFound,
    ...notConfigured,
  },
});

export const deleteWebhookEndpointRoute = defineRoute({
  ...base,
  method: 'delete',
  path: '/api/webhooks/{id}',
  summary: 'Deletes the endpoint with its delivery log.',
  request: { params: EndpointParams },
  responses: { 204: { description: 'Deleted.' }, ...denied, ...notFound },
});

export const rotateWebhookSecretRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/webhooks/{id}/rotate-secret',
  summary:
    'A new signing secret, returned once. The previous one keeps signing beside it for 24 hours ' +
    '(`webhook-signature` then holds both signatures).',
  request: { params: EndpointParams },
  responses: {
    200: jsonContent(CreatedWebhookEndpointDoc, 'The endpoint and its new secret.'),
    ...denied,
    ...notFound,
    ...notConfigured,
  },
});

export const sendTestWebhookRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/webhooks/{id}/test',
  summary: 'Sends a `webhook.test` event to this endpoint now (tried once); the outcome shows in its deliveries.',
  request: { params: EndpointParams },
  responses: {
    202: jsonContent(WebhookDeliveryDoc, 'Queued for sending now.'),
    ...denied,
    ...notFound,
    ...notConfigured,
  },
});

export const listWebhookDeliveriesRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/webhooks/{id}/deliveries',
  summary: "The endpoint's deliveries, newest first, 50 a page (`nextCursor`), optionally of one status.",
  request: { params: EndpointParams, query: WebhookDeliveryQuery },
  responses: {
    200: jsonContent(WebhookDeliveryPageDoc, 'One page.'),
    422: errorResponse('An unknown status or a cursor that is no longer valid.'),
    ...denied,
    ...notFound,
  },
});

export const getWebhookDeliveryRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/webhooks/{id}/deliveries/{deliveryId}',
  summary: 'One delivery: the payload sent and every try (trigger, status, duration, the start of the answer).',
  request: { params: DeliveryParams },
  responses: { 200: jsonContent(WebhookDeliveryDetailDoc, 'The delivery.'), ...denied, ...notFound },
});

export const replayWebhookDeliveryRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/webhooks/{id}/deliveries/{deliveryId}/replay',
  summary: 'Tries the delivery again now, with the same `webhook-id`; the try is logged as a replay.',
  request: { params: DeliveryParams },
  responses: {
    202: jsonContent(WebhookDeliveryDoc, 'Queued for sending now.'),
    409: errorResponse('A try of this delivery is in flight.'),
    ...denied,
    ...notFound,
    ...notConfigured,
  },
});
