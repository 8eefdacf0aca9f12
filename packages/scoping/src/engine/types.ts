import type {
  BillingFrequency,
  CatalogItemKind,
  ExtractedQuantity,
  ScopeSuggestionResponse,
  ServiceEstimateResponse,
  SuggestedItem,
} from '@scopewright/domain';
import type { OwnScope } from '../own-scopes/own-scope-types';

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
  /** Catalog lines the earlier run suggested: a refinement keeps them (quantities follow the new counts). */
  items?: readonly SuggestedItem[];
}

/** An active item of the tenant's catalog, as the API hands it to the engines (prices are the tenant's own). */
export interface CatalogCandidate {
  id: string;
  kind: CatalogItemKind;
  name: string;
  description: string | null;
  sku: string | null;
  manufacturer: string | null;
  category: string | null;
  unit: string;
  unitPriceCents: number;
  unitCostCents: number;
  frequency: BillingFrequency;
  taxable: boolean;
}

export interface ScopeRequest {
  description: string;
  /** The tenant's active labour roles; the library's role names are matched to them (rates come from here). */
  roles: readonly RateCardRole[];
  previous?: PreviousScope | null;
  /** The tenant's active catalog items: product and recurring lines are suggested only from these. */
  catalog?: readonly CatalogCandidate[];
  /**
   * The workspace's active templates and accepted quotes: where one matches the description better than the
   * library's service for the same work, its tasks, hours, roles and wording win (docs/decisions/0045). Keep the
   * same array (and objects) between calls while nothing changed: the engine indexes it once per array.
   */
  ownScopes?: readonly OwnScope[];
}

/** The engine's part of the response; the API adds runId, source, fallbackReason and usage. */
export type ScopeResult = Omit<ScopeSuggestionResponse, 'runId' | 'source' | 'fallbackReason' | 'usage'>;

export type EstimateResult = ServiceEstimateResponse;
