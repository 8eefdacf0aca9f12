/**
 * Analytics is effectively disabled (docs/product-rules.md#public-pages). Every call is a no-op that sends nothing, stores nothing and needs
 * no consent; the typed events document what the product would measure and keep call sites honest.
 */
export interface AnalyticsEvents {
  user_signed_up: Record<string, never>;
  user_signed_in: Record<string, never>;
  user_signed_out: Record<string, never>;
  opportunity_created: Record<string, never>;
  opportunity_updated: Record<string, never>;
  opportunity_stage_changed: { from_stage: string; to_stage: string };
  opportunity_won: { value_total: number };
  opportunity_lost: { loss_reason: string };
  page_viewed: { path: string };
  feature_used: { feature: string };
  error_occurred: { message: string };
  /** Comparison page: every trial button (docs/product-rules.md#public-pages). */
  cta_clicked: { cta_type: 'trial'; page: string; location: CtaLocation; cta_text: string };
}

export type CtaLocation = 'hero' | 'mid_page' | 'final_cta';
export type AnalyticsEventName = keyof AnalyticsEvents;

export const analytics = {
  track<E extends AnalyticsEventName>(_event: E, _properties: AnalyticsEvents[E]): void {
    // Intentionally empty: no network request, no storage, no cookie (see the privacy policy).
  },
};

/** A path as analytics may hold it: ids and link tokens (client quote links, invitations) replaced by `:id`. */
export const pagePath = (pathname: string) => pathname.replace(/\/[A-Za-z0-9_-]{16,}(?=\/|$)/g, '/:id');
