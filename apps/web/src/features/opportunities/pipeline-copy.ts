/** The pipeline screen's own words; the API's messages and the form rules come from the domain's OPPORTUNITY_COPY. */
export const PIPELINE_COPY = {
  title: 'Pipeline',
  addOpportunity: 'Add an opportunity',
  emptyTitle: 'Your pipeline is empty',
  emptyBody:
    'The pipeline follows every deal from the first conversation to a signed quote: each stage has a probability, ' +
    'so the board shows what is likely to close, not just what is open. Add the deals you are working on and drag ' +
    'them along as they move.',
  noMatchesTitle: 'No opportunities match these filters',
  noMatchesBody: 'Try a wider date or value range, or clear the filters to see the whole pipeline.',
  clearFilters: 'Clear all filters',
  loadError: 'The pipeline could not be loaded.',
  retry: 'Try again',
  noOwner: 'No owner',
  noCloseDate: 'No close date',
  overdue: 'Overdue',
  staleAfterDays: 14,
  stale: (days: number) => `No activity for ${String(days)} days`,
  created: (name: string) => `${name} added to the pipeline.`,
  matches: (shown: number, total: number) =>
    shown === total ? `${String(total)} opportunities` : `${String(shown)} of ${String(total)} opportunities`,
  selected: (count: number) => `${String(count)} selected`,
  emptyOpenColumn: 'No deals here. Drag one in, or add one with +.',
  emptyClosedColumn: 'No deal closed here in the last 30 days. Drag one in to close it.',
  moreInColumn: (count: number) => `${String(count)} more — use the list view to see them all`,
  lostTitle: (name: string) => `Mark “${name}” as lost`,
  lostBody: 'Why was this deal lost? The reason feeds the pipeline analytics.',
  lossReason: 'Loss reason',
  lossReasonOptional: 'Loss reason (optional)',
  lossNote: 'Note (optional)',
  markLost: 'Mark as lost',
  markWon: 'Mark as won',
  reopen: 'Reopen',
  clientDeclined: (quoteNumber: string) => `The client declined ${quoteNumber}`,
  clientDeclinedNoReason: 'They gave no reason.',
  clientDeclinedAsk: 'Mark the deal as lost with their reason, or keep it open to send a revised quote.',
} as const;
