/** The home screen's "Today" words: what to do today, for every member. */
export const TODAY_COPY = {
  heading: 'Today',
  myPipeline: 'My open pipeline',
  openDeals: (n: number) => `${n.toLocaleString('en-US')} open ${n === 1 ? 'deal' : 'deals'}`,
  weighted: 'Weighted',
  weightedHint: 'Each open deal’s value × its probability (its own, else its stage’s).',
  weightedDetail: 'value × probability',
  winRate: 'Win rate this quarter',
  winRateDetail: (won: number, lost: number) => `${won} won · ${lost} lost`,
  winRateNone: 'No deals closed yet',
  winRateHint: 'Deals the workspace closed this quarter: won ÷ (won + lost).',

  overdueHeading: 'Overdue next steps',
  overdueMore: (n: number) => `${n.toLocaleString('en-US')} more overdue`,
  overdueEmpty: 'No overdue next steps. Every deal you own has a plan.',
  overdueDays: (days: number) => (days === 1 ? '1 day overdue' : `${days.toLocaleString('en-US')} days overdue`),
  noPipelineTitle: 'No open deals yet',
  noPipelineBody: 'Add the deals you are working on to the pipeline: each gets a stage, a value and a next step.',
  openPipeline: 'Open the pipeline',

  waitingHeading: 'Waiting on the client',
  viewedGroup: 'Viewed, not answered',
  expiringGroup: 'Expiring this week',
  waitingEmpty: 'Nothing is waiting on a client. Send a quote and you will see here when they open it.',
  views: (n: number) => (n === 1 ? 'opened once' : `opened ${n.toLocaleString('en-US')} times`),
  expires: (date: string, today: string) =>
    date === today
      ? 'expires today'
      : `expires ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })}`,

  activityHeading: 'Recent activity',
  activityEmpty: 'Quotes you create and send, and deals you move, show up here.',
  theClient: 'The client',
  wonByClient: 'Won: the client accepted the quote',
  someone: 'Someone',

  loadError: 'Today’s list could not be loaded.',
  retry: 'Try again',
} as const;

/** What happened, after who did it: "Dana Admin sent it", "The client viewed it". */
export const QUOTE_EVENT_VERBS: Record<string, string> = {
  created: 'created it',
  ai_generated: 'drafted it with AI',
  sent: 'sent it',
  viewed: 'viewed it',
  reminded: 'sent a reminder',
  accepted: 'accepted it',
  declined: 'declined it',
  revised: 'revised it',
  restored: 'restored a version',
  duplicated: 'duplicated it',
  archived: 'archived it',
  unarchived: 'unarchived it',
  exported: 'exported it',
  link_revoked: 'revoked its link',
  expired: 'expired',
};

export const DEAL_EVENT_VERBS: Record<string, string> = {
  opened: 'added the deal',
  moved: 'moved it',
  won: 'marked it won',
  lost: 'marked it lost',
};
