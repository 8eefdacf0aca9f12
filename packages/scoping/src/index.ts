export * from './engine/types';
export type {
  OwnScope,
  OwnQuoteScope,
  OwnTemplateScope,
  OwnScopeLine,
  OwnScopeSection,
} from './own-scopes/own-scope-types';
export { OWN_SCOPE_COPY } from './own-scopes/own-scope-copy';
export { prepareOwnScopes, retrieveOwnScopes, type OwnScopeGrounding } from './own-scopes/retrieve-own-scopes';
export { SERVICE_LIBRARY, LIBRARY_VERSION, findService } from './library';
export { suggestScope } from './engine/suggest-scope';
export { warmUpScopingEngine } from './engine/warm-up-engine';
export { estimateServices } from './engine/estimate-services';
export { retrieveServices } from './engine/retrieve-services';
export { priceSections, type UnpricedLine, type UnpricedSection } from './engine/price-sections';
export { matchRole, type PricedScope } from './engine/pricing';
export { extractQuantities, type FoundQuantity } from './engine/quantities';
export { BENCHMARK_CASES, PUBLIC_CASES, type BenchmarkCase, type BenchmarkArea } from './benchmark/cases';
export { OWN_CASES } from './benchmark/own-cases';
export { CLIENT_VOICE_CASES } from './benchmark/client-voice-cases';
export type { ClientVoiceCase } from './benchmark/client-voice-case';
export { scoreCase, summarise, type BenchmarkReport, type CaseScore, type ScopeLike } from './benchmark/score';
export { runBenchmark, formatBenchmarkReport } from './benchmark/run-benchmark';
export { suggestCatalogItems } from './catalog/suggest-items';
export { retrieveCatalogItems } from './catalog/retrieve-catalog';
export { BENCHMARK_CATALOG } from './benchmark/bench-catalog';
export { CATALOG_CASES } from './benchmark/catalog-cases';
export { toSuggestedItem } from './catalog/suggest-items';
export { carriedItems, type CarriedItem } from './catalog/service-items';
