import { MoveOpportunityInput, OPPORTUNITY_COPY } from '@scopewright/domain';
import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext, type TenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createRouter, jsonBody } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { createOpportunity } from './create-opportunity';
import { deleteOpportunity } from './delete-opportunity';
import { getOpportunity } from './get-opportunity';
import { listOpportunities } from './list-opportunities';
import { listLossReasons } from './loss-reasons';
import { moveOpportunity } from './move-opportunity';
import * as app from './opportunities.routes';
import * as pipeline from './pipeline.routes';
import { listPipelineStages } from './pipeline-stages';
import { reopenOpportunity } from './reopen-opportunity';
import { updateOpportunity } from './update-opportunity';

const ONE = '/api/v1/opportunities/{id}';

/** `/move` bodies without the stage: the won / lost doors pick it. */
const WonInput = MoveOpportunityInput.pick({ lockVersion: true });
const LostInput = MoveOpportunityInput.omit({ stageId: true });

export const v1OpportunityRoutes = {
  list: publicRoute(app.listOpportunitiesRoute, 'opportunities:read'),
  get: publicRoute(app.getOpportunityRoute, 'opportunities:read'),
  create: publicRoute(app.createOpportunityRoute, 'opportunities:write', {
    summary:
      'A new deal for a client, in an open stage (the first by default). `ownerId` names its owner; without it ' +
      'the deal has none (a key is not a person).',
  }),
  update: publicRoute(app.updateOpportunityRoute, 'opportunities:write', {
    summary:
      'Changes the given fields at the read `lockVersion`. A value set here overrides the primary quote’s; ' +
      '`valuesOverridden: false` follows the quote again.',
  }),
  move: publicRoute(app.moveOpportunityRoute, 'opportunities:write'),
  won: publicRoute(
    { ...app.moveOpportunityRoute, request: { params: app.OpportunityParams, ...jsonBody(WonInput) } },
    'opportunities:write',
    {
      path: `${ONE}/won`,
      summary:
        'Closes the deal as won: the move, at the read `lockVersion`, to the workspace’s first current won stage ' +
        '(board order). Recorded as a stage change; a stale `lockVersion` is a 409.',
    },
  ),
  lost: publicRoute(
    { ...app.moveOpportunityRoute, request: { params: app.OpportunityParams, ...jsonBody(LostInput) } },
    'opportunities:write',
    {
      path: `${ONE}/lost`,
      summary:
        'Closes the deal as lost: the move, at the read `lockVersion`, to the workspace’s first current lost stage ' +
        '(board order), with `lossReasonId` (GET /api/v1/pipeline/loss-reasons; required when the workspace says ' +
        'so) and an optional `lossNote`. A stale `lockVersion` is a 409.',
    },
  ),
  reopen: publicRoute(app.reopenOpportunityRoute, 'opportunities:write'),
  delete: publicRoute(app.deleteOpportunityRoute, 'opportunities:write'),
  stages: publicRoute(pipeline.listPipelineStagesRoute, 'opportunities:read', {
    summary:
      'Every pipeline stage of the workspace in board order (`kind` open, won or lost), retired ones included: ' +
      'the `stageId` of a deal, a filter or a move.',
  }),
  lossReasons: publicRoute(pipeline.listLossReasonsRoute, 'opportunities:read', {
    summary: 'The workspace’s loss reasons, retired ones included: the `lossReasonId` of a lost deal.',
  }),
};

/** The workspace's first current stage of a kind, in board order: where won / lost move a deal. */
async function closingStageId(ctx: TenantContext, kind: 'won' | 'lost'): Promise<string> {
  const { stages } = await listPipelineStages(ctx);
  const stage = stages.find((s) => s.kind === kind && s.retiredAt === null);
  if (!stage) throw new AppError('NOT_FOUND', OPPORTUNITY_COPY.stageNotFound);
  return stage.id;
}

/** /api/v1/opportunities and /api/v1/pipeline: deals and the stages they move through, via the app's use cases. */
export function v1OpportunitiesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const r = v1OpportunityRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listOpportunities(ctx(c), c.req.valid('query')), 200))
    .openapi(r.get, async (c) => c.json(await getOpportunity(ctx(c), c.req.valid('param').id), 200))
    .openapi(r.create, async (c) => c.json(await createOpportunity(ctx(c), c.req.valid('json')), 201))
    .openapi(r.update, async (c) =>
      c.json(await updateOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.move, async (c) =>
      c.json(await moveOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.won, async (c) => {
      const stageId = await closingStageId(ctx(c), 'won');
      return c.json(await moveOpportunity(ctx(c), c.req.valid('param').id, { ...c.req.valid('json'), stageId }), 200);
    })
    .openapi(r.lost, async (c) => {
      const stageId = await closingStageId(ctx(c), 'lost');
      return c.json(await moveOpportunity(ctx(c), c.req.valid('param').id, { ...c.req.valid('json'), stageId }), 200);
    })
    .openapi(r.reopen, async (c) =>
      c.json(await reopenOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(r.delete, async (c) => {
      await deleteOpportunity(ctx(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(r.stages, async (c) => c.json(await listPipelineStages(ctx(c)), 200))
    .openapi(r.lossReasons, async (c) => c.json(await listLossReasons(ctx(c)), 200));
}
