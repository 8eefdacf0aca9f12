import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAs } from '@/components/template-picker/template-fixtures';
import type { OpportunityRecord } from '@/data/opportunities';
import { stubFetchByPath } from '@/lib/test-route-fetch';
import { renderRoute } from '@/lib/test-utils';
import { DEAL_ID, deal, STAGE_IDS, STAGES } from '../testing/pipeline-fixtures';
import { DealOutcome } from './deal-outcome';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const REASON_ID = '0190f000-0000-7000-8000-000000000009';
const QUOTE_ID = '0190a000-0000-7000-8000-000000000042';

function declinedDeal(reason: string | null): OpportunityRecord {
  const now = new Date().toISOString();
  return {
    ...deal({ stageId: STAGE_IDS.negotiation, primaryQuoteId: QUOTE_ID }),
    quotes: [
      {
        id: QUOTE_ID,
        number: 1042,
        title: 'Firewall refresh',
        status: 'declined',
        oneTimeTotalCents: 1_200_000,
        mrrCents: 0,
        tcvCents: 0,
        isPrimary: true,
        updatedAt: now,
        declinedAt: now,
        declineReason: reason,
      },
    ],
    stageHistory: [],
  };
}

const noteIn = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLTextAreaElement>('Note (optional)').value;

function open(record: OpportunityRecord) {
  const calls = stubFetchByPath({
    'GET /api/me': { status: 200, body: signedInAs('msp_user') },
    'GET /api/pipeline/stages': { status: 200, body: { stages: STAGES } },
    'GET /api/pipeline/settings': { status: 200, body: { requireLossReason: true } },
    'GET /api/pipeline/loss-reasons': {
      status: 200,
      body: { lossReasons: [{ id: REASON_ID, label: 'Price', position: 1, retiredAt: null }] },
    },
    [`POST /api/opportunities/${DEAL_ID}/move`]: {
      status: 200,
      body: deal({ stageId: STAGE_IDS.lost, lossReasonId: REASON_ID, lossReasonLabel: 'Price' }),
    },
  });
  renderRoute(<DealOutcome deal={record} />, { path: '/dashboard/opportunities' });
  return calls;
}

describe('a deal whose primary quote the client declined', () => {
  it('says so with the client’s reason and offers to mark the deal lost with that reason as the note', async () => {
    const calls = open(declinedDeal('Went with their current provider'));
    const notice = await screen.findByTestId('deal-declined');
    expect(notice.textContent).toContain('The client declined Q-1042 — “Went with their current provider”');

    fireEvent.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    const dialog = await screen.findByRole('dialog');
    expect(noteIn(dialog)).toBe('Went with their current provider');
    await within(dialog).findByRole('option', { name: 'Price' });
    fireEvent.change(within(dialog).getByLabelText('Loss reason'), { target: { value: REASON_ID } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() => expect(calls.some((call) => call.url.pathname.endsWith('/move'))).toBe(true));
    expect(calls.find((call) => call.url.pathname.endsWith('/move'))?.body).toMatchObject({
      stageId: STAGE_IDS.lost,
      lossReasonId: REASON_ID,
      lossNote: 'Went with their current provider',
    });
  });

  it('says when the client gave no reason, and the note starts empty', async () => {
    open(declinedDeal(null));
    expect((await screen.findByTestId('deal-declined')).textContent).toContain('They gave no reason.');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as lost' }));
    expect(noteIn(await screen.findByRole('dialog'))).toBe('');
  });
});
