import {
  applyTemplate,
  CreateTemplateInput,
  LIBRARY_ROLES,
  SCOPE_PHASES,
  TemplateDocumentInput,
  type ScopePhase,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { GLOBAL_TEMPLATES, globalTemplateId } from './global-templates';
import { seedUuid } from './template-builders';

const laborHoursAtDefaults = (document: TemplateDocumentInput) => {
  const result = applyTemplate(TemplateDocumentInput.parse(document), {
    values: {},
    newId: () => '',
    sourceRef: '',
  });
  if (!result.ok) throw new Error(result.message);
  const minutes = result.sections
    .flatMap((section) => section.lines)
    .filter((line) => line.kind === 'labor')
    .reduce((sum, line) => sum + line.minutes * line.quantity, 0);
  return minutes / 60;
};

describe('global templates', () => {
  it('are at least twelve, with unique names and stable unique row ids', () => {
    expect(GLOBAL_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const names = GLOBAL_TEMPLATES.map((template) => template.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const ids = GLOBAL_TEMPLATES.map(globalTemplateId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('derive UUID-shaped ids (version 5, variant 8) that are the same on every run', () => {
    expect(seedUuid('global:example')).toBe(seedUuid('global:example'));
    expect(seedUuid('global:example')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedUuid('global:example')).not.toBe(seedUuid('global:other'));
  });

  describe.each(GLOBAL_TEMPLATES.map((template) => [template.name, template] as const))('%s', (_name, template) => {
    const document = TemplateDocumentInput.parse(template.document);
    const lines = document.content.sections.flatMap((section) => section.lines);

    it('parses as a template and has the list’s details', () => {
      const { key: _key, ...input } = template;
      expect(CreateTemplateInput.safeParse(input).error).toBeUndefined();
      expect(template.description.split(/(?<=\.)\s+/)).toHaveLength(2);
      expect(template.category).not.toBe('');
      expect(template.tags.length).toBeGreaterThanOrEqual(2);
      expect(template.tags.length).toBeLessThanOrEqual(5);
      expect(document.content.terms).not.toBe('');
      expect(document.content.executiveSummary).not.toBe('');
    });

    it('has 3–6 phases named as the service library names them, in its order, and 6–20 lines', () => {
      const phases = document.content.sections.filter((section) => section.kind === 'phase').map((s) => s.name);
      expect(phases.length).toBeGreaterThanOrEqual(3);
      expect(phases.length).toBeLessThanOrEqual(6);
      const order = phases.map((name) => SCOPE_PHASES.indexOf(name as ScopePhase));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(lines.length).toBeGreaterThanOrEqual(6);
      expect(lines.length).toBeLessThanOrEqual(20);
    });

    it('has at least one variable and one rule', () => {
      expect(document.variables.length).toBeGreaterThanOrEqual(1);
      expect(document.rules.length).toBeGreaterThanOrEqual(1);
      expect(document.rules.some((rule) => rule.mode === 'hours')).toBe(true);
    });

    it('gives 8 to 400 labour hours at its defaults', () => {
      const hours = laborHoursAtDefaults(template.document);
      expect(hours).toBeGreaterThanOrEqual(8);
      expect(hours).toBeLessThanOrEqual(400);
    });

    it('writes labour for the starter rate card’s roles, unpriced, and prices everything else', () => {
      for (const line of lines.filter((l) => l.kind === 'labor')) {
        expect(LIBRARY_ROLES).toContain(line.roleName);
        expect([line.roleId, line.unitPriceCents, line.unitCostCents]).toEqual([null, 0, 0]);
      }
      for (const line of lines.filter((l) => l.kind === 'product' || l.kind === 'recurring')) {
        expect(line.unitPriceCents).toBeGreaterThan(line.unitCostCents);
      }
    });

    it('puts scope language on its main tasks', () => {
      const labour = lines.filter((line) => line.kind === 'labor');
      expect(labour.filter((line) => line.deliverables.length > 0).length).toBeGreaterThanOrEqual(2);
      expect(labour.some((line) => line.assumptions.length > 0)).toBe(true);
      expect(labour.some((line) => line.outOfScope.length > 0)).toBe(true);
    });
  });
});
