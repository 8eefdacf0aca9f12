import {
  CreateTemplateInput,
  type LineKind,
  type QuoteBrandingOverrides,
  type QuoteContent,
  SCOPE_UNITS,
  type ScopeUnit,
  TEMPLATE_SCREEN_COPY as COPY,
  type TemplateLineRule,
} from '@scopewright/domain';
import type { TemplateCreateBody, TemplateRecord } from '@/data/templates';

export interface VariableDraft {
  /** A stable React key: the unit can change under it. */
  key: string;
  unit: ScopeUnit;
  label: string;
  defaultValue: string;
}

export type PerUnitScale = 'min' | 'h';

export interface RuleDraft {
  unit: ScopeUnit;
  /** Time added per unit (labour lines), as typed, in `per`. */
  perUnit: string;
  per: PerUnitScale;
}

/** What the editor keeps beside the scope, in the scope document's header (so one revision counts every edit). */
export interface TemplateHeader {
  name: string;
  description: string;
  category: string;
  /** As typed: comma-separated. */
  tags: string;
  variables: VariableDraft[];
  /** By line id; the mode follows the line's kind when saved. */
  rules: Record<string, RuleDraft>;
  /** Document options quotes started from it take (ADR 0022); null follows the workspace. */
  brandingOverride: QuoteBrandingOverrides | null;
}

let keySeed = 0;
export const variableKey = () => `var-${String((keySeed += 1))}`;

export const EMPTY_HEADER: TemplateHeader = {
  name: '',
  description: '',
  category: '',
  tags: '',
  variables: [],
  rules: {},
  brandingOverride: null,
};

/** Whole hours read better: 120 min is "2 h"; 90 min stays "90 min". */
function perUnitDraft(minutes: number): Pick<RuleDraft, 'perUnit' | 'per'> {
  return minutes > 0 && minutes % 60 === 0
    ? { perUnit: String(minutes / 60), per: 'h' }
    : { perUnit: String(minutes), per: 'min' };
}

export function headerFromTemplate(
  template: Pick<TemplateRecord, 'name' | 'description' | 'category' | 'tags' | 'document' | 'brandingOverride'>,
): TemplateHeader {
  return {
    brandingOverride: template.brandingOverride,
    name: template.name,
    description: template.description,
    category: template.category,
    tags: template.tags.join(', '),
    variables: template.document.variables.map((variable) => ({
      key: variableKey(),
      unit: variable.unit,
      label: variable.label,
      defaultValue: String(variable.defaultValue),
    })),
    rules: Object.fromEntries(
      template.document.rules.map((rule) => [rule.lineId, { unit: rule.unit, ...perUnitDraft(rule.perUnitMinutes) }]),
    ),
  };
}

/** How a line of this kind can follow a variable: labour by its hours, priced items by their quantity. */
export function ruleModeFor(kind: LineKind): TemplateLineRule['mode'] | null {
  if (kind === 'labor') return 'hours';
  if (kind === 'product' || kind === 'recurring' || kind === 'expense') return 'quantity';
  return null;
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The typed per-unit time in whole minutes (NaN when it is not a number). */
export function perUnitMinutes(rule: Pick<RuleDraft, 'perUnit' | 'per'>): number {
  const value = toNumber(rule.perUnit);
  return Number.isFinite(value) ? Math.round(rule.per === 'h' ? value * 60 : value) : Number.NaN;
}

/** The first unit no variable declares yet (a new variable's). */
export function nextUnit(variables: readonly VariableDraft[]): ScopeUnit | null {
  const used = new Set(variables.map((variable) => variable.unit));
  return SCOPE_UNITS.find((unit) => !used.has(unit)) ?? null;
}

export interface BuiltTemplate {
  input: TemplateCreateBody;
  /** `document.rules.<i>` → its line: where a rule's error shows. */
  ruleLines: string[];
}

/** The request body: details, the scope, the variables, and a rule per line that scales (in document order). */
export function buildTemplateInput(header: TemplateHeader, content: QuoteContent): BuiltTemplate {
  const ruleLines: string[] = [];
  const rules: TemplateCreateBody['document']['rules'] = [];
  for (const section of content.sections) {
    for (const line of section.lines) {
      const draft = header.rules[line.id];
      const mode = ruleModeFor(line.kind);
      if (!draft || !mode) continue;
      ruleLines.push(line.id);
      rules.push({
        lineId: line.id,
        unit: draft.unit,
        mode,
        perUnitMinutes: mode === 'hours' ? perUnitMinutes(draft) : 0,
      });
    }
  }
  return {
    ruleLines,
    input: {
      name: header.name,
      description: header.description,
      category: header.category,
      tags: header.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      brandingOverride:
        header.brandingOverride && Object.keys(header.brandingOverride).length > 0 ? header.brandingOverride : null,
      document: {
        content,
        variables: header.variables.map((variable) => ({
          unit: variable.unit,
          label: variable.label.trim(),
          defaultValue: toNumber(variable.defaultValue),
        })),
        rules,
      },
    },
  };
}

/** Field messages by the API's own paths (`name`, `document.rules.0.perUnitMinutes` …). */
export type FieldErrors = Record<string, string>;

/** The domain's schema (the API's) over the body: the same messages at the same paths, before any request. */
export function validateTemplate(built: BuiltTemplate): FieldErrors {
  const errors: FieldErrors = {};
  built.input.document.rules?.forEach((rule, index) => {
    if (Number.isNaN(rule.perUnitMinutes))
      errors[`document.rules.${String(index)}.perUnitMinutes`] = COPY.perUnitInvalid;
  });
  const result = CreateTemplateInput.safeParse(built.input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= issue.message;
    }
  }
  return errors;
}

/** A 422's details as field messages. */
export function errorsFromDetails(details: unknown): FieldErrors {
  if (!Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    if (typeof detail.path === 'string' && typeof detail.message === 'string') errors[detail.path] ??= detail.message;
  }
  return errors;
}

/** The message for a field, or for any path under it (`tags` takes `tags.3`'s). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const prefix = `${path}.`;
  const key = Object.keys(errors).find((candidate) => candidate.startsWith(prefix));
  return key ? errors[key] : undefined;
}

/** A rule's messages by its line (the save sends rules in document order: `ruleLines`). */
export function ruleErrorsByLine(errors: FieldErrors, ruleLines: readonly string[]): Record<string, string> {
  const byLine: Record<string, string> = {};
  ruleLines.forEach((lineId, index) => {
    const message = errorAt(errors, `document.rules.${String(index)}`);
    if (message) byLine[lineId] = message;
  });
  return byLine;
}
