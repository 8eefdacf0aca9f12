import {
  applyTemplate,
  DEFAULT_LABOR_ROLES,
  TemplateDocumentInput,
  type QuoteLine,
  type TemplateRate,
  type TemplateValues,
} from '@scopewright/domain';
import type { DemoLine, DemoSection } from './demo-lines';
import { content } from './demo-quote-specs';
import { demoTemplate, type DemoTemplateKey } from './demo-templates';

export interface DemoTemplateRef {
  key: DemoTemplateKey;
  version: 1 | 2;
}

/** The starter rate card's rate (the demo's rates); the insert maps the role name to the workspace's role id. */
const starterRate = (line: QuoteLine): TemplateRate | null => {
  const role = DEFAULT_LABOR_ROLES.find((entry) => entry.name === line.roleName);
  return role
    ? { roleId: '', roleName: role.name, billRateCents: role.billRateCents, costRateCents: role.costRateCents }
    : null;
};

/** A template's sections as a quote started from it gets them: values applied, priced, `source = template`. */
export function templateSections(ref: DemoTemplateRef, values: TemplateValues): DemoSection[] {
  const document = TemplateDocumentInput.parse(demoTemplate(ref.key).version(ref.version).document);
  const result = applyTemplate(document, { values, newId: () => '', sourceRef: '', rateFor: starterRate });
  if (!result.ok) throw new Error(`demo seed: template ${ref.key}: ${result.message}`);
  return result.sections.map(({ id: _id, lines, ...section }) => ({
    ...section,
    lines: lines.map(({ id: _lineId, ...line }): DemoLine => ({ ...line, roleId: null })),
  }));
}

/**
 * A demo quote started from one of the demo's templates: its content (the applied sections, then the quote's own
 * extra lines per section name) and which template version it came from. The seed writes each line's sourceRef.
 */
export function templateStart(
  ref: DemoTemplateRef,
  values: TemplateValues,
  options: Parameters<typeof content>[1],
  extraLines: Record<string, DemoLine[]> = {},
) {
  const sections = templateSections(ref, values).map((section) => ({
    ...section,
    lines: [...section.lines, ...(extraLines[section.name] ?? [])],
  }));
  return { template: ref, content: content(sections, options) };
}
