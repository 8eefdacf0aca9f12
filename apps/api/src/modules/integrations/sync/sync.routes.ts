import { z } from '@hono/zod-openapi';
import { INTEGRATION_PROVIDERS, PSA_INTEGRATIONS_REQUIREMENT, PSA_PUSH_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../../platform/openapi';
import { QuotePsaSyncDoc, SyncRunDetailDoc, SyncRunDoc, SyncRunPageDoc } from './sync-docs';

/** Sending to a PSA changes what the quote became elsewhere: members who may edit quotes. */
const PUSH = guarded({ ...PSA_PUSH_REQUIREMENT, permissions: ['canAccessPsaIntegrations', 'canEditQuotes'] });
const tags = ['integrations'];
const denied = guardRefusals('Not an approved member of a workspace on a plan with PSA integrations (Premium and up).');
const adminDenied = guardRefusals('Not an admin of a workspace on a plan with PSA integrations (Premium and up).');
const run = (description: string) => jsonContent(SyncRunDoc, description);

const Provider = z.enum(INTEGRATION_PROVIDERS).openapi({ param: { name: 'provider', in: 'path' } });
const QuoteParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The quote id.' }),
});
const ProviderParams = z.object({ provider: Provider });
const RunParams = z.object({ runId: z.uuid().openapi({ param: { name: 'runId', in: 'path' } }) });

export const PsaPushInput = z.strictObject({ provider: z.enum(INTEGRATION_PROVIDERS) });
export const ConfirmCompanyInput = z.union([
  z.strictObject({ companyId: z.string().trim().min(1).max(64) }),
  z.strictObject({ create: z.literal(true) }),
]);
export type ConfirmCompanyInput = z.infer<typeof ConfirmCompanyInput>;

export const pushQuoteRoute = defineRoute({
  access: PUSH,
  method: 'post',
  path: '/api/quotes/{id}/psa-push',
  tags,
  summary:
    'Queues a push of the accepted version to a connected PSA: its company, a won opportunity and a project with a ' +
    'phase per section and a task per labour line (in Autotask also a charge per one-time product line). A later ' +
    'push updates what the earlier one made.',
  request: { params: QuoteParams, ...jsonBody(PsaPushInput) },
  responses: {
    202: run('The queued run; follow it with GET /api/integrations/runs/{runId}.'),
    ...invalidBody('`provider` is not one of connectwise, autotask, halopsa.'),
    ...denied,
    404: errorResponse('No such quote in your workspace, or that PSA is not connected.'),
    409: errorResponse(
      'A push of this quote to that PSA is queued or running (reason `push-running`), or the quote is not accepted (reason `not-accepted`).',
    ),
  },
});

const PushChangesDoc = z
  .object({
    versionNo: z.number().int().openapi({ description: 'The accepted version a push would send.' }),
    pushedBefore: z.boolean().openapi({ description: 'Whether an earlier push made the project.' }),
    summary: z.string().openapi({ description: 'One sentence: what will be created and updated.' }),
    changes: z.object({
      project: z.enum(['create', 'update']),
      phases: z.object({ created: z.array(z.string()), updated: z.array(z.string()) }),
      tasks: z.object({ created: z.array(z.string()), updated: z.array(z.string()) }),
      products: z.object({ created: z.array(z.string()), updated: z.array(z.string()) }).openapi({
        description:
          'Product lines the project carries (Autotask project charges, by line name); empty for ConnectWise, which ' +
          'keeps them as opportunity forecast items, and for HaloPSA.',
      }),
      removedKeys: z
        .array(z.string())
        .openapi({ description: 'Records an earlier push made that the version no longer holds: left as they are.' }),
    }),
  })
  .openapi('PsaPushPreview');

export const previewPushRoute = defineRoute({
  access: PUSH,
  method: 'get',
  path: '/api/quotes/{id}/psa-push-preview',
  tags,
  summary: 'What a push of the accepted version would create and update in the PSA (no call to the PSA).',
  request: { params: QuoteParams, query: z.object({ provider: z.enum(INTEGRATION_PROVIDERS) }) },
  responses: {
    200: jsonContent(PushChangesDoc, 'The phases, tasks and products a push would create and update.'),
    ...denied,
    404: errorResponse('No such quote in your workspace, or that PSA is not connected.'),
    409: errorResponse('The quote is not accepted (reason `not-accepted`).'),
  },
});

export const getQuotePsaSyncRoute = defineRoute({
  access: guarded(PSA_PUSH_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/psa-sync',
  tags,
  summary: 'The quote’s sync log (its 20 newest pushes) and the PSA records it is linked to.',
  request: { params: QuoteParams },
  responses: {
    200: jsonContent(QuotePsaSyncDoc, 'Runs newest first, and the links.'),
    ...denied,
    404: errorResponse('No such quote in your workspace.'),
  },
});

export const listSyncRunsRoute = defineRoute({
  access: guarded(PSA_INTEGRATIONS_REQUIREMENT),
  method: 'get',
  path: '/api/integrations/{provider}/runs',
  tags,
  summary: 'One keyset page (25) of the connection’s pushes and pulls, newest first.',
  request: { params: ProviderParams, query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: {
    200: jsonContent(SyncRunPageDoc, 'The page and the cursor of the next (null on the last).'),
    ...adminDenied,
    404: errorResponse('That PSA is not connected.'),
    422: errorResponse('A cursor that is not ours.'),
  },
});

export const getSyncRunRoute = defineRoute({
  access: guarded(PSA_PUSH_REQUIREMENT),
  method: 'get',
  path: '/api/integrations/runs/{runId}',
  tags,
  summary: 'One run with its events: what was sent, what came back, the ids and links made. Pulls are for admins.',
  request: { params: RunParams },
  responses: {
    200: jsonContent(SyncRunDetailDoc, 'The run and its events, oldest first.'),
    ...denied,
    404: errorResponse('No such run in your workspace.'),
  },
});

export const confirmCompanyRoute = defineRoute({
  access: PUSH,
  method: 'post',
  path: '/api/integrations/runs/{runId}/confirm-company',
  tags,
  summary:
    'For a run that needs a confirmation: the PSA company to use (one of its candidates) or a new one; queues it again.',
  request: { params: RunParams, ...jsonBody(ConfirmCompanyInput) },
  responses: {
    202: run('The run, queued again with the choice.'),
    ...invalidBody('Neither a `companyId` nor `create: true`.'),
    ...denied,
    404: errorResponse('No such run in your workspace.'),
    409: errorResponse(
      'The run does not wait for a confirmation, or another push of the quote is running (reason `push-running`).',
    ),
    422: errorResponse('The company is not one of the run’s candidates.'),
  },
});

export const pullFromPsaRoute = defineRoute({
  access: guarded(PSA_INTEGRATIONS_REQUIREMENT),
  method: 'post',
  path: '/api/integrations/{provider}/pull',
  tags,
  summary:
    'Queues an import of the PSA’s companies and their contacts as clients (matched ones are linked, never duplicated).',
  request: { params: ProviderParams },
  responses: {
    202: run('The queued pull (or the one already queued or running).'),
    ...adminDenied,
    404: errorResponse('That PSA is not connected.'),
  },
});
