import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { confirmFirstRunStepRoute, dismissFirstRunRoute, getFirstRunRoute } from './first-run.routes';
import { getFirstRunChecklist } from './get-first-run-checklist';
import { confirmFirstRunStep, dismissFirstRun } from './update-first-run';

export function firstRunRouter(identity: Pick<Identity, 'database'>) {
  return createRouter()
    .openapi(getFirstRunRoute, async (c) => {
      const checklist = await getFirstRunChecklist(tenantContext(c, identity.database));
      c.header('Cache-Control', 'no-store');
      return c.json(checklist, 200);
    })
    .openapi(confirmFirstRunStepRoute, async (c) => {
      const checklist = await confirmFirstRunStep(tenantContext(c, identity.database), c.req.valid('json'));
      return c.json(checklist, 200);
    })
    .openapi(dismissFirstRunRoute, async (c) => {
      return c.json(await dismissFirstRun(tenantContext(c, identity.database)), 200);
    });
}
