import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { confirmFirstRunStepRoute, dismissFirstRunRoute, getFirstRunRoute } from './first-run.routes';
import { getFirstRunChecklist } from './get-first-run-checklist';
import { confirmFirstRunStep, dismissFirstRun } from './update-first-run';

export function firstRunRouter(services: Pick<AppServices, 'database'>) {
  return createRouter()
    .openapi(getFirstRunRoute, async (c) => {
      const checklist = await getFirstRunChecklist(tenantContext(c, services.database));
      c.header('Cache-Control', 'no-store');
      return c.json(checklist, 200);
    })
    .openapi(confirmFirstRunStepRoute, async (c) => {
      const checklist = await confirmFirstRunStep(tenantContext(c, services.database), c.req.valid('json'));
      return c.json(checklist, 200);
    })
    .openapi(dismissFirstRunRoute, async (c) => {
      return c.json(await dismissFirstRun(tenantContext(c, services.database)), 200);
    });
}
