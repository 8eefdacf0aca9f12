import { OPPORTUNITY_COPY } from '@scopewright/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/components/template-picker/template-fixtures';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { DEFAULT_FILTERS } from '../pipeline-params';
import { board, DEAL_ID, deal, STAGE_IDS, STAGES } from '../testing/pipeline-fixtures';
import { PipelineBoard } from './pipeline-board';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

// jsdom lays nothing out: columns stand 300 px apart, cards 100 px apart down their column.
const rect = (x: number, y: number, width: number, height: number) =>
  ({ x, y, width, height, top: y, left: x, right: x + width, bottom: y + height, toJSON: () => ({}) }) as DOMRect;

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    // The copy that follows the keyboard starts where its card stands.
    const overlay = this.closest<HTMLElement>('[data-testid="dragged-card"]');
    const self = overlay
      ? (document.querySelector(`[data-testid="deal-card"][data-deal="${overlay.dataset.deal ?? ''}"]`) ?? this)
      : this;
    const column = self.closest('[data-testid="board-column"]');
    if (!column) return rect(0, 0, 0, 0);
    const x = [...document.querySelectorAll('[data-testid="board-column"]')].indexOf(column) * 300;
    const card = self.closest('[data-testid="deal-card"]');
    if (!card) return rect(x, 0, 280, 600);
    const index = [...column.querySelectorAll('[data-testid="deal-card"]')].indexOf(card);
    return rect(x, 80 + index * 100, 280, 90);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const REASON_ID = '0190f000-0000-7000-8000-000000000001';

function open(moveReply: () => { status: number; body?: unknown }, boardNow: () => unknown) {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs('msp_admin') },
    'GET /api/pipeline/settings': { status: 200, body: { requireLossReason: true } },
    'GET /api/pipeline/loss-reasons': {
      status: 200,
      body: { lossReasons: [{ id: REASON_ID, label: 'Price', position: 1, retiredAt: null }] },
    },
    'GET /api/opportunities/board': () => ({ status: 200, body: boardNow() }),
    'GET /api/pipeline/stages': { status: 200, body: { stages: STAGES } },
    [`POST /api/opportunities/${DEAL_ID}/move`]: moveReply,
  });
  renderRoute(<PipelineBoard filters={DEFAULT_FILTERS} onOpenDeal={() => {}} onAdd={() => {}} onClear={() => {}} />, {
    path: '/dashboard/opportunities',
  });
  return calls;
}

const column = (name: string) => screen.getByRole('region', { name });
const step = (run: () => void) =>
  act(async () => {
    run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Space picks the card up, Right moves it one column over, Space drops it: the keyboard alone. */
async function moveRightByKeyboard(name: string) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  await step(() => handle.focus());
  await step(() => fireEvent.keyDown(handle, { code: 'Space' }));
  await step(() => fireEvent.keyDown(handle, { code: 'ArrowRight' }));
  await step(() => fireEvent.keyDown(handle, { code: 'Space' }));
}

describe('PipelineBoard', () => {
  it('shows a column per stage with its count, total and weighted total', async () => {
    const cards = [
      deal(),
      deal({
        id: 'd2',
        name: 'Backup rollout',
        oneTimeCents: 300_000,
        valueCents: 300_000,
        weightedValueCents: 30_000,
      }),
    ];
    open(
      () => ({ status: 500 }),
      () => board(cards),
    );
    const lead = await screen.findByRole('region', { name: 'Lead' });
    expect(screen.getAllByTestId('board-column').map((c) => c.dataset.stage)).toEqual(STAGES.map((s) => s.name));
    expect(within(lead).getByText('Deals:').parentElement?.textContent).toContain('2');
    expect(within(lead).getByText('Total').nextSibling?.textContent).toContain('$15,000.00');
    expect(within(lead).getByText('Weighted').nextSibling?.textContent).toContain('$1,500.00');
    expect(within(lead).getAllByTestId('deal-card')).toHaveLength(2);
    expect(within(column('Qualified')).queryAllByTestId('deal-card')).toHaveLength(0);
  });

  it('moves a card to the next stage with the keyboard alone, at its lock version, and shows it there at once', async () => {
    let cards = [deal()];
    const calls = open(
      () => {
        cards = [deal({ stageId: STAGE_IDS.qualified, lockVersion: 4 })];
        return { status: 200, body: cards[0] };
      },
      () => board(cards),
    );
    await screen.findByRole('button', { name: 'Move Acme firewall refresh' });
    await moveRightByKeyboard('Acme firewall refresh');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ stageId: STAGE_IDS.qualified, lockVersion: 3 });
    expect(within(column('Qualified')).getAllByTestId('deal-card')).toHaveLength(1);
    expect(within(column('Qualified')).getByText('Weighted').nextSibling?.textContent).toContain('$3,000.00');
  });

  it('on a 409 shows who moved the deal and puts the card where they put it', async () => {
    let cards = [deal()];
    const message = OPPORTUNITY_COPY.staleMove('Sam Lee', 'Negotiation');
    open(
      () => {
        cards = [deal({ stageId: STAGE_IDS.negotiation, lockVersion: 4 })];
        return {
          status: 409,
          body: { error: { code: 'CONFLICT', message, requestId: 'r-1', details: { reason: 'stale' } } },
        };
      },
      () => board(cards),
    );
    await screen.findByRole('button', { name: 'Move Acme firewall refresh' });
    await moveRightByKeyboard('Acme firewall refresh');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()));
    await waitFor(() => expect(within(column('Negotiation')).getAllByTestId('deal-card')).toHaveLength(1));
    expect(within(column('Qualified')).queryAllByTestId('deal-card')).toHaveLength(0);
    expect(within(column('Lead')).queryAllByTestId('deal-card')).toHaveLength(0);
  });

  it('asks for the loss reason before a move to Lost, and requires one when the workspace says so', async () => {
    const cards = [deal({ stageId: STAGE_IDS.won, closedAt: new Date().toISOString() })];
    const calls = open(
      () => ({ status: 200, body: deal({ stageId: STAGE_IDS.lost, lockVersion: 4 }) }),
      () => board(cards),
    );
    await screen.findByRole('button', { name: 'Move Acme firewall refresh' });
    await moveRightByKeyboard('Acme firewall refresh');
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Acme firewall refresh” as lost' });
    await screen.findByRole('option', { name: 'Price' });
    await step(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' })));
    expect(within(dialog).getByText(OPPORTUNITY_COPY.lossReasonRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Loss reason'), { target: { value: REASON_ID } });
    await step(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      stageId: STAGE_IDS.lost,
      lockVersion: 3,
      lossReasonId: REASON_ID,
      lossNote: '',
    });
  });
});
