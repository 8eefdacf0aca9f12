import { QUOTE_LIMITS, type QuoteContent, type QuoteLine, type QuoteSection } from '../quotes/quote-content';
import type { ScopeUnit } from '../scoping/scope-suggestion-api';
import { TEMPLATE_COPY } from './template-copy';
import type { TemplateDocument, TemplateValues } from './template-schemas';

/** The workspace's rate for a labour line's role. */
export interface TemplateRate {
  roleId: string;
  roleName: string;
  billRateCents: number;
  costRateCents: number;
}

export interface ApplyTemplateOptions {
  values: TemplateValues;
  /** Fresh ids: the sections may join a quote that already holds the template's. */
  newId: () => string;
  /** Written on every line (`source = template`), e.g. "tpl:<id>@3". */
  sourceRef: string;
  /** A labour line's rate at the workspace; null keeps the line's own. */
  rateFor?: (line: QuoteLine) => TemplateRate | null;
  /** Only these sections (a phase block); all when null. */
  sectionIds?: readonly string[] | null;
}

export type ApplyTemplateResult =
  { ok: true; sections: QuoteSection[]; values: Record<string, number> } | { ok: false; path: string; message: string };

/** Hours scale in quarter hours, as the scoping engine's estimates do. */
const QUARTER_HOUR = 15;
const roundToQuarterHour = (minutes: number) => Math.round(minutes / QUARTER_HOUR) * QUARTER_HOUR;

/** Each declared variable's value: the answer given, else its default. */
export function resolveTemplateValues(doc: TemplateDocument, values: TemplateValues): Record<string, number> {
  return Object.fromEntries(
    doc.variables.map((variable) => [variable.unit, values[variable.unit] ?? variable.defaultValue]),
  );
}

/** A line's minutes per unit of quantity once the values are applied (labour lines with an hours rule). */
export function scaledMinutes(baseMinutes: number, perUnitMinutes: number, value: number): number {
  return perUnitMinutes === 0 ? baseMinutes : roundToQuarterHour(baseMinutes + perUnitMinutes * value);
}

type ScalingRule = { mode: 'hours' | 'quantity'; perUnitMinutes?: number };

/** A line's minutes and quantity at a value of its rule's variable: hours as base + per unit, or the count. */
function scaledLine(line: QuoteLine, rule: ScalingRule | undefined, value: number) {
  return {
    minutes: rule?.mode === 'hours' ? scaledMinutes(line.minutes, rule.perUnitMinutes ?? 0, value) : line.minutes,
    quantity: rule?.mode === 'quantity' ? value : line.quantity,
  };
}

/**
 * The template's sections as quote sections: variables applied, labour priced at the workspace's rates, new ids,
 * and `source = template`. Pure: the API and the browser's preview compute the same hours.
 */
export function applyTemplate(doc: TemplateDocument, options: ApplyTemplateOptions): ApplyTemplateResult {
  const values = resolveTemplateValues(doc, options.values);
  const rules = new Map(doc.rules.map((rule) => [rule.lineId, rule]));
  const chosen = options.sectionIds ? new Set(options.sectionIds) : null;
  const sections: QuoteSection[] = [];
  for (const section of doc.content.sections) {
    if (chosen && !chosen.has(section.id)) continue;
    const lines: QuoteLine[] = [];
    for (const line of section.lines) {
      const rule = rules.get(line.id);
      const { minutes, quantity } = scaledLine(line, rule, rule ? (values[rule.unit as ScopeUnit] ?? 0) : 0);
      if (line.kind === 'labor' && minutes * quantity > QUOTE_LIMITS.maxLineMinutes) {
        return { ok: false, path: `values.${rule?.unit ?? ''}`, message: TEMPLATE_COPY.scaledTooLarge(line.name) };
      }
      const rate = line.kind === 'labor' ? (options.rateFor?.(line) ?? null) : null;
      lines.push({
        ...line,
        id: options.newId(),
        minutes,
        quantity,
        ...(rate && {
          roleId: rate.roleId,
          roleName: rate.roleName,
          unitPriceCents: rate.billRateCents,
          unitCostCents: rate.costRateCents,
        }),
        source: 'template',
        sourceRef: options.sourceRef,
      });
    }
    sections.push({ ...section, id: options.newId(), lines });
  }
  return { ok: true, sections, values };
}

/**
 * The template's content at its variables' defaults, ids kept: what its editor prices lines and sections at, so a
 * line that scales ("+ 45 min per device") shows its amount at the default count, not at its base hours.
 */
export function contentAtDefaults(doc: {
  content: QuoteContent;
  variables: readonly { unit: string; defaultValue: number }[];
  rules: readonly (ScalingRule & { lineId: string; unit: string })[];
}): QuoteContent {
  const values: Record<string, number> = Object.fromEntries(doc.variables.map((v) => [v.unit, v.defaultValue]));
  const rules = new Map(doc.rules.map((rule) => [rule.lineId, rule]));
  return {
    ...doc.content,
    sections: doc.content.sections.map((section) => ({
      ...section,
      lines: section.lines.map((line) => {
        const rule = rules.get(line.id);
        const value = rule ? values[rule.unit] : undefined;
        // While a figure is being typed it may be no whole number yet: the line keeps its own until it is.
        if (!rule || value === undefined || !Number.isInteger(value) || value < 0) return line;
        const scaled = scaledLine(line, rule, value);
        return Number.isInteger(scaled.minutes) && scaled.minutes >= 0 ? { ...line, ...scaled } : line;
      }),
    })),
  };
}

/** Labour minutes of a template at its defaults: the list's "hours" column. */
export function templateLaborMinutes(doc: TemplateDocument): number {
  const result = applyTemplate(doc, { values: {}, newId: () => '', sourceRef: '' });
  if (!result.ok) return 0;
  return result.sections
    .flatMap((section) => section.lines)
    .filter((line) => line.kind === 'labor')
    .reduce((sum, line) => sum + line.minutes * line.quantity, 0);
}

/** The source reference a template's lines carry: which template, which version. */
export const templateSourceRef = (templateId: string, version: number) => `tpl:${templateId}@${String(version)}`;

/** The list's figures of a template document, stored beside it so the list reads one table. */
export function templateFigures(doc: TemplateDocument): {
  sectionCount: number;
  lineCount: number;
  laborMinutes: number;
} {
  return {
    sectionCount: doc.content.sections.length,
    lineCount: doc.content.sections.reduce((sum, section) => sum + section.lines.length, 0),
    laborMinutes: templateLaborMinutes(doc),
  };
}
