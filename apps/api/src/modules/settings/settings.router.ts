import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getCompanySettings } from './get-company-settings';
import { getCompanySettingsRoute, updateCompanySettingsRoute } from './settings.routes';
import { updateCompanySettings } from './update-company-settings';

export function settingsRouter(services: Pick<AppServices, 'database'>) {
  return createRouter()
    .openapi(getCompanySettingsRoute, async (c) => {
      const settings = await getCompanySettings(tenantContext(c, services.database));
      c.header('Cache-Control', 'no-store');
      return c.json(settings, 200);
    })
    .openapi(updateCompanySettingsRoute, async (c) => {
      const settings = await updateCompanySettings(tenantContext(c, services.database), c.req.valid('json'));
      return c.json(settings, 200);
    });
}
