import { describe, expect, it } from 'vitest';
import { resolveDashboardMeta } from './dashboard-page-meta';

describe('resolveDashboardMeta', () => {
  it('titles a dashboard screen by its last breadcrumb and keeps it out of search engines', () => {
    expect(resolveDashboardMeta('/dashboard/billing/usage')).toEqual({
      title: 'Usage | Scopewright',
      description: 'Scopewright workspace.',
      noindex: true,
    });
    expect(resolveDashboardMeta('/dashboard').title).toBe('Dashboard | Scopewright');
  });
});
