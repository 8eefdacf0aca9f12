import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { bulkUpdateOpportunities } from './bulk-update-opportunities';
import { createOpportunity } from './create-opportunity';
import { deleteOpportunity } from './delete-opportunity';
import { getOpportunity } from './get-opportunity';
import { getOpportunityBoard } from './get-opportunity-board';
import { listOpportunities } from './list-opportunities';
import { createLossReason, listLossReasons, updateLossReason } from './loss-reasons';
import { moveOpportunity } from './move-opportunity';
import * as routes from './opportunities.routes';
import * as pipeline from './pipeline.routes';
import { getPipelineSettings, savePipelineSettings } from './pipeline-settings';
import { createPipelineStage, listPipelineStages, updatePipelineStage } from './pipeline-stages';
import { reopenOpportunity } from './reopen-opportunity';
import { reorderPipelineStages } from './reorder-pipeline-stages';
import { updateOpportunity } from './update-opportunity';

/** Opportunities (the pipeline) and its administration: stages, loss reasons, settings (docs/decisions/0047). */
export function opportunitiesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return (
    createRouter()
      .openapi(routes.listOpportunitiesRoute, async (c) =>
        c.json(await listOpportunities(ctx(c), c.req.valid('query')), 200),
      )
      // Before `{id}`: "board" is not an id.
      .openapi(routes.getOpportunityBoardRoute, async (c) =>
        c.json(await getOpportunityBoard(ctx(c), c.req.valid('query')), 200),
      )
      .openapi(routes.getOpportunityRoute, async (c) =>
        c.json(await getOpportunity(ctx(c), c.req.valid('param').id), 200),
      )
      .openapi(routes.createOpportunityRoute, async (c) =>
        c.json(await createOpportunity(ctx(c), c.req.valid('json')), 201),
      )
      .openapi(routes.bulkOpportunitiesRoute, async (c) =>
        c.json(await bulkUpdateOpportunities(ctx(c), c.req.valid('json')), 200),
      )
      .openapi(routes.updateOpportunityRoute, async (c) =>
        c.json(await updateOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(routes.moveOpportunityRoute, async (c) =>
        c.json(await moveOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(routes.reopenOpportunityRoute, async (c) =>
        c.json(await reopenOpportunity(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(routes.deleteOpportunityRoute, async (c) => {
        await deleteOpportunity(ctx(c), c.req.valid('param').id);
        return c.body(null, 204);
      })
      .openapi(pipeline.listPipelineStagesRoute, async (c) => c.json(await listPipelineStages(ctx(c)), 200))
      .openapi(pipeline.createPipelineStageRoute, async (c) =>
        c.json(await createPipelineStage(ctx(c), c.req.valid('json')), 201),
      )
      .openapi(pipeline.reorderPipelineStagesRoute, async (c) =>
        c.json(await reorderPipelineStages(ctx(c), c.req.valid('json')), 200),
      )
      .openapi(pipeline.updatePipelineStageRoute, async (c) =>
        c.json(await updatePipelineStage(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(pipeline.listLossReasonsRoute, async (c) => c.json(await listLossReasons(ctx(c)), 200))
      .openapi(pipeline.createLossReasonRoute, async (c) =>
        c.json(await createLossReason(ctx(c), c.req.valid('json')), 201),
      )
      .openapi(pipeline.updateLossReasonRoute, async (c) =>
        c.json(await updateLossReason(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
      )
      .openapi(pipeline.getPipelineSettingsRoute, async (c) => c.json(await getPipelineSettings(ctx(c)), 200))
      .openapi(pipeline.savePipelineSettingsRoute, async (c) =>
        c.json(await savePipelineSettings(ctx(c), c.req.valid('json')), 200),
      )
  );
}
