import { describe, expect, it } from 'vitest';
import { levelsFromScopes, levelsOf, scopesFromLevels } from './scope-levels';

describe('scope levels', () => {
  it.each([
    ['nothing', levelsOf('none'), []],
    [
      'all read',
      levelsOf('read'),
      ['clients:read', 'quotes:read', 'opportunities:read', 'templates:read', 'catalog:read', 'webhooks:read'],
    ],
    ['one resource written', { ...levelsOf('none'), quotes: 'write' as const }, ['quotes:write']],
  ])('%s → scopes', (_name, levels, scopes) => {
    expect(scopesFromLevels(levels)).toEqual(scopes);
  });

  it('reads a key’s scopes back, write winning over read', () => {
    expect(levelsFromScopes(['quotes:read', 'quotes:write', 'clients:read'])).toEqual({
      ...levelsOf('none'),
      quotes: 'write',
      clients: 'read',
    });
  });
});
