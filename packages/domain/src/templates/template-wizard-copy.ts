import { SCOPE_UNIT_LABELS, type ScopeUnit } from '../scoping/scope-suggestion-api';

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the quote wizard says about templates (docs/product-rules.md#templates): the new quote's four starts,
 * "Insert template" on the Scope step and "Save as template" for a quote or one of its sections.
 */
export const TEMPLATE_WIZARD_COPY = {
  // The new quote's starts.
  startsLabel: 'How do you want to start?',
  starts: {
    describe: { title: 'Describe it', body: 'AI drafts phases, tasks and hours from a few sentences.' },
    template: { title: 'From a template', body: 'A saved scope, sized by your answers.' },
    copy: { title: 'Copy a past quote', body: 'Reuse a quote you already built.' },
    blank: { title: 'Blank', body: 'Build the scope line by line.' },
  },
  describeLabel: 'Describe the project',
  describePlaceholder: 'e.g. Move 45 users from Google Workspace to Microsoft 365 and enrol their laptops in Intune.',
  describeHint:
    'Choose the client below: the scope is drafted as the quote opens. Leave it empty to describe it later.',

  templateLabel: 'Template',
  chooseTemplate: 'Choose a template',
  changeTemplate: 'Change',
  templateNone: 'No template chosen yet.',
  templateAnswers: (values: Partial<Record<ScopeUnit, number>>) => {
    const parts = Object.entries(values).map(
      ([unit, value]) => `${value.toLocaleString('en-US')} ${SCOPE_UNIT_LABELS[unit as ScopeUnit].many}`,
    );
    return parts.length === 0 ? 'Fixed scope' : parts.join(' · ');
  },
  templateRequired: 'Choose the template to start from.',
  startPickerTitle: 'Start from a template',
  startPickerDescription: 'Pick a template and answer its questions; the quote opens on its scope.',
  startPickerConfirm: 'Use template',
  createFromTemplate: 'Create quote from template',
  creatingFromTemplate: 'Creating quote…',
  clientThenTemplate: 'Choose a client and a template to start the quote.',

  copySearchLabel: 'Search past quotes',
  copySearchPlaceholder: 'Search by number, title or client…',
  copyListLabel: 'Past quotes',
  copyLoading: 'Loading quotes…',
  copyFailed: 'The quotes could not be loaded.',
  copyEmpty: 'No quotes yet. Start one another way: the next quote can be copied from it.',
  copyNoMatches: (q: string) => `No quotes match “${q}”.`,
  copyAction: (number: string) => `Copy ${number}`,
  copying: 'Copying…',
  copied: (from: string, to: string) => `Copied ${from} as ${to}. Check the client, then the scope.`,
  tryAgain: 'Try again',

  // Insert template on the Scope step.
  insertTemplate: 'Insert template',
  insertTitle: 'Insert a template',
  insertDescription:
    'Add a template’s sections to the end of this quote, sized by your answers and priced at your rates.',
  insertConfirm: 'Insert sections',
  inserted: (sections: number, lines: number, name: string) =>
    `Inserted ${plural(sections, 'section')} with ${plural(lines, 'line')} from “${name}”.`,

  // Save as template.
  saveAsTemplate: 'Save as template',
  saveSectionAsTemplate: 'Save section as template',
  quoteActions: 'Quote actions',
  saveTitle: 'Save as template',
  saveSectionTitle: (section: string) => `Save “${section}” as a template`,
  saveDescription:
    'Your team can start quotes from it in Templates. Lines keep their hours and scope language; prices follow each quote’s rate card.',
  nameLabel: 'Template name',
  descriptionLabel: 'Description',
  descriptionHint: 'What the template covers and when to use it.',
  categoryLabel: 'Category',
  categoryHint: 'Groups templates in the list, such as “Migrations” or “Security”.',
  variablesHeading: 'Questions',
  variablesHint: 'What a quote from this template asks, such as the number of users. Lines can scale with the answers.',
  addVariable: 'Add a question',
  variableLimit: (max: number) => `A template can ask at most ${String(max)} questions.`,
  variableUnitLabel: 'Counts',
  variableQuestionLabel: 'Question',
  variableQuestionPlaceholder: (unit: ScopeUnit) => `How many ${SCOPE_UNIT_LABELS[unit].many}?`,
  variableDefaultLabel: 'Default',
  variableFieldLabel: (field: string, index: number) => `${field} of question ${String(index + 1)}`,
  removeVariable: (index: number) => `Remove question ${String(index + 1)}`,
  unitOption: (unit: ScopeUnit) => capitalised(SCOPE_UNIT_LABELS[unit].many),
  rulesHeading: 'Scaling',
  rulesHint: 'Labour hours can grow with an answer; product and service quantities can follow one.',
  rulesNoVariables: 'Add a question first to let lines scale with its answer.',
  rulesNoLines: 'No labour, product or service lines to scale.',
  ruleFixed: 'Fixed',
  scalesWith: (unit: ScopeUnit) => `Scales with ${SCOPE_UNIT_LABELS[unit].many}`,
  quantityFollows: (unit: ScopeUnit) => `Quantity follows ${SCOPE_UNIT_LABELS[unit].many}`,
  ruleSelectLabel: (line: string) => `Scaling of ${line}`,
  minutesPerUnitLabel: (line: string) => `Minutes per unit for ${line}`,
  minutesPerUnit: (unit: ScopeUnit) => `min per ${SCOPE_UNIT_LABELS[unit].one}`,
  saveConfirm: 'Save template',
  saving: 'Saving…',
  cancel: 'Cancel',
  saved: (name: string) => `Saved “${name}” as a template.`,
  openTemplate: 'Open in Templates',
  saveNeedsSavedQuote: 'The quote’s latest changes could not be saved, so the template would miss them. Try again.',
} as const;
