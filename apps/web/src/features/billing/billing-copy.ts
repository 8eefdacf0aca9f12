/** The Billing screens' own words; the spec's texts come from the domain (BILLING_COPY, STRIPE_BILLING_COPY). */
export const BILLING_SCREEN_COPY = {
  checkoutActivating: 'Payment received. Activating your plan…',
  checkoutActive: (tier: string) => `Payment received. Your workspace is now on ${tier}.`,
  checkoutSlow:
    'Payment received, but activating your plan is taking longer than usual. Refresh this page in a minute.',
  checkoutCanceled: 'Checkout canceled: nothing was charged.',

  pastDueTitle: 'Payment failed',
  pastDue: (suspensionDate: string | null) =>
    suspensionDate
      ? `Your last payment failed. Update your payment method before ${suspensionDate} to keep your workspace active.`
      : 'Your last payment failed. Update your payment method to keep your workspace active.',
  updatePaymentMethod: 'Update payment method',
  suspendedTitle: 'Workspace suspended',
  endsTitle: (date: string) => `Your plan ends on ${date}`,
  endsText: 'Until then everything works as today. Afterwards the workspace is suspended; nothing is deleted.',
  resumePlan: 'Resume plan',
  resumed: 'Your plan continues as before.',
  scheduledTitle: (tier: string, interval: string, date: string) => `Switches to ${tier} (${interval}) on ${date}`,
  scheduledText: (current: string) => `You keep ${current} until then.`,
  keepCurrentPlan: 'Keep current plan',
  choosePlan: 'Choose a plan',
  periodEnd: 'the end of this period',

  seats: 'Seats',
  activeMembers: (n: number) => `${n} active ${n === 1 ? 'member' : 'members'}`,
  nextCharge: 'Next charge',
  nextChargeValue: (amount: string, date: string) => `${amount} on ${date}`,
  endsOn: (date: string) => `Ends on ${date}`,
  status: 'Status',
  card: 'Card',
  noPaidPlanYet: 'No paid plan yet. Choose a plan to go to checkout; you pay only once it starts.',

  plansNoteManual: 'Plan changes apply at once and nothing is charged.',
  plansNoteCheckout: 'You pay at checkout. The plan starts as soon as the payment goes through.',
  plansNoteLive:
    'Upgrades apply now and you pay the prorated difference today. Downgrades apply at the end of your billing period.',
  perSeat: (interval: 'monthly' | 'annual', minUsers: number) =>
    `per user / ${interval === 'annual' ? 'year' : 'month'}${minUsers > 1 ? `, minimum ${minUsers} users` : ''}`,

  checkoutTitle: (tier: string) => `Choose ${tier}`,
  checkoutDescription: 'Pick the seats to pay for. You finish on our payment provider’s secure checkout page.',
  seatsHint: (members: number) => `Your workspace has ${members} active ${members === 1 ? 'member' : 'members'}.`,
  totalPerPeriod: (interval: 'monthly' | 'annual') => `Total per ${interval === 'annual' ? 'year' : 'month'}`,
  continueToCheckout: 'Continue to checkout',
  redirecting: 'Opening checkout…',

  switchTitle: (tier: string) => `Switch to ${tier}?`,
  upgradeNote: 'Applies now; you pay the prorated difference today.',
  downgradeNote: (date: string, current: string) => `Applies on ${date}; you keep ${current} until then.`,
  switchScheduled: (tier: string, date: string) => `Your plan switches to ${tier} on ${date}.`,
  newPrice: 'New price',

  manageTitle: 'Your subscription',
  renewsOn: (date: string) => `Renews on ${date}.`,
  cancelPlan: 'Cancel plan',
  cancelTitle: 'Cancel your plan?',
  cancelText: (date: string) => `Your plan stays active until ${date}; nothing is deleted.`,
  keepPlan: 'Keep plan',
  canceling: 'Canceling…',
  canceled: (date: string) => `Your plan ends on ${date}. You can resume it until then.`,

  paymentTitle: 'Payment method',
  noCardYet: 'No card on file yet',
  cardOnFile: (brand: string, last4: string) => `${brand} •••• ${last4}`,
  manageCard: 'Manage payment method',
  openingPortal: 'Opening…',
  noCardHint: 'You add a card at checkout when you choose a plan.',
  billingEmailNote:
    'Invoices and payment emails go to the workspace’s admins. The billing portal also lists every invoice.',
  noPaymentTitle: 'No payment needed',

  historyTitle: 'Billing history',
  historyCaption: 'Invoices and plan changes, newest first',
  historyEmpty: 'No invoices yet. Your invoices and plan changes appear here once you have chosen a plan.',
  historyLoadFailed: 'Could not load your billing history.',
  loadMore: 'Load more',
  retry: 'Try again',
  invoice: (number: string | null) => (number ? `Invoice ${number}` : 'Invoice'),
  planChange: (from: string, to: string) => `Plan change: ${from} → ${to}`,
  planChangeDetail: (interval: 'monthly' | 'annual', seats: number) =>
    `${interval === 'annual' ? 'Annual' : 'Monthly'}, ${seats} ${seats === 1 ? 'seat' : 'seats'}`,
  charged: 'Charged',
  pdf: 'PDF',
  pdfLabel: (what: string) => `Download ${what} as PDF (opens in a new tab)`,
  columns: { date: 'Date', item: 'Item', amount: 'Amount', status: 'Status', document: 'Document' },

  usageHistoryTitle: 'This period, day by day',
  usageHistoryPeriod: (from: string, to: string) => `${from} – ${to}`,
  usageHistoryEmpty: 'No usage recorded yet this period. Charts appear here as your team creates quotes and uses AI.',
  usageHistoryFailed: 'Could not load the usage history.',
  usageHistoryCaption: (label: string) => `${label} per day`,
  day: 'Day',
} as const;
