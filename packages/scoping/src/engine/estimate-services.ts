import type { ScopeUnit, ServiceDefinition } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '../library';
import { estimateScope } from './estimate';
import { priceDraftSections } from './pricing';
import type { EstimateResult, RateCardRole } from './types';

/** Hand-picked services are certain; confidence then only drops for assumed quantities. */
const HAND_PICKED_SCORE = 40;

/**
 * Services added by hand (Templates → Service library, the wizard picker), estimated and priced like the
 * engine's. No project-management or handover lines: the quote they join already plans those, and adding
 * them per pick would repeat them on every add.
 */
export function estimateServices(
  serviceIds: readonly string[],
  quantities: readonly { value: number; unit: ScopeUnit }[],
  roles: readonly RateCardRole[],
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): EstimateResult {
  const byId = new Map(library.map((service) => [service.id, service]));
  const chosen = [...new Set(serviceIds)].flatMap((id) => {
    const service = byId.get(id);
    return service ? [{ service, anchor: null, score: HAND_PICKED_SCORE }] : [];
  });
  const facts = quantities.map((quantity) => ({ ...quantity, text: `${quantity.value} ${quantity.unit}`, start: -1 }));
  const priced = priceDraftSections(estimateScope(chosen, facts, { withProjectLines: false, library }), roles);
  return { sections: priced.sections, totalHours: priced.totalHours, totalPriceCents: priced.totalPriceCents };
}
