import { FEATURES_BY_TIER, PAID_TIERS, TIER_LABELS } from '@scopewright/domain';

/** The plan that includes API access, read from the plan matrix rather than written down twice. */
export const API_PLAN_NAME =
  TIER_LABELS[PAID_TIERS.find((tier) => FEATURES_BY_TIER[tier].canUseApiAccess) ?? 'enterprise'];

export const API_REFERENCE_URL = '/api/v1/docs';
export const API_OPENAPI_URL = '/api/v1/openapi.json';

/** Settings → API's texts (the API's validation messages are the domain's PUBLIC_API_COPY). */
export const API_SETTINGS_COPY = {
  title: 'API',
  intro:
    'Connect your own tools to Scopewright: API keys let a script or integration read and write your workspace ' +
    'through the REST API, and webhooks tell your systems the moment something happens.',
  reference: 'API reference',
  openapi: 'OpenAPI document',
  loading: 'Loading API settings',
  retry: 'Try again',
  requestId: (id: string) => `Request id ${id}`,
  notAdminTitle: 'Only workspace admins manage API keys and webhooks',
  notAdminBody:
    'An API key acts for the whole workspace, and webhooks send its data to other systems, so only admins can ' +
    'create, rotate or revoke them. Ask a workspace admin if a tool you use needs access.',
  upgradeTitle: `API access comes with ${API_PLAN_NAME}`,
  upgradeBody:
    'Create quotes from a description, sync clients and opportunities, and get signed webhooks when a quote is ' +
    `sent, viewed or accepted: the REST API and webhooks are part of the ${API_PLAN_NAME} plan.`,

  keysTitle: 'API keys',
  keysIntro: 'A key acts as this workspace, never as a person; everything it does is recorded against its name.',
  keysLoadFailed: 'The API keys could not be loaded.',
  keysEmptyTitle: 'No API keys yet',
  keysEmptyBody:
    'Create a key for each tool that talks to Scopewright (your PSA scripts, a reporting job, Zapier) with only ' +
    'the access it needs. Start with the API reference to see what it can do.',
  createKey: 'Create key',
  keysTableLabel: 'API keys',
  colName: 'Name',
  colScopes: 'Scopes',
  colCreated: 'Created',
  colLastUsed: 'Last used',
  colExpires: 'Expires',
  colStatus: 'Status',
  colActions: 'Actions',
  neverUsed: 'Never used',
  neverExpires: 'Never',
  createdBy: (name: string) => `by ${name}`,
  keyStatus: { active: 'Active', expiring: 'Expiring', expired: 'Expired', revoked: 'Revoked' },
  expiringUntil: (when: string) => `Stops working ${when}`,
  rotate: 'Rotate',
  rotateLabel: (name: string) => `Rotate ${name}`,
  revoke: 'Revoke',
  revokeLabel: (name: string) => `Revoke ${name}`,
  revoking: 'Revoking…',
  revokeTitle: (name: string) => `Revoke “${name}”?`,
  revokeBody: (name: string) =>
    `Every request made with “${name}” is refused from now on. Tools using it stop working until they get a new ` +
    'key. This cannot be undone.',
  revoked: (name: string) => `“${name}” revoked`,

  createTitle: 'Create an API key',
  createDescription: 'Name it after the tool that will use it, and give it only the access that tool needs.',
  keyName: 'Name',
  keyNamePlaceholder: 'Autotask sync script',
  scopes: 'Access',
  scopesHint: 'Write includes read. A key without access to a resource gets 403 there.',
  scopeLevels: { none: 'No access', read: 'Read', write: 'Read & write' },
  allRead: 'All read',
  fullAccess: 'Full access',
  clearAll: 'None',
  expiry: 'Expires',
  expiryOptions: { never: 'Never', '30d': 'In 30 days', '90d': 'In 90 days', '1y': 'In 1 year', custom: 'On a date…' },
  expiryDate: 'Expiry date',
  expiryHint: 'The key stops working at the end of that day.',
  expiryDateRequired: 'Choose the day the key stops working.',
  createFailed: 'The key could not be created.',
  cancel: 'Cancel',
  creating: 'Creating…',
  create: 'Create key',

  rotateTitle: (name: string) => `Rotate “${name}”`,
  rotateDescription:
    'A new key with the same name and access replaces this one. Keep the old one working long enough to put the ' +
    'new key in place everywhere.',
  overlap: 'The old key keeps working',
  overlapOptions: [
    { hours: 0, label: 'Stops now' },
    { hours: 1, label: 'For 1 hour' },
    { hours: 24, label: 'For 24 hours' },
    { hours: 168, label: 'For 7 days' },
  ],
  rotating: 'Rotating…',
  rotateConfirm: 'Rotate key',

  revealKeyTitle: 'Copy your new API key',
  revealSecretTitle: 'Copy the signing secret',
  keyLabel: 'API key',
  secretLabel: 'Signing secret',
  shownOnce: 'You won’t see this key again.',
  shownOnceBody: 'Store it in your password manager or the tool’s secret store now. If you lose it, rotate the key.',
  secretShownOnce: 'You won’t see this secret again.',
  secretShownOnceBody:
    'Your receiver verifies each webhook’s signature with it (Standard Webhooks). Store it now; if you lose it, ' +
    'rotate the secret.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Your browser refused to copy. Select the text and copy it by hand.',
  tryIt: 'Try it',
  done: 'Done',

  webhooksTitle: 'Webhooks',
  webhooksIntro:
    'Scopewright sends a signed POST to your endpoint when something happens, retries for about a day if it fails, ' +
    'and keeps a log of every attempt.',
  webhooksLoadFailed: 'The webhook endpoints could not be loaded.',
  webhooksEmptyTitle: 'No endpoints yet',
  webhooksEmptyBody:
    'Add an endpoint to hear about quotes being sent, viewed and accepted, deals moving and clients changing, ' +
    'as they happen.',
  addEndpoint: 'Add endpoint',
  endpointsLabel: 'Webhook endpoints',
  colUrl: 'Endpoint',
  colEvents: 'Events',
  eventCount: (n: number) => (n === 1 ? '1 event' : `${n} events`),
  endpointStatus: { enabled: 'Enabled', disabled: 'Disabled', auto_disabled: 'Turned off after failures' },
  open: 'Open',
  openEndpoint: (url: string) => `Open ${url}`,

  addTitle: 'Add a webhook endpoint',
  addDescription: 'Scopewright sends each chosen event to this address, signed with a secret only you will hold.',
  url: 'Endpoint URL',
  urlPlaceholder: 'https://example.com/webhooks/scopewright',
  urlHint: 'An https address that answers with a 2xx within 10 seconds.',
  description: 'Description (optional)',
  descriptionPlaceholder: 'Sends accepted quotes to our billing system',
  events: 'Events',
  selectAll: 'Select all',
  eventGroups: { quote: 'Quotes', opportunity: 'Opportunities', client: 'Clients' },
  adding: 'Adding…',
  add: 'Add endpoint',
  added: 'Endpoint added',
  fixErrors: 'Check the highlighted fields.',

  endpointTitle: 'Webhook endpoint',
  endpointDescription: 'The endpoint’s settings, secret and delivery log',
  closeEndpoint: 'Close the endpoint',
  disabledReason: (reason: string) => `Turned off: ${reason}`,
  consecutiveFailures: (n: number) => `${n} failed deliveries in a row`,
  enabled: 'Enabled',
  enabledHint: 'A disabled endpoint receives nothing; events that happen meanwhile are not sent later.',
  endpointEnabled: 'Endpoint enabled',
  endpointDisabled: 'Endpoint disabled',
  edit: 'Edit',
  save: 'Save changes',
  saving: 'Saving…',
  saved: 'Endpoint saved',
  sendTest: 'Send test event',
  testQueued: 'Test event queued: it appears in the delivery log in a moment.',
  rotateSecret: 'Rotate secret',
  rotateSecretTitle: 'Rotate the signing secret?',
  rotateSecretBody:
    'A new secret signs every delivery from now on. The current one keeps signing beside it for 24 hours (both ' +
    'signatures are sent), so your receiver keeps verifying while you put the new one in place.',
  rotatingSecret: 'Rotating…',
  deleteEndpoint: 'Delete',
  deleteTitle: 'Delete this endpoint?',
  deleteBody: (url: string) =>
    `Scopewright stops sending events to ${url} and forgets its delivery log. Pending retries are dropped.`,
  deleting: 'Deleting…',
  deleted: 'Endpoint deleted',
  secretStart: 'Secret',

  deliveriesTitle: 'Delivery log',
  deliveriesLabel: 'Deliveries',
  deliveriesLoadFailed: 'The delivery log could not be loaded.',
  deliveriesEmpty: 'Nothing delivered yet. Send a test event to see what your endpoint receives.',
  deliveriesEmptyFiltered: 'No deliveries with this status.',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  deliveryStatus: { pending: 'Pending', succeeded: 'Delivered', failed: 'Failed' },
  queued: 'Queued',
  retrying: 'Retrying',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  noResponse: 'No response',
  responseCode: (code: number) => `HTTP ${code}`,
  nextAttempt: (when: string) => `Next try ${when}`,
  loadMore: 'Load more',
  showDelivery: 'Show details',
  hideDelivery: 'Hide details',
  deliveryLoadFailed: 'This delivery could not be loaded.',
  payload: 'Payload',
  attemptsTitle: 'Attempts',
  noAttempts: 'Not tried yet: the first attempt is on its way.',
  attemptLabel: (n: number) => `Attempt ${n}`,
  trigger: { automatic: 'Automatic', replay: 'Replay', test: 'Test' },
  duration: (ms: number) => `${ms} ms`,
  responseExcerpt: 'Response',
  replay: 'Replay',
  replaying: 'Replaying…',
  replayQueued: 'Delivery queued again: the new attempt appears in a moment.',
  messageId: 'Message id',
} as const;
