import { describe, expect, it } from 'vitest';
import { applyTemplate, contentAtDefaults, templateLaborMinutes } from './apply-template';
import { TEMPLATE_COPY } from './template-copy';
import { TemplateDocumentInput, TemplateExportFile, type TemplateDocumentInput as DocInput } from './template-schemas';

const ids = { section: '0195a0b0-0000-7000-8000-000000000001', labour: '0195a0b0-0000-7000-8000-000000000002' };
const licence = '0195a0b0-0000-7000-8000-000000000003';

function doc(overrides: Partial<DocInput> = {}): DocInput {
  return {
    content: {
      sections: [
        {
          id: ids.section,
          name: 'Migration',
          lines: [
            {
              id: ids.labour,
              kind: 'labor',
              name: 'Migrate mailboxes',
              minutes: 240,
              unitPriceCents: 15_000,
              roleName: 'Cloud Engineer',
            },
            {
              id: licence,
              kind: 'recurring',
              name: 'Microsoft 365 Business Premium',
              unitPriceCents: 2_200,
              frequency: 'monthly',
            },
          ],
        },
      ],
    },
    variables: [{ unit: 'users', defaultValue: 25 }],
    rules: [
      { lineId: ids.labour, unit: 'users', mode: 'hours', perUnitMinutes: 30 },
      { lineId: licence, unit: 'users', mode: 'quantity' },
    ],
    ...overrides,
  };
}

const messages = (input: unknown) => {
  const result = TemplateDocumentInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('TemplateDocumentInput', () => {
  it('accepts a template whose rules follow declared variables', () => {
    expect(messages(doc())).toEqual([]);
  });

  it.each([
    ['no sections', doc({ content: { sections: [] } }), `content.sections: ${TEMPLATE_COPY.noSections}`],
    [
      'a variable used but not declared',
      doc({ variables: [] }),
      `rules.0.unit: ${TEMPLATE_COPY.variableUndeclared('users', 'Migrate mailboxes')}`,
    ],
    [
      'a negative per-unit figure',
      doc({ rules: [{ lineId: ids.labour, unit: 'users', mode: 'hours', perUnitMinutes: -5 }] }),
      `rules.0.perUnitMinutes: ${TEMPLATE_COPY.perUnitNegative}`,
    ],
    [
      'an absurd per-unit figure',
      doc({ rules: [{ lineId: ids.labour, unit: 'users', mode: 'hours', perUnitMinutes: 60 * 500 }] }),
      `rules.0.perUnitMinutes: ${TEMPLATE_COPY.perUnitTooLarge}`,
    ],
    [
      'hours scaling on a product',
      doc({ rules: [{ lineId: licence, unit: 'users', mode: 'hours', perUnitMinutes: 5 }] }),
      `rules.0.mode: ${TEMPLATE_COPY.hoursRuleNotLabour('Microsoft 365 Business Premium')}`,
    ],
    [
      'a rule for a line that is not there',
      doc({ rules: [{ lineId: '0195a0b0-0000-7000-8000-0000000000ff', unit: 'users', mode: 'quantity' }] }),
      `rules.0.lineId: ${TEMPLATE_COPY.ruleLineMissing}`,
    ],
  ])('refuses %s, naming the field', (_name, input, expected) => {
    expect(messages(input)).toContain(expected);
  });
});

describe('applyTemplate', () => {
  let counter = 0;
  const newId = () => `0195a0b0-0000-7000-9000-${String(++counter).padStart(12, '0')}`;

  it('scales hours as base + per unit (quarter hours) and quantities with the value, at the workspace rate', () => {
    const parsed = TemplateDocumentInput.parse(doc());
    const result = applyTemplate(parsed, {
      values: { users: 45 },
      newId,
      sourceRef: 'tpl:x@2',
      rateFor: () => ({ roleId: ids.section, roleName: 'Cloud Engineer', billRateCents: 17_500, costRateCents: 7_000 }),
    });
    if (!result.ok) throw new Error(result.message);
    const [labour, recurring] = result.sections[0]!.lines;
    expect(labour!.minutes).toBe(240 + 30 * 45);
    expect(labour!.unitPriceCents).toBe(17_500);
    expect(recurring!.quantity).toBe(45);
    expect(recurring!.unitPriceCents).toBe(2_200);
    expect(labour!.id).not.toBe(ids.labour);
    expect(result.sections[0]!.lines.every((line) => line.source === 'template' && line.sourceRef === 'tpl:x@2')).toBe(
      true,
    );
  });

  it('takes the default for a value not given, and refuses values that would break the line limit', () => {
    const parsed = TemplateDocumentInput.parse(doc());
    expect(templateLaborMinutes(parsed)).toBe(240 + 30 * 25);
    const result = applyTemplate(parsed, { values: { users: 100_000 }, newId, sourceRef: '' });
    expect(result).toEqual({
      ok: false,
      path: 'values.users',
      message: TEMPLATE_COPY.scaledTooLarge('Migrate mailboxes'),
    });
  });
});

describe('contentAtDefaults', () => {
  it('prices the editor at the defaults, ids kept; a figure still being typed leaves the line as it is', () => {
    const parsed = TemplateDocumentInput.parse(doc());
    const [labour, recurring] = contentAtDefaults(parsed).sections[0]!.lines;
    expect(labour).toMatchObject({ id: ids.labour, minutes: 240 + 30 * 25 });
    expect(recurring).toMatchObject({ id: licence, quantity: 25 });
    const typing = contentAtDefaults({ ...parsed, variables: [{ unit: 'users', defaultValue: Number.NaN }] });
    expect(typing.sections[0]!.lines.map((line) => [line.minutes, line.quantity])).toEqual([
      [240, 1],
      [0, 1],
    ]);
  });
});

describe('TemplateExportFile', () => {
  it('reads the format marker so a foreign file is told apart from a newer one', () => {
    expect(TemplateExportFile.safeParse({ hello: 'world' }).success).toBe(false);
  });
});
