/** The quotes API's user-facing messages (the wizard and the list show them as they are). */
export const QUOTE_API_COPY = {
  quoteNotFound: 'This quote does not exist in your workspace.',
  versionNotFound: 'This version of the quote does not exist.',
  clientNotFound: 'This client does not exist in your workspace.',
  clientArchived: 'This client is archived. Restore it before quoting for it.',
  contactNotFound: 'This contact does not belong to the chosen client.',
  someQuotesNotFound: 'Some of the selected quotes do not exist in your workspace. Nothing was changed.',
  invalidCursor: 'This page link is no longer valid. Reload the list to start again.',
  invalidDateRange: 'The start date must be on or before the end date.',
  emptyQuote: 'Add at least one priced line before sending this quote.',
  onlyDraftCanBeSent: 'Only a draft can be marked as sent. This version was already sent.',
  revisionNeedsFrozen: 'The current version is still a draft: edit it directly instead of creating a new version.',
  acceptedLocked: 'This quote was accepted by the client. Duplicate it to quote again.',
  alreadyCurrentDraft: 'This version is already the current draft.',
  compareSameVersion: 'Choose two different versions to compare.',
  archivedQuoteLocked: 'This quote is archived. Unarchive it before changing it.',
  patchUnknownSection: 'This section is not in the draft. Reload the quote and try again.',
  patchOrderMismatch:
    'The new order does not list this draft’s sections and lines exactly. Reload the quote and try again.',
} as const;

export const copyTitle = (title: string, max = 200): string => {
  const suffix = ' (copy)';
  return title.length + suffix.length <= max ? `${title}${suffix}` : `${title.slice(0, max - suffix.length)}${suffix}`;
};
