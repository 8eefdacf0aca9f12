import type { Hono } from 'hono';
import { formatMoney } from '../billing/billing-periods';
import { completeCheckout } from '../billing/complete-checkout';
import type { FakeContext } from '../fake-context';
import { getOrThrow, type CheckoutSessionRecord } from '../fake-store';
import { decodeForm } from '../api/form-params';
import { productName } from '../billing/invoice-payments';
import { html, page } from './html';

const DEFAULT_CARD = '4242 4242 4242 4242';

interface FormState {
  quantity: number;
  cardNumber: string;
  error?: string;
}

/** Stripe's hosted Checkout, reduced to what a test needs: seats, a card number, Subscribe and Back. */
export function registerCheckoutPage(app: Hono, ctx: FakeContext): void {
  const sessionOrNull = (id: string) => ctx.store.checkoutSessions.get(id) ?? null;

  app.get('/checkout/:id', (c) => {
    const session = sessionOrNull(c.req.param('id'));
    if (!session) return c.html(page('Checkout not found', html`<p>This checkout link is not valid.</p>`), 404);
    return c.html(renderCheckout(ctx, session, { quantity: session.quantity, cardNumber: DEFAULT_CARD }));
  });

  app.post('/checkout/:id', async (c) => {
    const session = sessionOrNull(c.req.param('id'));
    if (!session) return c.html(page('Checkout not found', html`<p>This checkout link is not valid.</p>`), 404);
    const form = decodeForm(await c.req.text());
    const quantity = Number(form['quantity'] ?? session.quantity);
    const cardNumber = typeof form['card_number'] === 'string' ? form['card_number'] : '';
    if (session.status === 'complete') return c.html(renderCheckout(ctx, session, { quantity, cardNumber }));
    const result = completeCheckout(ctx, session, { quantity, cardNumber });
    if (result.ok) return c.redirect(result.redirectTo, 303);
    return c.html(renderCheckout(ctx, session, { quantity, cardNumber, error: result.error }), 400);
  });
}

function renderCheckout(ctx: FakeContext, session: CheckoutSessionRecord, form: FormState): string {
  const price = getOrThrow(ctx.store.prices, session.priceId, 'price');
  const product = productName(ctx, price);
  if (session.status === 'complete') {
    return page('Test checkout', html`<p>This checkout is complete: your ${product} subscription has started.</p>`);
  }
  const bounds = session.adjustableQuantity ?? { minimum: session.quantity, maximum: session.quantity };
  return page(
    'Test checkout',
    html`<h2>${product}</h2>
      <p>${formatMoney(price.unitAmount, price.currency)} per seat / ${price.interval}</p>
      <form method="post">
        ${form.error ? html`<p role="alert">${form.error}</p>` : ''}
        <label for="quantity">Number of seats</label>
        <input
          id="quantity"
          name="quantity"
          type="number"
          required
          min="${bounds.minimum}"
          max="${bounds.maximum}"
          value="${form.quantity}"
          ${session.adjustableQuantity ? '' : 'readonly'}
        />
        <label for="card_number">Card number</label>
        <input
          id="card_number"
          name="card_number"
          inputmode="numeric"
          autocomplete="cc-number"
          required
          value="${form.cardNumber}"
        />
        <button type="submit">Subscribe</button>
      </form>
      ${session.cancelUrl ? html`<p><a href="${session.cancelUrl}">Back</a></p>` : ''}`,
  );
}
