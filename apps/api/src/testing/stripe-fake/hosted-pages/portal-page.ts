import type { Context, Hono } from 'hono';
import { formatDate, formatMoney } from '../billing/billing-periods';
import { invoiceAmountDue, invoicePdfUrl } from '../objects/build-invoice';
import type { FakeContext } from '../fake-context';
import { getOrThrow, type PortalSessionRecord, type SubscriptionRecord } from '../fake-store';
import { decodeForm } from '../api/form-params';
import { productName } from '../billing/invoice-payments';
import { replaceCard } from '../billing/replace-card';
import { updateSubscription } from '../billing/update-subscription';
import { html, page, type SafeHtml } from './html';

const STATUS_LABELS: Record<SubscriptionRecord['status'], string> = {
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** Stripe's Customer Portal, reduced: plan, seats, renewal, card on file, invoices, cancel or renew, return. */
export function registerPortalPage(app: Hono, ctx: FakeContext): void {
  const withSession = (handler: (c: Context, session: PortalSessionRecord) => Response | Promise<Response>) => {
    return (c: Context) => {
      const session = ctx.store.portalSessions.get(c.req.param('id') ?? '');
      if (!session) return c.html(page('Portal not found', html`<p>This billing portal link is not valid.</p>`), 404);
      return handler(c, session);
    };
  };
  const back = (c: Context, session: PortalSessionRecord) => c.redirect(`/portal/${session.id}`, 303);

  app.get(
    '/portal/:id',
    withSession((c, session) => c.html(renderPortal(ctx, session))),
  );

  app.post(
    '/portal/:id/card',
    withSession(async (c, session) => {
      const form = decodeForm(await c.req.text());
      const cardNumber = typeof form['card_number'] === 'string' ? form['card_number'] : '';
      const customer = getOrThrow(ctx.store.customers, session.customerId, 'customer');
      const error = replaceCard(ctx, customer, cardNumber);
      return error ? c.html(renderPortal(ctx, session, error), 400) : back(c, session);
    }),
  );

  for (const [action, cancelAtPeriodEnd] of [
    ['cancel', true],
    ['renew', false],
  ] as const) {
    app.post(
      `/portal/:id/${action}`,
      withSession((c, session) => {
        const subscription = currentSubscription(ctx, session.customerId);
        if (subscription && subscription.status !== 'canceled') {
          updateSubscription(ctx, subscription, { cancelAtPeriodEnd });
        }
        return back(c, session);
      }),
    );
  }
}

/** The customer's newest subscription still running, else their newest one. */
function currentSubscription(ctx: FakeContext, customerId: string): SubscriptionRecord | null {
  const newestFirst = [...ctx.store.subscriptions.values()]
    .filter((subscription) => subscription.customerId === customerId)
    .reverse();
  return newestFirst.find((subscription) => subscription.status !== 'canceled') ?? newestFirst[0] ?? null;
}

function renderPortal(ctx: FakeContext, session: PortalSessionRecord, cardError?: string): string {
  const customer = getOrThrow(ctx.store.customers, session.customerId, 'customer');
  const subscription = currentSubscription(ctx, customer.id);
  const card = customer.card;
  return page(
    'Billing',
    html`${subscription ? planSection(ctx, subscription) : html`<p>You have no plan.</p>`}
      <h2>Payment method</h2>
      <p>${card ? `Visa •••• ${card.last4}` : 'No card on file'}</p>
      <form method="post" action="/portal/${session.id}/card">
        ${cardError ? html`<p role="alert">${cardError}</p>` : ''}
        <label for="card_number">Card number</label>
        <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required />
        <button type="submit">Replace card</button>
      </form>
      ${invoicesSection(ctx, customer.id)}
      ${subscription && subscription.status !== 'canceled' ? cancelOrRenewForm(session, subscription) : ''}
      ${session.returnUrl ? html`<p><a href="${session.returnUrl}">Return to Scopewright</a></p>` : ''}`,
  );
}

function planSection(ctx: FakeContext, subscription: SubscriptionRecord): SafeHtml {
  const price = getOrThrow(ctx.store.prices, subscription.priceId, 'price');
  const renewal =
    subscription.status === 'canceled'
      ? `Ended on ${formatDate(subscription.endedAt ?? subscription.periodEnd)}`
      : `${subscription.cancelAtPeriodEnd ? 'Cancels on' : 'Renews on'} ${formatDate(subscription.periodEnd)}`;
  return html`<h2>Current plan</h2>
    <dl>
      <dt>Plan</dt>
      <dd>${productName(ctx, price)}</dd>
      <dt>Seats</dt>
      <dd>${subscription.quantity}</dd>
      <dt>Price</dt>
      <dd>${formatMoney(price.unitAmount, price.currency)} per seat / ${price.interval}</dd>
      <dt>Status</dt>
      <dd>${STATUS_LABELS[subscription.status]}</dd>
    </dl>
    <p>${renewal}</p>
    ${subscription.status === 'past_due' ? html`<p role="status">Your last payment failed. Replace your card to pay it.</p>` : ''}`;
}

function cancelOrRenewForm(session: PortalSessionRecord, subscription: SubscriptionRecord): SafeHtml {
  const action = subscription.cancelAtPeriodEnd ? 'renew' : 'cancel';
  return html`<form method="post" action="/portal/${session.id}/${action}">
    <button type="submit">${subscription.cancelAtPeriodEnd ? 'Renew plan' : 'Cancel plan'}</button>
  </form>`;
}

function invoicesSection(ctx: FakeContext, customerId: string): SafeHtml {
  const invoices = [...ctx.store.invoices.values()].filter((invoice) => invoice.customerId === customerId).reverse();
  if (invoices.length === 0)
    return html`<h2>Invoices</h2>
      <p>No invoices yet.</p>`;
  return html`<h2>Invoices</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">PDF</th>
        </tr>
      </thead>
      <tbody>
        ${invoices.map(
          (invoice) =>
            html`<tr>
              <td>${invoice.number}</td>
              <td>${formatDate(invoice.created)}</td>
              <td>${formatMoney(invoiceAmountDue(invoice), invoice.currency)}</td>
              <td>${invoice.status}</td>
              <td>
                <a href="${invoicePdfUrl(ctx.baseUrl, invoice.id)}" aria-label="PDF of invoice ${invoice.number}"
                  >PDF</a
                >
              </td>
            </tr>`,
        )}
      </tbody>
    </table>`;
}
