import { SCOPE_DESCRIPTION_LIMITS } from './scope-copy';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The wizard's AI scoping assistant: the describe box, the review panel and what accepting says. */
export const AI_SCOPING_COPY = {
  title: 'Describe the project',
  refineTitle: 'Refine the suggestion',
  intro: 'Describe the work in plain English and get phases, tasks and hours priced from your rate card in seconds.',
  refineIntro: 'Say what to change, for example “add a third site” or “remove Intune”.',
  label: 'Project description',
  refineLabel: 'What should change?',
  placeholder:
    'e.g. Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops. Two sites, 2 TB of shared drives.',
  refinePlaceholder: 'e.g. add 10 more users, add a third site, remove Intune',
  characters: (n: number) =>
    `${n.toLocaleString('en-US')} / ${SCOPE_DESCRIPTION_LIMITS.max.toLocaleString('en-US')} characters`,
  shortcut: 'to generate',
  generate: 'Generate scope',
  refine: 'Refine',
  generating: 'Scoping…',
  startOver: 'Start over',
  retry: 'Try again',
  upgradeLink: 'View plans in Billing',
  askAdmin: 'Ask a workspace admin to upgrade the plan.',
  emptyScopeTitle: 'Or build the scope by hand',
  emptyScopeBody: 'Add a phase such as Discovery or Implementation, then its labour tasks, products and services.',
  // Review panel
  reviewTitle: 'Suggested scope',
  refinedTitle: 'Refined scope',
  understood: 'Understood',
  notUnderstood: 'Not understood',
  questions: 'Ask the client',
  fallback: (reason: string) => `The AI provider did not answer, so the built-in engine scoped this (${reason}).`,
  confidence: { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' },
  selectSection: (name: string) => `Include all of ${name}`,
  selectLine: (name: string) => `Include ${name}`,
  acceptSection: 'Accept section',
  acceptAll: 'Accept all',
  acceptSelected: (n: number) => `Accept selected (${n})`,
  discard: 'Discard',
  edit: 'Edit',
  added: 'Added',
  editLine: (name: string) => `Edit ${name}`,
  doneEditing: 'Done',
  nameLabel: 'Task name',
  hoursLabel: 'Hours',
  roleLabel: 'Role',
  details: 'Deliverables and assumptions',
  deliverables: 'Deliverables',
  assumptions: 'Assumptions',
  outOfScope: 'Out of scope',
  customerResponsibilities: 'Client responsibilities',
  totalHours: 'Total hours',
  totalPrice: 'Total price',
  oneTime: 'One-time',
  monthly: 'Monthly',
  catalogTitle: 'From your catalog',
  catalogSource: (sku: string | null) => (sku ? `Catalog SKU ${sku}` : 'Catalog item'),
  catalogSections: { oneTime: 'Products', recurring: 'Recurring services' },
  quantityTimes: (quantity: number, unit: string) => {
    const amount = quantity.toLocaleString('en-US');
    if (unit === 'each' || unit === '') return `${amount} ×`;
    const plural = quantity === 1 || /s$|[A-Z]$/.test(unit) ? unit : `${unit}s`;
    return `${amount} ${plural} ×`;
  },
  hours: (h: number) => `${h.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`,
  pricesFollowRateCard: (quoteCurrency: string, rateCurrency: string) =>
    `This quote is in ${quoteCurrency} and the rate card in ${rateCurrency}: prices follow the rate card once accepted, so only hours and roles are shown here.`,
  replacePrevious: (n: number) => `Replace the ${count(n, 'line', 'lines')} added from the earlier suggestion`,
  accepted: (n: number) => `Added ${count(n, 'line', 'lines')} to the scope`,
  acceptedSummary: (n: number) =>
    `${count(n, 'line', 'lines')} added to the scope below. Refine the suggestion or start over.`,
  nothingSelected: 'Select at least one line to accept.',
  lineLimit: 'The quote would pass 500 lines; some suggestions were not added.',
} as const;
