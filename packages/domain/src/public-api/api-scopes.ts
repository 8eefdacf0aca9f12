/** What an API key can reach: read and write per resource (docs/decisions/0051-public-api.md). */
export const API_RESOURCES = ['clients', 'quotes', 'opportunities', 'templates', 'catalog', 'webhooks'] as const;
export type ApiResource = (typeof API_RESOURCES)[number];

export const API_ACCESS_LEVELS = ['read', 'write'] as const;
export type ApiAccessLevel = (typeof API_ACCESS_LEVELS)[number];

export type ApiScope = `${ApiResource}:${ApiAccessLevel}`;
export const API_SCOPES = API_RESOURCES.flatMap((resource) =>
  API_ACCESS_LEVELS.map((level) => `${resource}:${level}` as ApiScope),
);

export const API_RESOURCE_LABELS: Record<ApiResource, string> = {
  clients: 'Clients and contacts',
  quotes: 'Quotes',
  opportunities: 'Opportunities',
  templates: 'Templates',
  catalog: 'Catalog',
  webhooks: 'Webhooks',
};

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/** A write scope includes the read of the same resource. */
export function grantsScope(granted: readonly string[], needed: ApiScope): boolean {
  if (granted.includes(needed)) return true;
  const [resource, level] = needed.split(':');
  return level === 'read' && granted.includes(`${resource}:write`);
}
