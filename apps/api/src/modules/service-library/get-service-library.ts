import { SERVICE_AREA_LABELS, SERVICE_AREAS, type ServiceLibraryResponse } from '@scopewright/domain';
import { LIBRARY_VERSION, SERVICE_LIBRARY } from '@scopewright/scoping';

/** The library never changes while the process runs: built once, served with an ETag of its version. */
let cached: ServiceLibraryResponse | null = null;

export const SERVICE_LIBRARY_ETAG = `"library-${LIBRARY_VERSION}"`;

export function getServiceLibrary(): ServiceLibraryResponse {
  cached ??= {
    version: LIBRARY_VERSION,
    areas: SERVICE_AREAS.map((id) => ({
      id,
      label: SERVICE_AREA_LABELS[id],
      count: SERVICE_LIBRARY.filter((service) => service.area === id).length,
    })),
    services: [...SERVICE_LIBRARY],
  };
  return cached;
}
