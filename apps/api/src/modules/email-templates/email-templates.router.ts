import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import {
  getEmailTemplateVersion,
  listEmailTemplateVersions,
  restoreEmailTemplateVersion,
} from './email-template-versions';
import * as routes from './email-templates.routes';
import { getEmailTemplate } from './get-email-template';
import { listEmailTemplates } from './list-email-templates';
import { previewEmailTemplate } from './preview-email-template';
import { sendTestEmail } from './send-test-email';
import { setEmailTemplateActive } from './set-email-template-active';
import { updateEmailTemplate } from './update-email-template';

/** The email template editor (/dashboard/email-templates): platform super admins only. */
export function emailTemplatesRouter(services: Pick<AppServices, 'database' | 'mail'>) {
  const ctx = (c: Parameters<typeof useCaseContext>[0]) => useCaseContext(c, services.database);
  return createRouter()
    .openapi(routes.listEmailTemplatesRoute, async (c) =>
      c.json(await listEmailTemplates(ctx(c), { activeOnly: c.req.valid('query').active === 'true' }), 200),
    )
    .openapi(routes.getEmailTemplateRoute, async (c) =>
      c.json(await getEmailTemplate(ctx(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.updateEmailTemplateRoute, async (c) =>
      c.json(await updateEmailTemplate(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.previewEmailTemplateRoute, async (c) =>
      c.json(await previewEmailTemplate(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.testSendEmailTemplateRoute, async (c) =>
      c.json(await sendTestEmail(ctx(c), services, c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.listEmailTemplateVersionsRoute, async (c) =>
      c.json(await listEmailTemplateVersions(ctx(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.getEmailTemplateVersionRoute, async (c) => {
      const { id, no } = c.req.valid('param');
      return c.json(await getEmailTemplateVersion(ctx(c), id, no), 200);
    })
    .openapi(routes.restoreEmailTemplateVersionRoute, async (c) => {
      const { id, no } = c.req.valid('param');
      return c.json(await restoreEmailTemplateVersion(ctx(c), id, no), 200);
    })
    .openapi(routes.activateEmailTemplateRoute, async (c) =>
      c.json(await setEmailTemplateActive(ctx(c), c.req.valid('param').id, true), 200),
    )
    .openapi(routes.deactivateEmailTemplateRoute, async (c) =>
      c.json(await setEmailTemplateActive(ctx(c), c.req.valid('param').id, false), 200),
    );
}
