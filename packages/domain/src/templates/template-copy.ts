import { groupThousands } from '../validation/length-copy';

/** Every message the template screens and API show (docs/product-rules.md#templates). */
export const TEMPLATE_COPY = {
  nameRequired: 'Enter a template name.',
  nameTaken: 'A template with this name already exists in your workspace. Choose another name.',
  globalNameTaken: 'A global template with this name already exists. Choose another name.',
  noSections: 'A template needs at least one section with a line in it.',
  variableDuplicate: (label: string) => `The variable “${label}” is declared twice.`,
  variableUndeclared: (unit: string, line: string) =>
    `“${line}” scales with ${unit}, which the template does not declare. Add a ${unit} variable or remove the scaling.`,
  variableDefaultRange: `A default must be a whole number from 0 to ${groupThousands(100_000)}.`,
  ruleLineMissing: 'A scaling rule points at a line that is not in the template.',
  ruleDuplicate: 'A line can follow only one variable.',
  hoursRuleNotLabour: (line: string) =>
    `“${line}” is not a labour line, so its hours cannot scale. Scale its quantity instead.`,
  quantityRuleLabour: (line: string) => `“${line}” is a labour line: scale its hours per unit instead of its quantity.`,
  quantityRuleText: (line: string) => `“${line}” is a text line and has no quantity to scale.`,
  perUnitNegative: 'Hours per unit cannot be negative.',
  perUnitTooLarge: 'Hours per unit cannot exceed 40 (an absurd figure would dwarf the quote).',
  scaledTooLarge: (line: string) => `At these values “${line}” would exceed 10,000 hours. Lower the values.`,
  valueRange: `Enter a whole number from 0 to ${groupThousands(100_000)}.`,
  tagsTooMany: 'A template can have at most 10 tags.',
  importNotTemplate: 'This file is not a Scopewright template export. Choose a .json file exported from Templates.',
  importNewerFormat: (found: number, supported: number) =>
    `This file was exported by a newer version of Scopewright (format ${String(found)}; this one reads up to ${String(supported)}). Export it again from a current workspace.`,
  importInvalidJson: 'This file is not valid JSON.',
  archivedNotUsable: 'This template is archived. Unarchive it to start quotes from it.',
  unpublishedNotUsable: 'This global template is not published.',
  inUseDelete: 'Quotes were started from this template, so it cannot be deleted. Archive it instead.',
  staleVersion: 'Someone else saved this template while you were editing. Reload it to see their changes.',
  globalReadOnly: 'Global templates are managed by the Scopewright team. Duplicate it to make a copy you can edit.',
  sectionNotFound: 'That section is not in the quote.',
  emptyQuote: 'This quote has no sections to save as a template.',
} as const;
