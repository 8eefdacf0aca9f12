import {
  compareQuoteContent,
  type ContentComparison,
  formatHours,
  type QuoteContent,
  SCOPE_UNIT_LABELS,
  TEMPLATE_SCREEN_COPY as COPY,
  type TemplateDocument,
} from '@scopewright/domain';

/** One saved version as the history reads it. */
export interface ComparedVersion {
  name: string;
  description: string;
  category: string;
  tags: readonly string[];
  document: TemplateDocument;
}

export interface TemplateChanges {
  /** Name, category, description and tags. */
  details: string[];
  /** Variables and how lines scale with them. */
  scaling: string[];
  /** Sections and lines with their nets, and the headline totals (the quote's version comparison). */
  content: ContentComparison;
}

const quoted = (text: string) => `“${text}”`;
const many = (unit: keyof typeof SCOPE_UNIT_LABELS) => SCOPE_UNIT_LABELS[unit].many;

function lineNames(content: QuoteContent): Map<string, string> {
  return new Map(content.sections.flatMap((section) => section.lines.map((line) => [line.id, line.name] as const)));
}

/** What changed from `before` to `after`, in sentences a person reads, and the content's comparison. */
export function compareTemplateVersions(before: ComparedVersion, after: ComparedVersion): TemplateChanges {
  const details: string[] = [];
  if (before.name !== after.name) details.push(COPY.diffRenamed(before.name, after.name));
  if (before.category !== after.category) details.push(COPY.diffCategory(before.category, after.category));
  if (before.description !== after.description) details.push(COPY.diffDescription);
  if (before.tags.join(',') !== after.tags.join(',')) details.push(COPY.diffTags(before.tags, after.tags));

  const scaling: string[] = [];
  const beforeVars = new Map(before.document.variables.map((v) => [v.unit, v]));
  const afterVars = new Map(after.document.variables.map((v) => [v.unit, v]));
  for (const [unit, variable] of afterVars) {
    const previous = beforeVars.get(unit);
    if (!previous) scaling.push(COPY.diffVariableAdded(many(unit), variable.defaultValue));
    else {
      if (previous.defaultValue !== variable.defaultValue)
        scaling.push(COPY.diffVariableDefault(many(unit), previous.defaultValue, variable.defaultValue));
      if (previous.label !== variable.label) scaling.push(COPY.diffVariableLabel(many(unit), variable.label));
    }
  }
  for (const unit of beforeVars.keys()) if (!afterVars.has(unit)) scaling.push(COPY.diffVariableRemoved(many(unit)));

  const names = new Map([...lineNames(before.document.content), ...lineNames(after.document.content)]);
  const beforeRules = new Map(before.document.rules.map((rule) => [rule.lineId, rule]));
  const afterRules = new Map(after.document.rules.map((rule) => [rule.lineId, rule]));
  const describeRule = (rule: TemplateDocument['rules'][number]) =>
    rule.mode === 'hours'
      ? COPY.diffRuleHours(many(rule.unit), formatHours(rule.perUnitMinutes), SCOPE_UNIT_LABELS[rule.unit].one)
      : COPY.diffRuleQuantity(many(rule.unit));
  for (const [lineId, rule] of afterRules) {
    const name = quoted(names.get(lineId) ?? '');
    const previous = beforeRules.get(lineId);
    if (!previous) scaling.push(COPY.diffRuleAdded(name, describeRule(rule)));
    else if (
      previous.unit !== rule.unit ||
      previous.mode !== rule.mode ||
      previous.perUnitMinutes !== rule.perUnitMinutes
    )
      scaling.push(COPY.diffRuleChanged(name, describeRule(previous), describeRule(rule)));
  }
  for (const lineId of beforeRules.keys())
    if (!afterRules.has(lineId)) scaling.push(COPY.diffRuleRemoved(quoted(names.get(lineId) ?? '')));

  return { details, scaling, content: compareQuoteContent(before.document.content, after.document.content) };
}
