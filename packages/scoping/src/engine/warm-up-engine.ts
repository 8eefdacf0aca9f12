import type { ServiceDefinition } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '../library';
import { getSearchIndex } from './search-index';

/** Builds the ranking index ahead of the first request (tens of ms once), e.g. when the API starts. */
export function warmUpScopingEngine(library: readonly ServiceDefinition[] = SERVICE_LIBRARY): void {
  getSearchIndex(library);
}
