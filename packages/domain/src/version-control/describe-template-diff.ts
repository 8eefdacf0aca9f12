import { formatHours } from '../quotes/format-money';
import type { QuoteContent } from '../quotes/quote-content';
import { SCOPE_UNIT_LABELS } from '../scoping/scope-suggestion-api';
import type { TemplateDocument } from '../templates/template-schemas';
import { TEMPLATE_SCREEN_COPY as TEMPLATE_COPY } from '../templates/template-screen-copy';
import { describeContentDiff, type ReadableContentDiff } from './describe-content-diff';

/** One saved template version as the history compares it. */
export interface ComparedTemplateVersion {
  name: string;
  description: string;
  category: string;
  tags: readonly string[];
  document: TemplateDocument;
}

const quoted = (text: string) => `“${text}”`;
const many = (unit: keyof typeof SCOPE_UNIT_LABELS) => SCOPE_UNIT_LABELS[unit].many;

function lineNames(content: QuoteContent): Map<string, string> {
  return new Map(content.sections.flatMap((section) => section.lines.map((line) => [line.id, line.name] as const)));
}

/** Name, category, description and tags that differ, in the template history's sentences. */
export function describeTemplateDetails(before: ComparedTemplateVersion, after: ComparedTemplateVersion): string[] {
  const details: string[] = [];
  if (before.name !== after.name) details.push(TEMPLATE_COPY.diffRenamed(before.name, after.name));
  if (before.category !== after.category) details.push(TEMPLATE_COPY.diffCategory(before.category, after.category));
  if (before.description !== after.description) details.push(TEMPLATE_COPY.diffDescription);
  if (before.tags.join(',') !== after.tags.join(',')) details.push(TEMPLATE_COPY.diffTags(before.tags, after.tags));
  return details;
}

/** Variables and how lines scale with them, in the template history's sentences. */
export function describeTemplateScaling(before: TemplateDocument, after: TemplateDocument): string[] {
  const scaling: string[] = [];
  const beforeVars = new Map(before.variables.map((v) => [v.unit, v]));
  const afterVars = new Map(after.variables.map((v) => [v.unit, v]));
  for (const [unit, variable] of afterVars) {
    const previous = beforeVars.get(unit);
    if (!previous) scaling.push(TEMPLATE_COPY.diffVariableAdded(many(unit), variable.defaultValue));
    else {
      if (previous.defaultValue !== variable.defaultValue)
        scaling.push(TEMPLATE_COPY.diffVariableDefault(many(unit), previous.defaultValue, variable.defaultValue));
      if (previous.label !== variable.label) scaling.push(TEMPLATE_COPY.diffVariableLabel(many(unit), variable.label));
    }
  }
  for (const unit of beforeVars.keys())
    if (!afterVars.has(unit)) scaling.push(TEMPLATE_COPY.diffVariableRemoved(many(unit)));

  const names = new Map([...lineNames(before.content), ...lineNames(after.content)]);
  const beforeRules = new Map(before.rules.map((rule) => [rule.lineId, rule]));
  const afterRules = new Map(after.rules.map((rule) => [rule.lineId, rule]));
  const describeRule = (rule: TemplateDocument['rules'][number]) =>
    rule.mode === 'hours'
      ? TEMPLATE_COPY.diffRuleHours(many(rule.unit), formatHours(rule.perUnitMinutes), SCOPE_UNIT_LABELS[rule.unit].one)
      : TEMPLATE_COPY.diffRuleQuantity(many(rule.unit));
  for (const [lineId, rule] of afterRules) {
    const name = quoted(names.get(lineId) ?? '');
    const previous = beforeRules.get(lineId);
    if (!previous) scaling.push(TEMPLATE_COPY.diffRuleAdded(name, describeRule(rule)));
    else if (
      previous.unit !== rule.unit ||
      previous.mode !== rule.mode ||
      previous.perUnitMinutes !== rule.perUnitMinutes
    )
      scaling.push(TEMPLATE_COPY.diffRuleChanged(name, describeRule(previous), describeRule(rule)));
  }
  for (const lineId of beforeRules.keys())
    if (!afterRules.has(lineId)) scaling.push(TEMPLATE_COPY.diffRuleRemoved(quoted(names.get(lineId) ?? '')));
  return scaling;
}

/**
 * A template version against the one before it (the template history's diff): details and scaling as sentences,
 * then the content's sections, lines and totals. A first version is compared with an empty template.
 */
export function describeTemplateDiff(
  before: ComparedTemplateVersion | null,
  after: ComparedTemplateVersion,
  currency: string,
): ReadableContentDiff {
  const base: ComparedTemplateVersion = before ?? {
    ...after,
    document: { ...after.document, variables: [], rules: [], content: { ...after.document.content, sections: [] } },
  };
  const content = describeContentDiff(base.document.content, after.document.content, currency);
  return {
    ...content,
    notes: [
      ...(before ? describeTemplateDetails(before, after) : []),
      ...describeTemplateScaling(base.document, after.document),
      ...content.notes,
    ],
  };
}
