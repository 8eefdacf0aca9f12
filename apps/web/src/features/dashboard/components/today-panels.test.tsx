import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardHome } from '@/data/dashboard';
import { renderRoute } from '@/lib/test-utils';
import { TODAY_COPY } from '../today-copy';
import { describeEvent, TodaySection } from './today-panels';

const DEAL = '0190a1b2-c3d4-7e5f-8a9b-00000000d001';
const QUOTE = '0190a1b2-c3d4-7e5f-8a9b-00000000q001';

function home(overrides: Partial<DashboardHome> = {}): DashboardHome {
  return {
    currency: 'USD',
    today: '2026-11-28',
    pipeline: {
      openCount: 12,
      openValueCents: 18_450_000,
      weightedValueCents: 7_380_050,
      overdue: [
        {
          id: DEAL,
          name: 'Harbor Logistics – Managed security 3-yr',
          clientName: 'Harbor Logistics',
          stageName: 'Negotiation',
          nextStep: 'Chase the signature',
          nextStepDate: '2026-11-25',
          valueCents: 4_200_000,
        },
      ],
      overdueCount: 3,
      quarterStart: '2026-10-01',
      wonCount: 3,
      lostCount: 1,
      winRateBps: 7_500,
    },
    viewedQuotes: [
      {
        id: QUOTE,
        number: 1042,
        title: 'Microsoft 365 migration',
        clientName: 'Northwind Dental',
        status: 'viewed',
        sentAt: '2026-11-20T15:00:00.000Z',
        validUntil: '2026-12-20',
        viewCount: 3,
        oneTimeTotalCents: 1_850_000,
        mrrCents: 0,
        currency: 'USD',
      },
    ],
    expiringQuotes: [
      {
        id: '0190a1b2-c3d4-7e5f-8a9b-00000000q002',
        number: 1038,
        title: 'Firewall refresh',
        clientName: 'Keystone Precision',
        status: 'sent',
        sentAt: '2026-11-01T15:00:00.000Z',
        validUntil: '2026-11-28',
        viewCount: 0,
        oneTimeTotalCents: 960_000,
        mrrCents: 0,
        currency: 'USD',
      },
    ],
    activity: [
      {
        id: 'e1',
        at: '2026-11-28T09:00:00.000Z',
        subject: 'opportunity',
        subjectId: DEAL,
        label: 'Harbor Logistics – Managed security 3-yr',
        type: 'moved',
        detail: 'Proposal Sent → Negotiation',
        actorName: 'Dana Admin',
      },
      {
        id: 'e2',
        at: '2026-11-27T16:00:00.000Z',
        subject: 'quote',
        subjectId: QUOTE,
        label: 'Q-1042 Microsoft 365 migration',
        type: 'viewed',
        detail: null,
        actorName: null,
      },
    ],
    ...overrides,
  };
}

const renderToday = (props: Partial<Parameters<typeof TodaySection>[0]> = {}) =>
  renderRoute(<TodaySection home={home()} isPending={false} isError={false} onRetry={() => {}} {...props} />, {
    path: '/dashboard',
  });

describe('the home screen’s Today section', () => {
  it('shows my pipeline, its weighted value and this quarter’s win rate', () => {
    renderToday();
    const figures = screen.getByTestId('today-figures');
    expect(within(figures).getByText('$184,500.00')).toBeTruthy();
    expect(within(figures).getByText('12 open deals')).toBeTruthy();
    expect(within(figures).getByText('$73,800.50')).toBeTruthy();
    expect(within(figures).getByText('75%')).toBeTruthy();
    expect(within(figures).getByText('3 won · 1 lost')).toBeTruthy();
  });

  it('lists overdue next steps, linked to the deal in the pipeline, and how many more there are', () => {
    renderToday();
    const panel = screen.getByRole('region', { name: TODAY_COPY.overdueHeading });
    const link = within(panel).getByRole('link', { name: /Harbor Logistics – Managed security 3-yr/ });
    expect(link.getAttribute('href')).toBe(`/dashboard/opportunities/pipeline?deal=${DEAL}`);
    expect(within(link).getByText('3 days overdue')).toBeTruthy();
    expect(within(link).getByText('Chase the signature')).toBeTruthy();
    expect(within(panel).getByText('2 more overdue')).toBeTruthy();
  });

  it('groups the quotes waiting on the client: viewed, and expiring this week', () => {
    renderToday();
    const panel = screen.getByRole('region', { name: TODAY_COPY.waitingHeading });
    const viewed = within(panel).getByRole('group', { name: TODAY_COPY.viewedGroup });
    expect(within(viewed).getByRole('link', { name: /Q-1042 Microsoft 365 migration/ }).textContent).toContain(
      'opened 3 times',
    );
    const expiring = within(panel).getByRole('group', { name: TODAY_COPY.expiringGroup });
    expect(within(expiring).getByText(/Keystone Precision · expires today/)).toBeTruthy();
  });

  it('says who did what in the recent activity, each linked to its quote or deal', async () => {
    renderToday();
    const panel = screen.getByRole('region', { name: TODAY_COPY.activityHeading });
    const [deal, quote] = within(panel).getAllByTestId('today-event');
    expect(deal!.textContent).toContain('Dana Admin moved it · Proposal Sent → Negotiation');
    expect(deal!.getAttribute('href')).toBe(`/dashboard/opportunities/pipeline?deal=${DEAL}`);
    expect(quote!.textContent).toContain('The client viewed it');
    expect(quote!.getAttribute('href')).toMatch(/^\/dashboard\/quotes\/wizard\//);
    expect(
      within(quote!)
        .getByText((_, el) => el?.tagName === 'TIME')
        .getAttribute('datetime'),
    ).toBe('2026-11-27T16:00:00.000Z');
  });

  it('tells a new workspace what to do next', () => {
    renderToday({
      home: home({
        pipeline: {
          ...home().pipeline!,
          openCount: 0,
          openValueCents: 0,
          weightedValueCents: 0,
          overdue: [],
          overdueCount: 0,
          wonCount: 0,
          lostCount: 0,
          winRateBps: null,
        },
        viewedQuotes: [],
        expiringQuotes: [],
        activity: [],
      }),
    });
    const start = screen.getByTestId('today-no-pipeline');
    expect(within(start).getByRole('link', { name: TODAY_COPY.openPipeline }).getAttribute('href')).toBe(
      '/dashboard/opportunities/pipeline',
    );
    expect(screen.getByText(TODAY_COPY.winRateNone)).toBeTruthy();
    expect(screen.getByText(TODAY_COPY.waitingEmpty)).toBeTruthy();
    expect(screen.getByText(TODAY_COPY.activityEmpty)).toBeTruthy();
  });

  it('leaves the pipeline out when the plan has none', () => {
    renderToday({ home: home({ pipeline: null }) });
    expect(screen.queryByTestId('today-figures')).toBeNull();
    expect(screen.queryByRole('region', { name: TODAY_COPY.overdueHeading })).toBeNull();
    expect(screen.getByRole('region', { name: TODAY_COPY.waitingHeading })).toBeTruthy();
  });

  it('shows a skeleton while loading and a retry after a failure', async () => {
    const { unmount } = renderToday({ home: undefined, isPending: true });
    expect(screen.getByTestId('today-skeleton')).toBeTruthy();
    unmount();
    const onRetry = vi.fn();
    renderToday({ home: undefined, isError: true, onRetry });
    const alert = screen.getByRole('alert');
    await userEvent.setup().click(within(alert).getByRole('button', { name: TODAY_COPY.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('describeEvent', () => {
  const event = (type: string, subject: 'quote' | 'opportunity', actorName: string | null = null) => ({
    id: 'x',
    at: '2026-11-28T09:00:00.000Z',
    subject,
    subjectId: 'y',
    label: 'L',
    type,
    detail: null,
    actorName,
  });
  it('names the client for what the client did, and nobody for what expired on its own', () => {
    expect(describeEvent(event('accepted', 'quote'))).toBe('The client accepted it');
    expect(describeEvent(event('sent', 'quote', 'Uma User'))).toBe('Uma User sent it');
    expect(describeEvent(event('expired', 'quote'))).toBe('Expired');
    expect(describeEvent(event('won', 'opportunity'))).toBe(TODAY_COPY.wonByClient);
    expect(describeEvent(event('lost', 'opportunity', 'Dana Admin'))).toBe('Dana Admin marked it lost');
    expect(describeEvent(event('opened', 'opportunity', 'Dana Admin'))).toBe('Dana Admin added the deal');
  });
});
