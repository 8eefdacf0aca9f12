import {
  CreateTemplateInput,
  TEMPLATE_COPY,
  TEMPLATE_FORMAT_VERSION,
  type TemplateDetail,
  type TemplateExportFile,
} from '@scopewright/domain';
import { AppError, toFieldIssues } from '../../platform/errors';
import { insertTemplate } from './insert-template';
import { withOwner, type TemplatesContext } from './template-owner';
import { documentOf, getTemplateOrThrow } from './templates.queries';

/** GET /api/templates/{id}/export: the template as the JSON file Management imports. */
export function exportTemplate(ctx: TemplatesContext, id: string): Promise<{ file: TemplateExportFile; name: string }> {
  return withOwner(ctx, async (tx) => {
    const row = await getTemplateOrThrow(tx, ctx.owner, id);
    const file: TemplateExportFile = {
      format: 'scopewright.template',
      formatVersion: TEMPLATE_FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      template: {
        name: row.name,
        description: row.description,
        category: row.category,
        tags: row.tags,
        brandingOverride: (row.brandingOverride as TemplateDetail['brandingOverride']) ?? null,
        document: documentOf(row),
      },
    };
    return { file, name: row.name };
  });
}

const refuse = (message: string, path = 'file'): never => {
  throw new AppError('VALIDATION', message, { details: [{ path, message }] });
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The template inside an export file's text, or a VALIDATION naming what is wrong with it. */
export function readTemplateFile(text: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return refuse(TEMPLATE_COPY.importInvalidJson);
  }
  if (!isRecord(parsed) || parsed.format !== 'scopewright.template' || !isRecord(parsed.template)) {
    return refuse(TEMPLATE_COPY.importNotTemplate);
  }
  const version = parsed.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return refuse(TEMPLATE_COPY.importNotTemplate);
  if (version > TEMPLATE_FORMAT_VERSION)
    return refuse(TEMPLATE_COPY.importNewerFormat(version, TEMPLATE_FORMAT_VERSION));
  const result = CreateTemplateInput.safeParse(parsed.template);
  if (!result.success) {
    // A 422 naming the file's fields, unknown ones included: the file is data, not a request body.
    const details = toFieldIssues(result.error.issues, 'template');
    throw new AppError('VALIDATION', details[0]?.message ?? TEMPLATE_COPY.importNotTemplate, { details });
  }
  return result.data;
}

/** POST /api/templates/import: a new template from an export file (its name must be free). */
export function importTemplate(ctx: TemplatesContext, text: string): Promise<TemplateDetail> {
  const fields = readTemplateFile(text);
  return withOwner(ctx, (tx) => insertTemplate(tx, ctx, fields, 'import'));
}
