import { OPPORTUNITY_BULK_MAX } from './opportunity-enums';

/** Every message the pipeline screens and API show (docs/decisions/0047-opportunities-pipeline.md). */
export const OPPORTUNITY_COPY = {
  nameRequired: 'Enter a name for the opportunity.',
  tooLong: (max: number) => `Use at most ${String(max)} characters.`,
  probabilityRange: 'Enter a probability from 0 to 100 %.',
  closeDateTooOld: 'The expected close date is more than a year in the past. Pick a recent or a future date.',
  nextStepDateTooOld: 'The next step date is more than a year in the past. Pick a recent or a future date.',
  valueRange: 'Enter an amount from 0 to 1,000,000,000.00.',
  stageRetired: (stage: string) => `The stage “${stage}” has been retired. Pick one of the current stages.`,
  stageNotFound: 'That stage is not in your pipeline.',
  lossReasonRequired: 'Pick a reason for the loss: your workspace asks for one on every lost deal.',
  lossReasonNotFound: 'That loss reason is not in your list.',
  lossReasonRetired: (label: string) => `The loss reason “${label}” has been retired. Pick one of the current reasons.`,
  lossReasonOnlyWhenLost: 'A loss reason goes with a lost stage only.',
  contactNotOfClient: 'That contact does not belong to the chosen client. Pick one of its contacts.',
  ownerNotMember: 'The owner must be a member of your workspace.',
  clientArchived: 'This client is archived. Unarchive it to open a deal with it.',
  staleMove: (who: string, stage: string) =>
    `Someone else moved this deal: ${who} put it in ${stage}. Your change was not saved; the card now shows where it is, so move it again if you still want to.`,
  staleEdit: (who: string, stage: string) =>
    `Someone else changed this deal meanwhile: ${who} saved it (now in ${stage}). Your change was not saved; reload it and make your change again.`,
  someoneElse: 'A teammate',
  theClient: 'The client (accepting the quote)',
  notClosed: 'This deal is still open, so there is nothing to reopen.',
  createInOpenStage: 'A new deal starts in an open stage. Move it to a won or lost stage once it exists.',
  reopenStageRequired: 'Reopening needs an open stage to put the deal in.',
  bulkTooMany: `Change at most ${String(OPPORTUNITY_BULK_MAX)} deals at once.`,
  bulkDuplicate: 'The same deal is listed twice.',
  bulkStaleNone: 'Choose a stage or an owner to change.',
  // Quotes and opportunities (docs/decisions/0047-opportunities-pipeline.md).
  quoteOtherClient: 'That opportunity is for another client. Pick one of this client’s opportunities, or create one.',
  quoteOpportunityNotFound: 'That opportunity is not in your workspace.',
  // Pipeline administration.
  stageNameRequired: 'Enter a stage name.',
  stageNameTaken: 'A stage with this name already exists. Choose another name.',
  stageHasOpenDeals: (count: number) =>
    `This stage still holds ${String(count)} open ${count === 1 ? 'deal' : 'deals'}. Move them to another stage before retiring it.`,
  lastStageOfKind: (kind: string) =>
    `Your pipeline needs at least one ${kind} stage. Add another before retiring this one.`,
  stageKindFixed: 'A stage’s kind cannot change once it exists. Add a new stage and retire this one instead.',
  orderMismatch: 'The new order must list every current stage exactly once. Reload the stages and try again.',
  lossReasonLabelRequired: 'Enter a loss reason.',
  lossReasonLabelTaken: 'This loss reason is already in your list.',
  alreadyRetired: 'This is already retired.',
} as const;
