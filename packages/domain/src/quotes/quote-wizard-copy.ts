/** Every text the quote wizard shows (web); kept here so copy is reviewed and tested in one place. */
export const WIZARD_STEPS = [
  { id: 'client', label: 'Client', hint: 'Who the quote is for' },
  { id: 'scope', label: 'Scope', hint: 'Phases, tasks and products' },
  { id: 'pricing', label: 'Pricing', hint: 'Term, discounts, tax, margin' },
  { id: 'review', label: 'Review', hint: 'What the client sees' },
] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];

export const isWizardStep = (value: string | null): value is WizardStepId =>
  WIZARD_STEPS.some((step) => step.id === value);

export const WIZARD_COPY = {
  newTitle: 'New quote',
  loadFailed: 'We couldn’t load this quote',
  // Autosave
  saving: 'Saving…',
  saved: (time: string) => `Saved · ${time}`,
  unsaved: 'Unsaved changes',
  saveFailed: 'Couldn’t save',
  retry: 'Retry',
  savedToast: 'Draft saved',
  autosavePaused: 'Autosave is paused until the conflict is resolved.',
  // Client step
  clientLabel: 'Client',
  clientPlaceholder: 'Search clients…',
  clientEmpty: 'No clients match. Create one instead.',
  createClient: 'New client',
  newClientTitle: 'New client and contact',
  newClientIntro: 'The client is saved to your workspace; you can add sites and notes on the client page later.',
  clientNameLabel: 'Client name',
  contactFirstNameLabel: 'Contact first name',
  contactLastNameLabel: 'Contact last name',
  contactEmailLabel: 'Contact email',
  clientCreated: (name: string) => `Client ${name} created`,
  titleLabel: 'Quote title',
  titlePlaceholder: 'e.g. Microsoft 365 migration',
  validUntilLabel: 'Valid until',
  currencyLabel: 'Currency',
  currencyHint: 'Taken from the client; change it for this quote only.',
  contactLabel: 'Contact',
  noContact: 'No contact',
  startQuote: 'Continue to scope',
  creatingQuote: 'Creating quote…',
  clientStepIncomplete: 'Choose a client and enter a title to start the quote.',
  describedHeading: 'Your project',
  describedHint: 'Choose the client: the quote is created and its scope generated from this description at once.',
  describedHintNoTitle: 'Enter a title and choose the client to create the quote and generate its scope.',
  // Step bar
  stepBarLabel: 'Quote steps navigation',
  back: 'Back',
  next: 'Next',
  stepOf: (index: number, total: number, label: string) => `Step ${index} of ${total} · ${label}`,
  revise: 'Revise',
  revising: 'Creating the new version…',
  reviseHint: (versionNo: number) => `Creates version ${versionNo} as an editable draft`,
  outcomeBanner: (status: 'declined' | 'expired', versionNo: number, when = '') =>
    status === 'declined'
      ? `The client declined this version (v${versionNo}). It is read-only; Revise creates version ${versionNo + 1}.`
      : `This version (v${versionNo}) expired${when ? ` ${when}` : ''} and is read-only. Revise creates version ${versionNo + 1}.`,
  // Scope step
  addSection: 'Add section',
  newSectionName: 'New section',
  addLine: 'Add line',
  addFromCatalog: 'Catalog item',
  catalogSearch: 'Search the catalog…',
  catalogEmpty: 'No catalog items match.',
  lineDeleted: (name: string) => `Deleted “${name}”`,
  sectionDeleted: (name: string) => `Deleted section “${name}”`,
  undo: 'Undo',
  lineLimit: 'A quote can have at most 500 lines.',
  gridHelp:
    'Tab moves between cells, Enter moves down (a new line at the end), Esc undoes the cell, Ctrl+Enter adds a line.',
  detailsTitle: 'Line details',
  deliverables: 'Deliverables',
  assumptions: 'Assumptions',
  outOfScope: 'Out of scope',
  customerResponsibilities: 'Customer responsibilities',
  clientDescription: 'Client description',
  internalNote: 'Internal note',
  internalNoteHint: 'Never shown to the client.',
  addItem: 'Add item',
  optional: 'Optional',
  // Pricing step
  contractTerm: 'Contract term (months)',
  pricingModel: 'Pricing model',
  quoteDiscount: 'Quote discount',
  quoteDiscountHint: 'Applies to the one-time subtotal.',
  taxRate: 'Tax rate',
  taxRateHint: 'From your company settings; change it for this quote only.',
  lineDiscounts: 'Line discounts',
  marginBySection: 'Margin by section',
  targetMargin: 'Target',
  belowCostTitle: (count: number) => `${count} ${count === 1 ? 'line is' : 'lines are'} priced below cost`,
  belowCostBody: 'These lines lose money as priced. Raise the price or check the cost.',
  jumpToLine: 'Show line',
  // Review step
  executiveSummary: 'Executive summary',
  terms: 'Terms',
  saveDraft: 'Save as draft',
  markSent: 'Mark as sent',
  markSentTitle: 'Mark this quote as sent?',
  markSentBody:
    'The version is frozen once sent: later edits create a new version, and the client keeps seeing this one until then.',
  markedSent: 'Quote marked as sent',
  sentBanner: (versionNo: number, when: string) =>
    `This version (v${versionNo}) was sent ${when} and is read-only. Revise creates version ${versionNo + 1}.`,
  revisionCreated: (versionNo: number) => `Version ${versionNo} created`,
  readOnlyBanner: 'You can view this quote but not change it.',
  emptyQuoteCannotSend: 'Add at least one priced line before sending.',
  // History
  versionHistory: 'Version history',
  compare: 'Compare',
  compareTitle: 'Compare versions',
  restore: 'Restore as draft',
  restored: (versionNo: number) => `Version ${versionNo} restored as a new draft`,
  noDifferences: 'These versions have the same lines.',
  // Conflict
  conflictTitle: 'Someone else saved this quote',
  conflictBody: (who: string, when: string) =>
    `${who} saved a newer version ${when}. Autosave is paused so nothing is overwritten.`,
  reloadTheirs: 'Reload their version',
  copyMine: 'Copy my changes',
  downloadMine: 'Download my version (JSON)',
  copyToClipboard: 'Copy to clipboard',
  copiedToClipboard: 'Your version is on the clipboard',
  clipboardRefused: 'The browser refused the clipboard; download your version instead.',
  myVersion: 'Your version (read-only)',
  frozenTitle: 'This version was sent meanwhile',
  // Tier
  upgradeTitle: 'Your plan does not include creating quotes',
  upgradeBody: 'Upgrade to keep quoting, or ask an admin of your workspace.',
  viewPlans: 'View plans',
} as const;
