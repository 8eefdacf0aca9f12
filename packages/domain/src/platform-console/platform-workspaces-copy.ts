const list = (values: readonly string[]) => values.join(', ');
const count = (n: number) => n.toLocaleString('en-US');

/** Super admin → MSPs and Overview: the API's refusals and the labels both the API (CSV) and the web print. */
export const PLATFORM_WORKSPACES_COPY = {
  unknownTier: (value: string) =>
    `Unknown tier "${value}": use ${list(['trial', 'essentials', 'premium', 'enterprise'])}.`,
  unknownState: (value: string) =>
    `Unknown state "${value}": use ${list(['trial', 'paying', 'trial_expired', 'read_only', 'suspended'])}.`,
  unknownSort: (value: string) =>
    `Unknown sort "${value}": use ${list(['name', 'created', 'trialEnd', 'lastActive'])}.`,
  unknownDir: (value: string) => `Unknown direction "${value}": use asc or desc.`,
  unknownRange: (value: string) => `Unknown range "${value}": use today, week, month, quarter or year.`,
  daysRange: (field: string, max: number) => `${field} must be a whole number of days from 1 to ${count(max)}.`,
  invertedDates: 'The created-from date must be on or before the created-to date.',
  activityNeverMet:
    'activeWithinDays must be more than inactiveForDays: a workspace cannot be active within fewer days than it has been inactive.',
  pageTooDeep: (cap: number) => `Only the first ${count(cap)} matches can be paged through: narrow the filters.`,
  textTooLong: (max: number) => `Use at most ${String(max)} characters.`,
} as const;

export const WORKSPACE_STATE_LABELS = {
  trial: 'Trial',
  paying: 'Paying',
  trial_expired: 'Trial expired',
  read_only: 'Read-only',
  suspended: 'Suspended',
} as const;

export const WORKSPACE_PLAN_LABELS = {
  trial: 'Trial',
  essentials: 'Essentials',
  premium: 'Premium',
  enterprise: 'Enterprise',
} as const;

/** Super admin → MSPs' words (the screen at /dashboard/superadmin/msps). */
export const MSP_LIST_COPY = {
  title: 'MSPs',
  intro: 'Every MSP workspace with its plan, state, owner, seats and activity.',
  exportCsv: 'Export CSV',
  exportHint: 'Every workspace matching the filters, in this order (up to 50,000).',
  filtersLabel: 'Filter the workspaces',
  search: 'Search',
  searchPlaceholder: 'Name, domain or member email',
  plan: 'Plan',
  anyPlan: 'All plans',
  state: 'State',
  anyState: 'All states',
  trialEnding: 'Trial ending',
  anyTrialEnd: 'Any time',
  trialEndsWithin: (days: number) => `Within ${days} ${days === 1 ? 'day' : 'days'}`,
  activity: 'Activity',
  anyActivity: 'Any activity',
  activities: {
    active7: 'Active in the last 7 days',
    active30: 'Active in the last 30 days',
    idle30: 'Inactive for 30+ days',
    idle90: 'Inactive for 90+ days',
  },
  createdFrom: 'Created from',
  createdTo: 'Created to',
  clearFilters: 'Clear filters',
  tableCaption: 'MSP workspaces',
  columns: {
    name: 'Workspace',
    owner: 'Owner',
    plan: 'Plan',
    state: 'State',
    members: 'Members',
    seats: 'Seats',
    mrr: 'MRR',
    trialEnd: 'Trial ends',
    created: 'Created',
    lastActive: 'Last active',
  },
  sortBy: (column: string) => `Sort by ${column}`,
  noOwner: 'No owner',
  never: 'Never',
  stripe: 'Stripe',
  total: (total: string, capped: boolean) => `${capped ? `${total}+` : total} workspaces`,
  oneTotal: '1 workspace',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous page',
  next: 'Next page',
  loading: 'Loading the workspaces',
  loadFailed: 'Could not load the workspaces',
  emptyTitle: 'No workspaces yet',
  emptyBody: 'MSPs appear here as soon as someone signs up.',
  emptyFilteredTitle: 'No workspaces match',
  emptyFilteredBody: 'Try another search, or clear the filters.',
  open: (name: string) => `Open ${name}`,
} as const;
