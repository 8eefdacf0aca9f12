import { RELEASE_BADGE_TYPES } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { RELEASES } from './releases';

describe('release notes', () => {
  it('runs from 0.1.0 Vision up to 2.4.0 on Dec 16, 2024, newest first', () => {
    expect(RELEASES[0]).toMatchObject({ version: '2.4.0', date: '2024-12-16' });
    expect(RELEASES.at(-1)).toMatchObject({ version: '0.1.0', name: 'Vision', badge: 'Vision Phase' });
    const dates = RELEASES.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows every badge type and three features per release', () => {
    expect(new Set(RELEASES.map((r) => r.badge))).toEqual(new Set(RELEASE_BADGE_TYPES));
    for (const release of RELEASES) expect(release.features).toHaveLength(3);
  });
});
