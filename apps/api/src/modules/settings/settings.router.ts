import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { getCompanySettings } from './get-company-settings';
import { getCompanySettingsRoute, updateCompanySettingsRoute } from './settings.routes';
import { updateCompanySettings } from './update-company-settings';

export function settingsRouter(identity: Pick<Identity, 'database'>) {
  return createRouter()
    .openapi(getCompanySettingsRoute, async (c) => {
      const settings = await getCompanySettings(tenantContext(c, identity.database));
      c.header('Cache-Control', 'no-store');
      return c.json(settings, 200);
    })
    .openapi(updateCompanySettingsRoute, async (c) => {
      const settings = await updateCompanySettings(tenantContext(c, identity.database), c.req.valid('json'));
      return c.json(settings, 200);
    });
}
