import { z } from 'zod';
import { QuoteBrandingOverrides } from '../branding/branding-schemas';
import { QUOTE_LIMITS, QuoteContentInput, type QuoteContent } from '../quotes/quote-content';
import { SCOPE_UNIT_LABELS, SCOPE_UNITS } from '../scoping/scope-suggestion-api';
import { tooLongMessage } from '../validation/length-copy';
import { TEMPLATE_COPY as COPY } from './template-copy';

export const TEMPLATE_LIMITS = {
  maxVariables: 8,
  maxVariableValue: 100_000,
  /** 40 hours per unit, the service library's own ceiling. */
  maxPerUnitMinutes: 2_400,
  maxTags: 10,
} as const;

/** Export files carry this; an import refuses a higher one (written by a newer release). */
export const TEMPLATE_FORMAT_VERSION = 1;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) });

/** An input the template asks for when a quote starts from it: a unit of the scoping engine's model. */
export const TemplateVariable = z.strictObject({
  unit: z.enum(SCOPE_UNITS),
  /** The question the start form asks ("How many users move?"); the unit's name when empty. */
  label: text(80).default(''),
  defaultValue: z
    .number({ error: COPY.variableDefaultRange })
    .int({ error: COPY.variableDefaultRange })
    .min(0, { error: COPY.variableDefaultRange })
    .max(TEMPLATE_LIMITS.maxVariableValue, { error: COPY.variableDefaultRange }),
});
export type TemplateVariable = z.output<typeof TemplateVariable>;

/**
 * How one line follows a variable: `hours` — a labour line's minutes are its own (the base) plus
 * `perUnitMinutes` for each unit; `quantity` — a product, recurring or expense line's quantity is the value.
 */
export const TemplateLineRule = z.strictObject({
  lineId: z.uuid(),
  unit: z.enum(SCOPE_UNITS),
  mode: z.enum(['hours', 'quantity']),
  perUnitMinutes: z
    .number()
    .int()
    .min(0, { error: COPY.perUnitNegative })
    .max(TEMPLATE_LIMITS.maxPerUnitMinutes, { error: COPY.perUnitTooLarge })
    .default(0),
});
export type TemplateLineRule = z.output<typeof TemplateLineRule>;

/** What a template holds besides its name: a quote's content without a client, its variables and their rules. */
export const TemplateDocumentInput = z
  .strictObject({
    content: QuoteContentInput,
    variables: z.array(TemplateVariable).max(TEMPLATE_LIMITS.maxVariables).default([]),
    rules: z.array(TemplateLineRule).max(QUOTE_LIMITS.maxLines).default([]),
  })
  .superRefine((doc, ctx) =>
    checkTemplateDocument(doc, (path, message) => ctx.addIssue({ code: 'custom', path, message })),
  );
export type TemplateDocumentInput = z.input<typeof TemplateDocumentInput>;
export type TemplateDocument = z.output<typeof TemplateDocumentInput>;

type Report = (path: (string | number)[], message: string) => void;

function checkTemplateDocument(doc: TemplateDocument, report: Report): void {
  if (!doc.content.sections.some((section) => section.lines.length > 0))
    report(['content', 'sections'], COPY.noSections);
  const declared = new Set<string>();
  doc.variables.forEach((variable, index) => {
    if (declared.has(variable.unit)) {
      report(['variables', index, 'unit'], COPY.variableDuplicate(SCOPE_UNIT_LABELS[variable.unit].many));
    }
    declared.add(variable.unit);
  });
  const lines = new Map(doc.content.sections.flatMap((section) => section.lines).map((line) => [line.id, line]));
  const ruled = new Set<string>();
  doc.rules.forEach((rule, index) => {
    const line = lines.get(rule.lineId);
    if (!line) return report(['rules', index, 'lineId'], COPY.ruleLineMissing);
    if (ruled.has(rule.lineId)) return report(['rules', index, 'lineId'], COPY.ruleDuplicate);
    ruled.add(rule.lineId);
    if (!declared.has(rule.unit)) {
      report(['rules', index, 'unit'], COPY.variableUndeclared(SCOPE_UNIT_LABELS[rule.unit].many, line.name));
    }
    if (rule.mode === 'hours' && line.kind !== 'labor')
      report(['rules', index, 'mode'], COPY.hoursRuleNotLabour(line.name));
    if (rule.mode === 'quantity' && line.kind === 'labor')
      report(['rules', index, 'mode'], COPY.quantityRuleLabour(line.name));
    if (rule.mode === 'quantity' && line.kind === 'text')
      report(['rules', index, 'mode'], COPY.quantityRuleText(line.name));
  });
}

export const TEMPLATE_CATEGORY_MAX = 60;

/** Name, description, category, tags and defaults: what the list shows and filters by. */
export const TemplateDetailsInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, { error: COPY.nameRequired })
    .max(120, { error: tooLongMessage(120) }),
  description: text(2000).default(''),
  category: text(TEMPLATE_CATEGORY_MAX).default(''),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(40, { error: tooLongMessage(40) }),
    )
    .max(TEMPLATE_LIMITS.maxTags, { error: COPY.tagsTooMany })
    .default([]),
  brandingOverride: QuoteBrandingOverrides.nullable().default(null),
});

/** POST /api/templates (and the super admin's global templates). */
export const CreateTemplateInput = TemplateDetailsInput.extend({ document: TemplateDocumentInput });
export type CreateTemplateInput = z.input<typeof CreateTemplateInput>;

/** PUT /api/templates/{id}: every save is the next version; a stale `baseVersion` is a 409. */
export const UpdateTemplateInput = CreateTemplateInput.extend({ baseVersion: z.number().int().min(1) });
export type UpdateTemplateInput = z.input<typeof UpdateTemplateInput>;

/** POST /api/templates/from-quote: the quote's current version, or one of its sections. */
export const SaveQuoteAsTemplateInput = TemplateDetailsInput.extend({
  quoteId: z.uuid(),
  sectionId: z.uuid().nullable().default(null),
  variables: z.array(TemplateVariable).max(TEMPLATE_LIMITS.maxVariables).default([]),
  rules: z.array(TemplateLineRule).max(QUOTE_LIMITS.maxLines).default([]),
});
export type SaveQuoteAsTemplateInput = z.input<typeof SaveQuoteAsTemplateInput>;

const VariableValue = z
  .number({ error: COPY.valueRange })
  .int({ error: COPY.valueRange })
  .min(0, { error: COPY.valueRange })
  .max(TEMPLATE_LIMITS.maxVariableValue, { error: COPY.valueRange });

/** The start form's answers, by unit; a unit left out takes the variable's default. */
export const TemplateValues = z.partialRecord(z.enum(SCOPE_UNITS), VariableValue);
export type TemplateValues = z.infer<typeof TemplateValues>;

/** POST /api/templates/{id}/apply: the template's sections priced at the workspace's rates, with fresh ids. */
export const ApplyTemplateInput = z.strictObject({
  values: TemplateValues.default({}),
  sectionIds: z.array(z.uuid()).max(QUOTE_LIMITS.maxSections).nullable().default(null),
  /** The quote the sections go into ("Insert template"): counts as a use of the template. */
  quoteId: z.uuid().nullable().default(null),
});
export type ApplyTemplateInput = z.input<typeof ApplyTemplateInput>;

/** POST /api/templates/{id}/quotes: a new quote (v1) from the template. */
export const StartQuoteFromTemplateInput = z.strictObject({
  clientId: z.uuid(),
  contactId: z.uuid().nullable().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  values: TemplateValues.default({}),
});
export type StartQuoteFromTemplateInput = z.input<typeof StartQuoteFromTemplateInput>;

export const TEMPLATE_SCOPES = ['global', 'workspace'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];

export const TEMPLATE_SORTS = ['name', 'updated', 'most_used', 'last_used'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

export const TEMPLATE_PAGE_SIZE = 50;
export const TEMPLATE_PAGE_MAX = 100;

/** GET /api/templates query. `cursor` is opaque (keyset on the sort key and id). */
export const ListTemplatesQuery = z.strictObject({
  scope: z.enum(TEMPLATE_SCOPES).optional(),
  q: z.string().trim().max(200).optional(),
  category: z.string().trim().max(TEMPLATE_CATEGORY_MAX).optional(),
  archived: z.enum(['true', 'false']).optional(),
  sort: z.enum(TEMPLATE_SORTS).default('name'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(TEMPLATE_PAGE_MAX).default(TEMPLATE_PAGE_SIZE),
});
export type ListTemplatesQuery = z.input<typeof ListTemplatesQuery>;
export type TemplateListFilters = z.output<typeof ListTemplatesQuery>;

/** The JSON file Management exports and imports. */
export const TemplateExportFile = z.strictObject({
  format: z.literal('scopewright.template'),
  formatVersion: z.number().int().min(1),
  exportedAt: z.string().max(40),
  template: CreateTemplateInput,
});
export type TemplateExportFile = z.input<typeof TemplateExportFile>;

export interface TemplateSummary {
  id: string;
  scope: TemplateScope;
  name: string;
  description: string;
  category: string;
  tags: string[];
  version: number;
  isPublished: boolean;
  archivedAt: string | null;
  sectionCount: number;
  lineCount: number;
  laborMinutes: number;
  variables: TemplateVariable[];
  /** This workspace's use of it. */
  usageCount: number;
  lastUsedAt: string | null;
  updatedAt: string;
}

/** One page of GET /api/templates. */
export interface TemplateListPage {
  items: TemplateSummary[];
  /** Every category in use among the owner's active templates, whatever the page and filters. */
  categories: string[];
  /** Templates matching the filters, across every page. */
  total: number;
  nextCursor: string | null;
}

export interface TemplateDetail extends TemplateSummary {
  brandingOverride: z.output<typeof QuoteBrandingOverrides> | null;
  document: TemplateDocument;
  /** Whether the caller may change it (its workspace's admin, or a super admin for a global one). */
  canEdit: boolean;
}

export type TemplateContent = QuoteContent;
