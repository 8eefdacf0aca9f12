/** Marketing claims and constants the public pages print; tested word for word (docs/product-rules.md#marketing-copy). */
export const MARKETING_CLAIMS = [
  { id: 'win-rate', value: '15%', label: 'average win-rate increase' },
  { id: 'margin', value: '38%', label: 'average margin increase' },
  { id: 'time-saved', value: '95%', label: 'average time saved' },
  { id: 'speed', value: '< 60 s', label: 'quotes in under 60 seconds' },
  { id: 'customers', value: '500+', label: 'MSPs trust us' },
] as const;

export const MARKETING_COPY = {
  manualScopingHours: '3-8 hours',
  customersLanding: '500+ MSPs',
  /** The about page may say 100+ joined in the first year (docs/product-rules.md#marketing-copy). */
  customersFirstYear: '100+ MSPs',
  foundedYear: 2023,
  trialDays: 14,
  trialNoCard: '14-day Enterprise trial, no credit card required',
  supportReplyHours: 24,
  releaseCadence: 'bi-weekly',
  startFreeTrial: 'Start your free trial',
  getStartedFree: 'Get Started Free',
  bookDemo: 'Book a Demo',
  scheduleDemo: 'Schedule a Demo',
  readMore: 'Read more',
  /** Phone support (Premium and Enterprise); a placeholder number, as the spec shows (docs/product-rules.md#marketing-copy). */
  supportPhone: '+1 (555) 010-4477',
  supportPhoneHref: 'tel:+15550104477',
} as const;

/** Both policies were last updated on May 23, 2025; the terms print the date as 5.23.2025 (docs/product-rules.md#marketing-copy). */
export const LEGAL_LAST_UPDATED = {
  iso: '2025-05-23',
  privacy: 'May 23, 2025',
  terms: '5.23.2025',
} as const;

/** Release badge types, all of which appear on /release-notes. */
export const RELEASE_BADGE_TYPES = [
  'Major Release',
  'Feature Release',
  'Beta Release',
  'Alpha Release',
  'Pre-Alpha',
  'Concept Phase',
  'Vision Phase',
  'Initial Release',
] as const;
export type ReleaseBadgeType = (typeof RELEASE_BADGE_TYPES)[number];
