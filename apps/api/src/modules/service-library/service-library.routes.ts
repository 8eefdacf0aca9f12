import { z } from '@hono/zod-openapi';
import {
  QUOTES_READ_REQUIREMENT,
  ServiceEstimateInput,
  ServiceEstimateResponse,
  type GuardRequirement,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

/** Any approved member of a workspace: browsing and hand-picked estimates are not AI generations. */
const LIBRARY_REQUIREMENT: GuardRequirement = QUOTES_READ_REQUIREMENT;

const ServiceLibraryDoc = z
  .object({
    version: z.string(),
    areas: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
    services: z.array(z.record(z.string(), z.unknown())),
  })
  .openapi('ServiceLibrary');

const denied = guardRefusals('Not an approved member of a workspace.');

export const getServiceLibraryRoute = defineRoute({
  access: guarded(LIBRARY_REQUIREMENT),
  method: 'get',
  path: '/api/service-library',
  tags: ['service-library'],
  summary:
    'The MSP service library (ServiceLibraryResponse): services with their tasks, hours rules and client-facing ' +
    'language, and the areas with their counts. Static per library version: ETag, 304 on If-None-Match.',
  responses: {
    200: jsonContent(ServiceLibraryDoc, 'The library.'),
    304: { description: 'Unchanged since the ETag sent.' },
    ...denied,
  },
});

export const estimateServicesRoute = defineRoute({
  access: guarded(LIBRARY_REQUIREMENT),
  method: 'post',
  path: '/api/service-library/estimate',
  tags: ['service-library'],
  summary:
    'Hours and prices of services picked by hand, scaled by the given quantities and priced with the workspace’s ' +
    'rate card. Not counted as an AI generation.',
  request: jsonBody(ServiceEstimateInput),
  responses: {
    200: jsonContent(ServiceEstimateResponse, 'The estimate.'),
    400: errorResponse('Malformed body or unknown fields.'),
    422: errorResponse('A service id that is not in the library (details name it), or a bad quantity.'),
    ...denied,
  },
});
