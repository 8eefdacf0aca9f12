import {
  applyOptionalSelection,
  calculateQuoteTotals,
  formatMoney,
  PUBLIC_QUOTE_COPY,
  PUBLIC_QUOTE_PAGE_COPY as COPY,
  type PublicQuoteView,
} from '@scopewright/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodiesSent, stubApi } from '@/lib/test-utils';
import { FIXTURE_TOKEN, publicQuoteFixture } from './public-quote-fixture';
import { PublicQuotePage } from './public-quote-page';

/** The quote renders in a transition and the forms load lazily: generous waits on a busy machine. */
const SLOW = { timeout: 10_000 };
const PATH = `/api/public/quotes/${FIXTURE_TOKEN}`;
const renderPage = () => render(<PublicQuotePage token={FIXTURE_TOKEN} />);
const oneTime = () => screen.getByTestId('summary-one-time').textContent;

function acceptedView(view: PublicQuoteView): PublicQuoteView {
  return {
    ...view,
    state: 'accepted',
    acceptance: { signerName: 'Dana Scully', signerTitle: 'Owner', acceptedAt: '2026-11-22T15:04:00.000Z' },
  };
}

describe('PublicQuotePage', () => {
  it('shows a skeleton, then the branded quote with its totals and actions', async () => {
    const view = publicQuoteFixture();
    stubApi({ [`GET ${PATH}`]: { status: 200, body: view } });
    renderPage();
    expect(screen.getByRole('status', { name: COPY.loading })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinic modernisation' }, SLOW)).toBeTruthy();
    expect(oneTime()).toBe(formatMoney(calculateQuoteTotals(view.pricingContent).oneTime.totalCents, 'USD'));
    expect(screen.getByRole('button', { name: COPY.accept })).toBeTruthy();
    expect(screen.getByRole('link', { name: COPY.downloadPdf }).getAttribute('href')).toBe(`${PATH}/document.pdf`);
    // The title is set in an effect, which may run after the transition's paint.
    await waitFor(() => expect(document.title).toBe(COPY.pageTitle(view.quote.reference, 'Northwind IT')));
  });

  it('updates the totals live as the client ticks an optional item', async () => {
    const view = publicQuoteFixture();
    stubApi({ [`GET ${PATH}`]: { status: 200, body: view } });
    renderPage();
    const spare = await screen.findByRole('checkbox', { name: COPY.optionalToggle('Spare access point') }, SLOW);
    const before = oneTime();
    await userEvent.click(spare);
    const spareId = view.pricingContent.sections[2]!.lines.find((l) => l.name === 'Spare access point')!.id;
    const expected = calculateQuoteTotals(
      applyOptionalSelection(view.pricingContent, { lineIds: [spareId], sectionIds: [] }),
    );
    expect(oneTime()).toBe(formatMoney(expected.oneTime.totalCents, 'USD'));
    expect(oneTime()).not.toBe(before);
    expect(screen.getByRole('rowheader', { name: /Spare access point/ }).textContent).not.toContain('not included');
  });

  it('validates the acceptance form with the domain messages, then accepts with the ticked options', async () => {
    const view = publicQuoteFixture();
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: view },
      [`POST ${PATH}/accept`]: { status: 200, body: acceptedView(view) },
    });
    renderPage();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: COPY.optionalToggle('After-hours support') }, SLOW),
    );
    await userEvent.click(screen.getByRole('button', { name: COPY.accept }));
    await screen.findByRole('heading', { name: COPY.acceptHeading }, SLOW);
    // One accept action at a time: the panel's submit replaces the summary's Accept and Decline.
    expect(screen.queryByRole('button', { name: COPY.accept })).toBeNull();
    expect(screen.queryByRole('button', { name: COPY.decline })).toBeNull();
    expect(screen.getAllByRole('button', { name: COPY.submitAccept })).toHaveLength(1);
    expect((screen.getByLabelText(COPY.email) as HTMLInputElement).value).toBe('dana@contoso.example');
    await userEvent.click(screen.getByRole('button', { name: COPY.submitAccept }));
    expect(screen.getByText(PUBLIC_QUOTE_COPY.signerNameRequired)).toBeTruthy();
    expect(screen.getByText(PUBLIC_QUOTE_COPY.signerTitleRequired)).toBeTruthy();
    expect(screen.getByText(PUBLIC_QUOTE_COPY.agreementRequired)).toBeTruthy();
    expect(bodiesSent(api, 'POST', `${PATH}/accept`)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(COPY.fullName), 'Dana Scully');
    await userEvent.type(screen.getByLabelText(COPY.title), 'Owner');
    await userEvent.click(screen.getByRole('checkbox', { name: COPY.agreement('Northwind IT') }));
    expect(screen.queryByText(PUBLIC_QUOTE_COPY.signerNameRequired)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: COPY.submitAccept }));

    expect(await screen.findByText(COPY.acceptedSuccess('dana@contoso.example'))).toBeTruthy();
    const afterHours = view.pricingContent.sections[4]!.lines.find((l) => l.name === 'After-hours support')!.id;
    expect(bodiesSent(api, 'POST', `${PATH}/accept`)).toEqual([
      {
        signerName: 'Dana Scully',
        signerTitle: 'Owner',
        signerEmail: 'dana@contoso.example',
        signature: { kind: 'typed', text: 'Dana Scully' },
        agreed: true,
        selectedLineIds: [afterHours],
        selectedSectionIds: [],
      },
    ]);
    expect(screen.queryByRole('button', { name: COPY.accept })).toBeNull();
  });

  it('shows a conflict from the API on the form', async () => {
    const view = publicQuoteFixture();
    stubApi({
      [`GET ${PATH}`]: { status: 200, body: view },
      [`POST ${PATH}/accept`]: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: PUBLIC_QUOTE_COPY.alreadyAccepted, requestId: 'r1' } },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: COPY.accept }, SLOW));
    await userEvent.type(await screen.findByLabelText(COPY.fullName, {}, SLOW), 'Dana Scully');
    await userEvent.type(screen.getByLabelText(COPY.title), 'Owner');
    await userEvent.click(screen.getByRole('checkbox', { name: COPY.agreement('Northwind IT') }));
    await userEvent.click(screen.getByRole('button', { name: COPY.submitAccept }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUBLIC_QUOTE_COPY.alreadyAccepted);
  });

  it('reads the quote again after a conflict and shows where it stands now', async () => {
    const view = publicQuoteFixture();
    let accepted = false;
    stubApi({
      [`GET ${PATH}`]: () => ({ status: 200, body: accepted ? acceptedView(view) : view }),
      [`POST ${PATH}/accept`]: () => {
        accepted = true; // signed in another tab meanwhile
        return { status: 409, body: { error: { code: 'CONFLICT', message: PUBLIC_QUOTE_COPY.alreadyAccepted } } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: COPY.accept }, SLOW));
    await userEvent.type(await screen.findByLabelText(COPY.fullName, {}, SLOW), 'Dana Scully');
    await userEvent.type(screen.getByLabelText(COPY.title), 'Owner');
    await userEvent.click(screen.getByRole('checkbox', { name: COPY.agreement('Northwind IT') }));
    await userEvent.click(screen.getByRole('button', { name: COPY.submitAccept }));
    await waitFor(() => expect(screen.queryByRole('button', { name: COPY.submitAccept })).toBeNull(), SLOW);
    expect(screen.queryByRole('button', { name: COPY.accept })).toBeNull();
    expect(screen.getByRole('link', { name: COPY.downloadSignedPdf })).toBeTruthy();
  });

  it('declines with a reason', async () => {
    const view = publicQuoteFixture();
    const declined = { ...view, state: 'declined' as const, decline: { declinedAt: '2026-11-22', reason: 'Budget' } };
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: view },
      [`POST ${PATH}/decline`]: { status: 200, body: declined },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: COPY.decline }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: COPY.submitDecline }, SLOW));
    expect(screen.getByText(PUBLIC_QUOTE_COPY.declineReasonRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(COPY.declineReason), 'Budget');
    await userEvent.click(screen.getByRole('button', { name: COPY.submitDecline }));
    expect(await screen.findByRole('heading', { name: COPY.declinedTitle })).toBeTruthy();
    expect(bodiesSent(api, 'POST', `${PATH}/decline`)).toEqual([{ reason: 'Budget' }]);
  });

  it('shows accepted and expired quotes read-only', async () => {
    const view = publicQuoteFixture();
    stubApi({ [`GET ${PATH}`]: { status: 200, body: acceptedView(view) } });
    const { unmount } = renderPage();
    expect(
      await screen.findByText(COPY.acceptedBy('Dana Scully', 'Owner', 'November 22, 2026'), {}, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: COPY.downloadSignedPdf })).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.accept })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    stubApi({ [`GET ${PATH}`]: { status: 200, body: { ...view, state: 'expired' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: COPY.expiredTitle }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COPY.accept })).toBeNull();
  });

  it('shows one unavailable page for unknown links, with the newer-version hint when there is one', async () => {
    const notFound = (newerVersionSent: boolean) => ({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'x', requestId: 'r', details: { newerVersionSent } } },
    });
    stubApi({ [`GET ${PATH}`]: notFound(false) });
    const { unmount } = renderPage();
    expect(await screen.findByRole('heading', { name: PUBLIC_QUOTE_COPY.unavailableTitle })).toBeTruthy();
    expect(screen.getByText(PUBLIC_QUOTE_COPY.unavailableBody)).toBeTruthy();
    unmount();
    stubApi({ [`GET ${PATH}`]: notFound(true) });
    renderPage();
    expect(await screen.findByText(PUBLIC_QUOTE_COPY.newerVersionSent)).toBeTruthy();
  });

  it('explains rate limiting and network errors, and retries', async () => {
    stubApi({
      [`GET ${PATH}`]: { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'slow', requestId: 'r' } } },
    });
    const { unmount } = renderPage();
    expect(await screen.findByText(PUBLIC_QUOTE_COPY.tooManyRequests)).toBeTruthy();
    unmount();
    let calls = 0;
    stubApi({
      [`GET ${PATH}`]: () => (++calls === 1 ? new TypeError('offline') : { status: 200, body: publicQuoteFixture() }),
    });
    renderPage();
    expect(await screen.findByText(COPY.networkError)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: COPY.retry }));
    await waitFor(
      () => expect(screen.getByRole('heading', { level: 1, name: 'Clinic modernisation' })).toBeTruthy(),
      SLOW,
    );
  });
});
