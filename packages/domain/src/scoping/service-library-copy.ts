import { SCOPE_UNIT_LABELS, type ScopeUnit } from './scope-suggestion-api';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** "1 user", "25 users", "2 TB". */
export const formatUnitCount = (value: number, unit: ScopeUnit): string =>
  `${hoursFormat.format(value)} ${value === 1 ? SCOPE_UNIT_LABELS[unit].one : SCOPE_UNIT_LABELS[unit].many}`;

/** A library task's hours rule as the catalogue prints it: "2 h + 0.35 h per mailbox", "4 h", "0.5 h per user". */
export function describeTaskHours(task: { baseHours: number; perUnitHours: number; unit: ScopeUnit | null }): string {
  const perUnit =
    task.unit && task.perUnitHours > 0
      ? `${hoursFormat.format(task.perUnitHours)} h per ${SCOPE_UNIT_LABELS[task.unit].one}`
      : null;
  if (!perUnit) return `${hoursFormat.format(task.baseHours)} h`;
  return task.baseHours > 0 ? `${hoursFormat.format(task.baseHours)} h + ${perUnit}` : perUnit;
}

/** "≈ 38 h for 25 users", or "≈ 12 h" for a service that does not scale. */
export function describeServiceHours(hours: number, quantity: number, unit: ScopeUnit | null): string {
  const rounded = `≈ ${hoursFormat.format(Math.round(hours * 10) / 10)} h`;
  return unit ? `${rounded} for ${formatUnitCount(quantity, unit)}` : rounded;
}

export const SERVICE_LIBRARY_COPY = {
  title: 'Service library',
  intro:
    'The projects MSPs sell, broken into tasks with roles and hours that scale with users, devices and sites. Add any of them to a quote.',
  searchLabel: 'Search services',
  searchPlaceholder: 'Search by name, product or task — e.g. SentinelOne, Intune, SD-WAN',
  allAreas: 'All areas',
  areaFilterLabel: 'Filter by area',
  resultCount: (count: number) => `${count} ${count === 1 ? 'service' : 'services'}`,
  emptyTitle: (query: string) => `No services match “${query}”`,
  emptyBody: 'Try a product name, an abbreviation (EDR, MDM, FW) or a broader word, or clear the filters.',
  clearFilters: 'Clear search and filters',
  loadFailed: 'The service library could not be loaded.',
  tasksHeading: 'Tasks',
  taskColumns: { task: 'Task', role: 'Role', hours: 'Hours' },
  deliverables: 'Deliverables',
  assumptions: 'Assumptions',
  outOfScope: 'Out of scope',
  customerResponsibilities: 'Customer responsibilities',
  synonyms: 'Also known as',
  phase: 'Phase',
  addToQuote: 'Add to a quote',
  addToQuoteTitle: (name: string) => `Add ${name} to a quote`,
  addToQuoteBody: 'Pick a draft quote to add it to, or start a new one. You choose the quantities in the quote.',
  draftQuotesLabel: 'Draft quotes',
  noDrafts: 'You have no draft quotes yet.',
  draftsFailed: 'Your draft quotes could not be loaded.',
  newQuote: 'Start a new quote',
  // Wizard picker
  addFromLibrary: 'Add from service library',
  pickerTitle: 'Add services from the library',
  pickerDescription:
    'Pick one or more services, set the quantities, and add their tasks to the scope, priced with your rate card.',
  pickerSearch: 'Search services to add',
  pickerPlaceholder: 'Search — e.g. Intune, SD-WAN, EDR',
  pickerSelected: (count: number) => `${count} selected`,
  quantitiesHeading: 'Quantities',
  quantityLabel: (unit: ScopeUnit) => `Number of ${SCOPE_UNIT_LABELS[unit].many}`,
  quantityInvalid: 'Enter whole numbers from 0 to 10,000.',
  estimateHeading: 'Estimate',
  estimateEmpty: 'Select a service to see its hours and price.',
  estimateLoading: 'Estimating…',
  estimateFailed: 'The estimate could not be calculated.',
  addToScope: 'Add to scope',
  addToScopeCount: (count: number) => (count > 1 ? `Add ${count} services to scope` : 'Add to scope'),
  added: (lines: number, sections: number) =>
    `Added ${lines} ${lines === 1 ? 'line' : 'lines'} in ${sections} ${sections === 1 ? 'section' : 'sections'} from the service library.`,
  unknownService: 'That service is not in the library any more.',
} as const;
