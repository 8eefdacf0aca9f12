import type { SyncRun } from '@/data/integrations';

export const PSA_SYNC_COPY = {
  title: 'PSA sync',
  lead: 'The accepted version goes to your PSA as a company, a won opportunity and a project with its phases and tasks.',
  loading: 'Loading the sync log',
  loadFailed: 'The sync log could not be loaded.',
  retry: 'Try again',
  sendTo: (name: string) => `Send to ${name}`,
  sending: 'Sending…',
  resendNote: 'Sending again updates what was created before; nothing is duplicated.',
  runningReason: (name: string) => `A push to ${name} is under way; you can send again when it finishes.`,
  queued: (name: string) => `Queued: the quote goes to ${name} in a moment.`,
  noneConnected: 'No PSA is connected. A workspace admin connects one under Settings → PSA Integrations.',
  empty: 'Not sent to a PSA yet.',
  logLabel: 'Sync log',
  version: (no: number) => `v${no}`,
  attempts: (n: number) => `${n} attempts`,
  created: (n: number) => `${n} created`,
  updated: (n: number) => `${n} updated`,
  calls: (n: number) => `${n} PSA calls`,
  clientsCreated: (n: number) => `${n} clients created`,
  clientsMatched: (n: number) => `${n} matched`,
  contactsCreated: (n: number) => `${n} contacts created`,
  company: 'Company',
  opportunity: 'Opportunity',
  project: 'Project',
  openIn: (what: string, name: string) => `${what} in ${name}`,
  psaSaid: (name: string) => `${name} said`,
  pickTitle: (name: string) => `Several companies in ${name} could be this client`,
  pickLead: 'Pick the one to use, or create a new company. The push then carries on.',
  createNew: 'Create a new company',
  confirm: 'Continue the push',
  confirming: 'Continuing…',
  openCandidate: (name: string) => `Open ${name} in the PSA`,
  previewTitle: (name: string) => `Send the accepted version to ${name} again?`,
  previewLoading: 'Working out what changes…',
  newPhases: 'New phases',
  newTasks: 'New tasks',
  newProducts: 'New products',
  updatedCounts: (phases: number, tasks: number, products: number) => {
    const counted = (n: number, noun: string) => `${String(n)} ${noun}${n === 1 ? '' : 's'}`;
    const nouns = [
      ...(phases + tasks > 0 ? [counted(phases, 'phase'), counted(tasks, 'task')] : []),
      ...(products > 0 ? [counted(products, 'product')] : []),
    ];
    const list = nouns.length < 2 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} and ${nouns.at(-1)!}`;
    return `${list} already there ${nouns.length === 1 && phases + tasks + products === 1 ? 'is' : 'are'} updated in place.`;
  },
  andMore: (n: number) => `and ${String(n)} more`,
  cancel: 'Cancel',
  showLog: 'Show the log',
  hideLog: 'Hide the log',
  loadingLog: 'Loading the log',
  logFailed: 'The log could not be loaded.',
  noEvents: 'Nothing was logged for this run yet.',
  eventsLabel: 'Steps of this run',
  levels: { warning: 'Warning', error: 'Error', info: 'Info' },
  openRecord: (id: string, name: string) => (id ? `#${id} in ${name}` : `Open in ${name}`),
  connectionLogTitle: 'Sync log',
  connectionLogEmpty: 'Nothing was sent to or imported from this PSA yet.',
  loadMore: 'Show older runs',
} as const;

export const STATUS_LABELS: Record<SyncRun['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  needs_confirmation: 'Needs confirmation',
};

export const TRIGGER_LABELS: Record<SyncRun['trigger'], string> = {
  manual: 'Sent by hand',
  acceptance: 'On acceptance',
  schedule: 'Scheduled',
};
