import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { applyTemplateToScope } from './apply-template-route';
import { createTemplate } from './create-template';
import { duplicateTemplate } from './duplicate-template';
import { getTemplate } from './get-template';
import { listTemplates } from './list-templates';
import { saveQuoteAsTemplate } from './save-quote-as-template';
import { deleteTemplate, setTemplateState } from './set-template-state';
import { startQuoteFromTemplate } from './start-quote-from-template';
import { exportTemplate, importTemplate } from './template-files';
import { templatesContext } from './template-owner';
import { getTemplateVersion, listTemplateVersions, restoreTemplateVersion } from './template-versions';
import * as routes from './templates.routes';
import { updateTemplate } from './update-template';

const fileName = (name: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9._ -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'template'
  }.json`;

/** Templates → Library, My Templates and Management; a super admin's calls work on the global templates. */
export function templatesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof templatesContext>[0]) => templatesContext(c, services.database);
  return createRouter()
    .openapi(routes.listTemplatesRoute, async (c) => c.json(await listTemplates(ctx(c), c.req.valid('query')), 200))
    .openapi(routes.createTemplateRoute, async (c) => c.json(await createTemplate(ctx(c), c.req.valid('json')), 201))
    .openapi(routes.importTemplateRoute, async (c) =>
      c.json(await importTemplate(ctx(c), c.req.valid('json').file), 201),
    )
    .openapi(routes.saveQuoteAsTemplateRoute, async (c) =>
      c.json(await saveQuoteAsTemplate(ctx(c), c.req.valid('json')), 201),
    )
    .openapi(routes.getTemplateRoute, async (c) => c.json(await getTemplate(ctx(c), c.req.valid('param').id), 200))
    .openapi(routes.updateTemplateRoute, async (c) =>
      c.json(await updateTemplate(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.deleteTemplateRoute, async (c) => {
      await deleteTemplate(ctx(c), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(routes.duplicateTemplateRoute, async (c) =>
      c.json(await duplicateTemplate(ctx(c), c.req.valid('param').id), 201),
    )
    .openapi(routes.archiveTemplateRoute, async (c) =>
      c.json(await setTemplateState(ctx(c), c.req.valid('param').id, { archived: true }), 200),
    )
    .openapi(routes.unarchiveTemplateRoute, async (c) =>
      c.json(await setTemplateState(ctx(c), c.req.valid('param').id, { archived: false }), 200),
    )
    .openapi(routes.publishTemplateRoute, async (c) =>
      c.json(await setTemplateState(ctx(c), c.req.valid('param').id, { published: true }), 200),
    )
    .openapi(routes.unpublishTemplateRoute, async (c) =>
      c.json(await setTemplateState(ctx(c), c.req.valid('param').id, { published: false }), 200),
    )
    .openapi(routes.listTemplateVersionsRoute, async (c) =>
      c.json(await listTemplateVersions(ctx(c), c.req.valid('param').id), 200),
    )
    .openapi(routes.getTemplateVersionRoute, async (c) => {
      const { id, version } = c.req.valid('param');
      return c.json(await getTemplateVersion(ctx(c), id, version), 200);
    })
    .openapi(routes.restoreTemplateVersionRoute, async (c) => {
      const { id, version } = c.req.valid('param');
      return c.json(await restoreTemplateVersion(ctx(c), id, version, c.req.valid('json').baseVersion), 200);
    })
    .openapi(routes.exportTemplateRoute, async (c) => {
      const { file, name } = await exportTemplate(ctx(c), c.req.valid('param').id);
      return c.body(`${JSON.stringify(file, null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName(name)}"`,
        'Cache-Control': 'no-store',
      });
    })
    .openapi(routes.applyTemplateRoute, async (c) =>
      c.json(await applyTemplateToScope(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.startQuoteFromTemplateRoute, async (c) =>
      c.json(
        await startQuoteFromTemplate(tenantContext(c, services.database), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    );
}
