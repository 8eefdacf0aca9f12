// `node --import tsx apps/api/src/cli/stripe-fake.ts`: the Stripe fake on a fixed port for local development, sending
// its webhooks to the local API. It prints the environment to start the product against it.
import { FAKE_PRICE_IDS, startStripeFake } from '../testing/stripe-fake';

// eslint-disable-next-line no-restricted-syntax -- the fake's own settings, not the server's configuration
const { STRIPE_FAKE_PORT = '12111', PORT = '3000' } = process.env;
const WEBHOOK_SECRET = 'whsec_fake_local';

const fake = await startStripeFake({
  port: Number(STRIPE_FAKE_PORT),
  webhookSecret: WEBHOOK_SECRET,
  webhookUrl: `http://localhost:${PORT}/api/billing/stripe/webhook`,
});

const priceLines = Object.entries(FAKE_PRICE_IDS).map(([key, id]) => `STRIPE_PRICE_${key.toUpperCase()}=${id}`);
console.log(`Stripe fake running on ${fake.url} (webhooks to port ${PORT}). Start the app with:

STRIPE_SECRET_KEY=sk_test_fake
STRIPE_WEBHOOK_SECRET=${WEBHOOK_SECRET}
STRIPE_API_BASE=${fake.url}
${priceLines.join('\n')}

Checkout and the billing portal are pages on ${fake.url}. Test cards: 4242 4242 4242 4242 pays,
4000 0000 0000 0002 is declined, 4000 0000 0000 0341 subscribes but fails later charges. State is in memory (Ctrl+C).`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
