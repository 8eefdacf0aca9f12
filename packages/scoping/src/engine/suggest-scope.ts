import { SCOPE_COPY, type ServiceDefinition, type SuggestedSection } from '@scopewright/domain';
import { carryItems } from '../catalog/carry-items';
import { suggestServiceItems } from '../catalog/service-items';
import { suggestCatalogItems } from '../catalog/suggest-items';
import { SERVICE_LIBRARY } from '../library';
import { getOwnIndex } from '../own-scopes/own-index';
import { draftOwnLines } from '../own-scopes/own-lines';
import { OWN_SCOPE_PREFIX, planOwnScopes, type OwnPlan } from '../own-scopes/match-own-scopes';
import { analyseDescription, collectChosen, listNotUnderstood, type ClauseAnalysis } from './analyse';
import type { ChosenService } from './build-lines';
import { clientQuestions } from './client-questions';
import { findComplexity } from './complexity';
import { ENGINE_COPY } from './engine-copy';
import { estimateScope, type ExtraLines } from './estimate';
import { priceDraftSections } from './pricing';
import { extractQuantities } from './quantities';
import { planRefinement } from './refine';
import type { QuantityFact } from './resolve-quantity';
import { getSearchIndex } from './search-index';
import { isServiceDeskRequest, isSmallTalk } from './service-desk';
import type { ScopeRequest, ScopeResult } from './types';

const joinMessages = (...parts: (string | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The workspace's own scopes that win over the library for this description (docs/decisions/0045-ai-learns-own-scopes.md). */
function planOwn(
  request: ScopeRequest,
  analyses: readonly ClauseAnalysis[],
  plan: { chosen: readonly ChosenService[]; removals?: readonly ClauseAnalysis[] },
  library: readonly ServiceDefinition[],
): OwnPlan | null {
  if (!request.ownScopes?.length) return null;
  const own = getOwnIndex(request.ownScopes, library);
  if (own.entries.length === 0) return null;
  const chosen = plan.chosen.map((item) => item.service.id);
  const refining = request.previous
    ? { previousIds: request.previous.serviceIds, removals: plan.removals ?? [] }
    : null;
  return planOwnScopes(analyses, chosen, getSearchIndex(library), own, refining);
}

/** The refinement's message with the own scopes it removed by name. */
function withOwnRemovals(message: string | null, removed: OwnPlan['removed']): string | null {
  if (removed.length === 0) return message;
  const text = ENGINE_COPY.refinement.removed([...new Set(removed.map((entry) => entry.scope.label))].join(', '));
  const sentence = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  return message === ENGINE_COPY.refinement.nothingChanged ? sentence : joinMessages(message, sentence);
}

function ownLines(plan: OwnPlan, facts: readonly QuantityFact[], library: readonly ServiceDefinition[]): ExtraLines[] {
  return plan.wins.map((win) => {
    const draft = draftOwnLines(win, facts, library);
    return { id: `${OWN_SCOPE_PREFIX}${win.entry.id}`, lines: draft.lines, confidence: draft.confidence };
  });
}

/** Own lines carry no library service id on the way out (their key and rationale name their source). */
const withoutOwnIds = (sections: SuggestedSection[]): SuggestedSection[] =>
  sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) =>
      line.serviceId?.startsWith(OWN_SCOPE_PREFIX) ? { ...line, serviceId: null } : line,
    ),
  }));

/** A ticket for the service desk, or small talk, not a project: nothing to scope, and said so. */
const nothingToScope = (description: string, message: string): ScopeResult => ({
  quantities: extractQuantities(description).map(({ value, unit, text }) => ({ value, unit, text })),
  sections: [],
  totalHours: 0,
  totalPriceCents: 0,
  message,
  notUnderstood: [],
  questions: [],
  serviceIds: [],
  items: [],
});

/**
 * The built-in engine (docs/decisions/0018-ai-scoping.md): description → priced scope, deterministic and offline. With
 * `request.previous` the description refines that scope (add or remove services, change quantities). With
 * `request.ownScopes` the workspace's templates and accepted quotes that match better than the library replace the
 * library's lines for that work (docs/decisions/0045-ai-learns-own-scopes.md); without any, nothing changes.
 */
export function suggestScope(
  request: ScopeRequest,
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): ScopeResult {
  if (!request.previous && isSmallTalk(request.description)) {
    return nothingToScope(request.description, SCOPE_COPY.nothingRecognised);
  }
  if (!request.previous && isServiceDeskRequest(request.description)) {
    return nothingToScope(request.description, SCOPE_COPY.serviceDeskRequest);
  }
  const found = extractQuantities(request.description);
  const analyses = analyseDescription(request.description, library);
  const plan = request.previous
    ? planRefinement(analyses, found, request.previous, library)
    : { chosen: collectChosen(analyses), facts: found, notUnderstood: listNotUnderstood(analyses), message: null };

  const quantities = plan.facts.map(({ value, unit, text }) => ({ value, unit, text }));
  const complexity = findComplexity(request.description);
  const catalog = request.catalog ?? [];
  const fresh = suggestCatalogItems(request.description, catalog, request.previous ? plan.facts : found);
  // Lines the services brought are worked out again from the services chosen now; named ones carry over.
  const carried = request.previous?.items?.filter((item) => !item.serviceId) ?? [];
  const named = request.previous ? carryItems(carried, fresh, catalog, plan.facts) : fresh;
  plan.notUnderstood = plan.notUnderstood.filter((text) => !named.some((item) => text.includes(item.matchedText)));
  const items = [...named, ...suggestServiceItems(request.description, plan.chosen, catalog, plan.facts, named)];
  const chosenIds = plan.chosen.map((item) => item.service.id);
  const own = planOwn(request, analyses, plan, library);
  if (own) {
    const answered = new Set(
      own.answered.flatMap((analysis) => [analysis.clause.text, ...listNotUnderstood([analysis])]),
    );
    plan.notUnderstood = plan.notUnderstood.filter((text) => !answered.has(text));
    plan.message = withOwnRemovals(plan.message, own.removed);
  }
  if (plan.chosen.length === 0 && !own?.wins.length) {
    const nothing = items.length === 0 && !request.previous ? SCOPE_COPY.nothingRecognised : null;
    return {
      quantities,
      sections: [],
      totalHours: 0,
      totalPriceCents: 0,
      message: request.previous ? plan.message : nothing,
      notUnderstood: plan.notUnderstood,
      questions: [],
      serviceIds: [],
      items,
    };
  }
  if (!own?.wins.length) {
    const drafts = estimateScope(plan.chosen, plan.facts, { withProjectLines: true, library, complexity });
    const priced = priceDraftSections(drafts, request.roles);
    return {
      quantities,
      sections: priced.sections,
      totalHours: priced.totalHours,
      totalPriceCents: priced.totalPriceCents,
      message: joinMessages(plan.message, priced.message),
      notUnderstood: plan.notUnderstood,
      questions: clientQuestions(plan.chosen, plan.facts),
      serviceIds: chosenIds,
      items,
    };
  }
  // The own scopes' lines replace those of the library services they do the work of. serviceIds keeps those
  // services (a refinement can still remove or re-count them) and names the own scopes after them.
  const chosen = plan.chosen.filter((item) => !own.replaced.has(item.service.id));
  const extra = ownLines(own, plan.facts, library);
  const drafts = estimateScope(chosen, plan.facts, { withProjectLines: true, library, extra, complexity });
  const priced = priceDraftSections(drafts, request.roles);
  return {
    quantities,
    sections: withoutOwnIds(priced.sections),
    totalHours: priced.totalHours,
    totalPriceCents: priced.totalPriceCents,
    message: joinMessages(plan.message, priced.message),
    notUnderstood: plan.notUnderstood,
    questions: clientQuestions(chosen, plan.facts),
    serviceIds: [...chosenIds, ...own.wins.map((win) => `${OWN_SCOPE_PREFIX}${win.entry.id}`)],
    items,
  };
}
