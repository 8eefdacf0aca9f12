import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTemplate, TEMPLATE_SCREEN_COPY, type TemplateValues } from '@scopewright/domain';
import {
  IDS,
  migrationDocument,
  signedInAs,
  templateDetail,
  templateList,
  templateSummary,
} from '@/components/template-picker/template-fixtures';
import { stubFetchByPath, type RouteHandler } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { TemplatesScreen } from '../templates-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const FIREWALL = templateSummary({
  id: '0190a000-0000-7000-8000-000000000003',
  name: 'Firewall replacement',
  category: 'Security',
  usageCount: 0,
  lastUsedAt: null,
  variables: [],
  laborMinutes: 480,
});
const ARCHIVED = templateSummary({
  id: '0190a000-0000-7000-8000-000000000004',
  name: 'Old backup rollout',
  archivedAt: '2026-01-01T00:00:00.000Z',
});

/** GET /api/templates answering like the API: the query decides which templates come back. */
const listTemplates: RouteHandler = (url) => {
  const q = url.searchParams.get('q')?.toLowerCase() ?? '';
  const category = url.searchParams.get('category');
  const archived = url.searchParams.get('archived') === 'true';
  const items = [templateSummary(), FIREWALL, ARCHIVED]
    .filter((t) => Boolean(t.archivedAt) === archived)
    .filter((t) => !q || t.name.toLowerCase().includes(q))
    .filter((t) => !category || t.category === category);
  if (url.searchParams.get('sort') === 'most_used') items.sort((a, b) => b.usageCount - a.usageCount);
  return { status: 200, body: templateList(items) };
};

function open(role: 'msp_admin' | 'msp_user', at = '/dashboard/templates/my-templates', list = listTemplates) {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs(role) },
    'GET /api/templates': list,
    [`GET /api/templates/${IDS.template}`]: { status: 200, body: templateDetail() },
    [`POST /api/templates/${IDS.template}/apply`]: (_url, body) => {
      const applied = applyTemplate(migrationDocument(), {
        values: (body as { values: TemplateValues }).values,
        newId: () => crypto.randomUUID(),
        sourceRef: 'tpl',
      });
      if (!applied.ok) return { status: 422, body: {} };
      return {
        status: 200,
        body: { templateId: IDS.template, templateVersion: 3, values: applied.values, sections: applied.sections },
      };
    },
  });
  renderRoute(<TemplatesScreen serviceLibrary={() => null} />, { path: '/dashboard/templates/*', at });
  const listQueries = () =>
    calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/templates').map((c) => c.url.searchParams);
  return { calls, listQueries };
}

const table = () => screen.getByRole('table', { name: 'My Templates' });
const rowNames = () =>
  within(table())
    .queryAllByTestId('template-row')
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

describe('Templates → My Templates', { timeout: 20_000 }, () => {
  it('lists the workspace’s templates with their usage, and filters by search, category, sort and status', async () => {
    const { listQueries } = open('msp_admin');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'My Templates' }, { timeout: 5000 });
    expect(listQueries()[0]!.get('scope')).toBe('workspace');
    expect(rowNames()).toEqual(['Microsoft 365 migration', 'Firewall replacement']);
    const m365 = within(table()).getAllByTestId('template-row')[0]!;
    expect(within(m365).getByText('10 h')).toBeTruthy();
    expect(within(m365).getByText('4')).toBeTruthy();
    expect(within(within(table()).getAllByTestId('template-row')[1]!).getByText('Never')).toBeTruthy();

    await user.type(screen.getByRole('searchbox'), 'firewall');
    await waitFor(() => expect(rowNames()).toEqual(['Firewall replacement']));
    expect(listQueries().at(-1)!.get('q')).toBe('firewall');
    await user.clear(screen.getByRole('searchbox'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Migrations');
    await waitFor(() => expect(rowNames()).toEqual(['Microsoft 365 migration']));
    expect(listQueries().at(-1)!.get('category')).toBe('Migrations');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'most_used');
    await waitFor(() => expect(listQueries().at(-1)!.get('sort')).toBe('most_used'));

    await user.click(screen.getByRole('button', { name: 'Archived' }));
    await waitFor(() => expect(rowNames()).toEqual(['Old backup rollout']));
    expect(listQueries().at(-1)!.get('archived')).toBe('true');
    expect(within(table()).getByText('Archived')).toBeTruthy();
  });

  it('fetches the next page after the cursor on "Load more", and counts every match', async () => {
    const { listQueries } = open('msp_admin', undefined, (url) =>
      url.searchParams.get('cursor') === 'page-2'
        ? { status: 200, body: templateList([FIREWALL], undefined, { total: 2 }) }
        : { status: 200, body: templateList([templateSummary()], undefined, { total: 2, nextCursor: 'page-2' }) },
    );
    await screen.findByRole('table', { name: 'My Templates' }, { timeout: 5000 });
    expect(rowNames()).toEqual(['Microsoft 365 migration']);
    expect(screen.getByTestId('template-count').textContent).toBe('2 templates');

    await userEvent.setup().click(screen.getByRole('button', { name: TEMPLATE_SCREEN_COPY.loadMore }));
    await waitFor(() => expect(rowNames()).toEqual(['Microsoft 365 migration', 'Firewall replacement']));
    expect(listQueries().at(-1)!.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: TEMPLATE_SCREEN_COPY.loadMore })).toBeNull();
  });

  it('shows the same templates as a grid, and remembers the choice', async () => {
    open('msp_admin');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'My Templates' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    const grid = await screen.findByRole('list', { name: 'My Templates' });
    const cards = within(grid).getAllByTestId('template-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Microsoft 365 migration',
      'Firewall replacement',
    ]);
    expect(within(cards[0]!).getByText('Scales with users')).toBeTruthy();
    expect(within(cards[0]!).getByText('Used 4 times')).toBeTruthy();
    expect(localStorage.getItem('scopewright.templates.layout')).toBe('grid');
  });

  it('offers an admin each template’s actions and a new template', async () => {
    open('msp_admin');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'My Templates' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'New template' }).getAttribute('href')).toBe(
      '/dashboard/templates/management?new=1',
    );
    await user.click(within(table()).getByRole('button', { name: 'Actions for Microsoft 365 migration' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Edit', 'History', 'Duplicate', 'Export JSON', 'Archive', expect.stringContaining('Delete')]);
  });

  it('a member sees read-only screens: no edit buttons, no Management, previews and starts quotes', async () => {
    open('msp_user');
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'My Templates' }, { timeout: 5000 });
    expect(
      screen.getByText('You can view templates and start quotes from them. Only admins can change them.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Templates sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Library', 'My Templates']);

    await user.click(within(table()).getByRole('button', { name: 'Microsoft 365 migration' }));
    const sheet = await screen.findByRole('dialog', { name: 'Microsoft 365 migration' });
    await within(sheet).findByTestId('preview-phases');
    expect(within(sheet).getByTestId('preview-hours').textContent).toBe('10 h');
    expect(within(sheet).getByRole('button', { name: 'Start a quote' })).toBeTruthy();
    expect(within(sheet).queryByRole('link', { name: 'Open in editor' })).toBeNull();
    expect(within(sheet).queryByRole('button', { name: 'Copy to My Templates' })).toBeNull();
  });
});
