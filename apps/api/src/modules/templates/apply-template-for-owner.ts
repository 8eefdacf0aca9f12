import { newId, type Tx } from '@scopewright/db';
import {
  TEMPLATE_COPY,
  applyTemplate,
  templateSourceRef,
  type ApplyTemplateInput,
  type QuoteLine,
  type QuoteSection,
  type TemplateDocument,
  type TemplateRate,
} from '@scopewright/domain';
import { matchRole } from '@scopewright/scoping';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { listRateCardRoles } from '../ai';
import type { TemplateOwner } from './template-owner';
import { documentOf, type LoadedTemplate } from './templates.queries';

export interface AppliedTemplate {
  templateId: string;
  templateVersion: number;
  values: Record<string, number>;
  sections: QuoteSection[];
}

/** A labour line's rate at the workspace: its own role id, else the role of its name (the engine's matching). */
async function rateCardOf(
  tx: Tx,
  owner: TemplateOwner,
): Promise<((line: QuoteLine) => TemplateRate | null) | undefined> {
  if (owner.kind !== 'workspace') return undefined;
  const roles = await listRateCardRoles(tx, owner.tenantId);
  return (line) => {
    const role = roles.find((r) => r.id === line.roleId) ?? matchRole(line.roleName ?? '', roles);
    return role
      ? { roleId: role.id, roleName: role.name, billRateCents: role.billRateCents, costRateCents: role.costRateCents }
      : null;
  };
}

/** The template's sections with the values applied, priced at the owner's rates (a platform preview keeps its own). */
export async function applyTemplateForOwner(
  tx: Tx,
  owner: TemplateOwner,
  row: LoadedTemplate,
  input: z.output<typeof ApplyTemplateInput>,
  document: TemplateDocument = documentOf(row),
): Promise<AppliedTemplate> {
  if (row.archivedAt) throw new AppError('CONFLICT', TEMPLATE_COPY.archivedNotUsable, { reason: 'archived' });
  const result = applyTemplate(document, {
    values: input.values,
    newId,
    sourceRef: templateSourceRef(row.id, row.version),
    rateFor: await rateCardOf(tx, owner),
    sectionIds: input.sectionIds,
  });
  if (!result.ok)
    throw new AppError('VALIDATION', result.message, { details: [{ path: result.path, message: result.message }] });
  return { templateId: row.id, templateVersion: row.version, values: result.values, sections: result.sections };
}
