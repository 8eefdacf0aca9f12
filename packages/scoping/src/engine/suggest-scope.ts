import { SCOPE_COPY, type ServiceDefinition } from '@scopewright/domain';
import { carryItems } from '../catalog/carry-items';
import { suggestCatalogItems } from '../catalog/suggest-items';
import { SERVICE_LIBRARY } from '../library';
import { analyseDescription, collectChosen, listNotUnderstood } from './analyse';
import { estimateScope } from './estimate';
import { priceDraftSections } from './pricing';
import { extractQuantities } from './quantities';
import { planRefinement } from './refine';
import type { ScopeRequest, ScopeResult } from './types';

const joinMessages = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/**
 * The built-in engine (docs/decisions/0018-ai-scoping.md): description → priced scope, deterministic and offline. With
 * `request.previous` the description refines that scope (add or remove services, change quantities).
 */
export function suggestScope(
  request: ScopeRequest,
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): ScopeResult {
  const found = extractQuantities(request.description);
  const analyses = analyseDescription(request.description, library);
  const plan = request.previous
    ? planRefinement(analyses, found, request.previous, library)
    : { chosen: collectChosen(analyses), facts: found, notUnderstood: listNotUnderstood(analyses), message: null };

  const quantities = plan.facts.map(({ value, unit, text }) => ({ value, unit, text }));
  const catalog = request.catalog ?? [];
  const fresh = suggestCatalogItems(request.description, catalog, request.previous ? plan.facts : found);
  const items = request.previous?.items ? carryItems(request.previous.items, fresh, catalog, plan.facts) : fresh;
  plan.notUnderstood = plan.notUnderstood.filter((text) => !items.some((item) => text.includes(item.matchedText)));
  if (plan.chosen.length === 0) {
    const nothing = items.length === 0 && !request.previous ? SCOPE_COPY.nothingRecognised : null;
    return {
      quantities,
      sections: [],
      totalHours: 0,
      totalPriceCents: 0,
      message: request.previous ? plan.message : nothing,
      notUnderstood: plan.notUnderstood,
      serviceIds: [],
      items,
    };
  }
  const drafts = estimateScope(plan.chosen, plan.facts, { withProjectLines: true, library });
  const priced = priceDraftSections(drafts, request.roles);
  return {
    quantities,
    sections: priced.sections,
    totalHours: priced.totalHours,
    totalPriceCents: priced.totalPriceCents,
    message: joinMessages(plan.message, priced.message),
    notUnderstood: plan.notUnderstood,
    serviceIds: plan.chosen.map((item) => item.service.id),
    items,
  };
}
