import { INTEGRATIONS_COPY } from '@scopewright/domain';
import type { IntegrationProvider } from '@/data/integrations';

/** The settings screen's texts (the API's refusals and the spec's title are the domain's INTEGRATIONS_COPY). */
export const INTEGRATIONS_SCREEN_COPY = {
  title: INTEGRATIONS_COPY.title,
  intro: INTEGRATIONS_COPY.description,
  lead:
    'An accepted quote becomes a company, a won opportunity and a project with one phase per section and one ' +
    'task per labour line. Companies and their contacts come back as clients.',
  loading: 'Loading integrations',
  loadFailed: 'The integrations could not be loaded.',
  retry: 'Try again',
  requestId: (id: string) => `Request id ${id}`,
  emptyTitle: 'No PSA available',
  emptyBody: 'There is no PSA to connect to yet. Reload the page, or contact support if this persists.',
  readOnlyTitle: 'Only workspace admins manage integrations',
  readOnlyBody:
    'Connecting a PSA stores its API keys for the whole workspace, so only admins can connect, map or disconnect ' +
    'one. Ask a workspace admin; once connected, you can send accepted quotes to it from the quote.',
  upgradeTitle: 'PSA integrations come with Premium',
  upgradeBody:
    'Send accepted quotes to ConnectWise PSA, Autotask or HaloPSA as projects with phases, tasks and hours, and ' +
    'import their companies as clients: on the Premium and Enterprise plans.',
  notConnected: 'Not connected',
  connect: 'Connect',
  cancel: 'Cancel',
  testAndConnect: 'Test and connect',
  testing: 'Testing…',
  connectFormLabel: (name: string) => `Connect ${name}`,
  secretNote: 'Keys are tested before anything is saved, stored encrypted, and never shown again.',
  connectedTo: (label: string) => `Connected to ${label}`,
  connected: 'Connected',
  connectedToast: (name: string) => `${name} connected`,
  lastTested: 'Last tested',
  neverTested: 'Never tested',
  lastTestFailed: 'The last test failed',
  lastPulled: 'Last import',
  testConnection: 'Test connection',
  testPassed: (name: string) => `${name} answered: the connection works`,
  testFailed: (name: string) => `${name} refused the connection`,
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  disconnectTitle: (name: string) => `Disconnect ${name}?`,
  disconnectBody: (name: string) =>
    `Scopewright forgets the keys, the field mapping and the sync log for ${name}, and stops sending accepted ` +
    'quotes to it and importing its companies. What was already created in the PSA stays there, and clients ' +
    'already imported stay in Scopewright. Connecting again later starts afresh: a new push cannot update ' +
    'records made before.',
  disconnected: (name: string) => `${name} disconnected`,
  pushOnAcceptance: 'Send quotes when the client accepts',
  pushOnAcceptanceHint:
    'Each accepted quote goes to the PSA by itself. Off: send it from the quote with "Send to" when you are ready.',
  pullSchedule: 'Import companies',
  pullScheduleHint: 'New companies and contacts in the PSA become clients; nothing is ever duplicated.',
  pullOff: 'Only when I ask',
  pullDaily: 'Every day',
  settingsSaved: 'Integration settings saved',
  importNow: 'Import companies now',
  importQueued: 'Import started: new companies appear as clients in a minute or two.',
  mapFields: 'Map roles, products and stages',
  stale: INTEGRATIONS_COPY.stale,
  required: INTEGRATIONS_COPY.required,
  reload: 'Reload',
} as const;

/** One line under each PSA's name on its card. */
export const PROVIDER_DESCRIPTIONS: Readonly<Record<IntegrationProvider, string>> = {
  connectwise: 'Companies, opportunities with forecast lines, and projects with phases and tickets.',
  autotask: 'Companies, opportunities with revenue, and projects with phases, tasks and product charges.',
  halopsa: 'Clients, opportunities, and projects with milestones and tasks.',
};
