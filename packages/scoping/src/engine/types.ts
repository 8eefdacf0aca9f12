import type { ExtractedQuantity, ScopeSuggestionResponse, ServiceEstimateResponse } from '@scopewright/domain';

/** A role of the tenant's rate card, as the engines price with it. */
export interface RateCardRole {
  id: string;
  name: string;
  billRateCents: number;
  costRateCents: number;
}

/** What a refinement starts from: the services and quantities of the run it refines. */
export interface PreviousScope {
  serviceIds: readonly string[];
  quantities: readonly ExtractedQuantity[];
}

export interface ScopeRequest {
  description: string;
  /** The tenant's active labour roles; the library's role names are matched to them (rates come from here). */
  roles: readonly RateCardRole[];
  previous?: PreviousScope | null;
}

/** The engine's part of the response; the API adds runId, source, fallbackReason and usage. */
export type ScopeResult = Omit<ScopeSuggestionResponse, 'runId' | 'source' | 'fallbackReason' | 'usage'>;

export type EstimateResult = ServiceEstimateResponse;
