import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import { createWizardState } from '../document/wizard-state';
import { QUOTE_ID, ROLES_REPLY } from '../testing/wizard-test-fixtures';
import { AiScopingAssistant } from './ai-scoping-assistant';
import { scopeResponse } from './ai-scoping-fixtures';

vi.mock('@/components/quotes/use-quote-access', () => ({
  useQuoteAccess: () => ({ canCreate: true, canEdit: true, canDelete: false, createRefusal: null, isAdmin: true }),
}));
vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const TEXT = 'FortiGate 60F and 12 access points';
const state = createWizardState({ title: '', clientId: null, contactId: null, validUntil: null, currency: 'USD' });

function show(props: { generateOnMount: boolean }) {
  const fetchMock = stubApi({
    'GET /api/rate-card/roles': { status: 200, body: ROLES_REPLY },
    'GET /api/ai/usage': { status: 200, body: { used: 0, limit: 50 } },
    'POST /api/ai/scope-suggestions': { status: 200, body: scopeResponse() },
  });
  renderRoute(
    <AiScopingAssistant
      quoteId={QUOTE_ID}
      state={state}
      dispatch={vi.fn()}
      currency="USD"
      readOnly={false}
      initialDescription={TEXT}
      {...props}
    />,
    { path: '/' },
  );
  return fetchMock;
}

describe('a description handed over to the assistant', () => {
  it('with generateOnMount, generates from it once', async () => {
    const fetchMock = show({ generateOnMount: true });
    expect(await screen.findByRole('region', { name: 'Suggested scope' })).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')).toEqual([
      { description: TEXT, clientId: null, quoteId: QUOTE_ID, previousRunId: null },
    ]);
  });

  it('without generateOnMount it only fills the box', async () => {
    const fetchMock = show({ generateOnMount: false });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Project description' }) as HTMLTextAreaElement).value).toBe(TEXT),
    );
    expect(bodiesSent(fetchMock, 'POST', '/api/ai/scope-suggestions')).toEqual([]);
  });
});
