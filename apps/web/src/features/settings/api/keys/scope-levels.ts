import { API_RESOURCES, type ApiResource, type ApiScope } from '@scopewright/domain';

/** What the grid offers per resource: nothing, read, or read and write (write includes read). */
export type ScopeLevel = 'none' | 'read' | 'write';
export type ScopeLevels = Record<ApiResource, ScopeLevel>;

export const SCOPE_LEVELS: readonly ScopeLevel[] = ['none', 'read', 'write'];

export const levelsOf = (level: ScopeLevel): ScopeLevels =>
  Object.fromEntries(API_RESOURCES.map((resource) => [resource, level])) as ScopeLevels;

/** The scopes a key is created with: one per resource, `write` standing for read and write. */
export function scopesFromLevels(levels: ScopeLevels): ApiScope[] {
  return API_RESOURCES.flatMap((resource) => {
    const level = levels[resource];
    return level === 'none' ? [] : [`${resource}:${level}` as const];
  });
}

/** A key's scopes as the grid shows them: write wins over read. */
export function levelsFromScopes(scopes: readonly string[]): ScopeLevels {
  const levels = levelsOf('none');
  for (const resource of API_RESOURCES) {
    if (scopes.includes(`${resource}:write`)) levels[resource] = 'write';
    else if (scopes.includes(`${resource}:read`)) levels[resource] = 'read';
  }
  return levels;
}
