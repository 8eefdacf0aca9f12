import { createServer } from 'node:http';
import { startSmtpReceiver } from '../apps/api/src/testing/smtp-receiver';
import { exitWithRunner } from './exit-with-runner';
import { MAILBOX_PORT } from './mailbox';
import { stripeFakeEnv } from './stripe-billing';

/**
 * The e2e webServer: a real SMTP receiver on 127.0.0.1 with a small JSON inbox (GET /messages) for the specs
 * (mailbox.ts), then the app itself in this process as `npm start` runs it (the prebuilt apps/api/dist/main.js,
 * built by the webServer command when stale), sending its mail to that receiver through the worker. With
 * STRIPE_FAKE_PORT set it first starts the Stripe fake there and bills through it (stripe-billing.ts).
 */
exitWithRunner();
const smtp = await startSmtpReceiver();
createServer((request, response) => {
  if (request.url?.startsWith('/messages')) {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(smtp.messages.map(({ to, headers, decoded }) => ({ to, subject: headers.subject, decoded }))),
    );
    return;
  }
  response.writeHead(404).end();
}).listen(MAILBOX_PORT, '127.0.0.1');

const stripeFakePort = process.env.STRIPE_FAKE_PORT;
if (stripeFakePort) {
  const { startStripeFake } = await import('../apps/api/src/testing/stripe-fake');
  const webhookSecret = 'whsec_e2e_stripe_fake';
  const fake = await startStripeFake({
    port: Number(stripeFakePort),
    webhookSecret,
    webhookUrl: `http://127.0.0.1:${process.env.PORT}/api/billing/stripe/webhook`,
  });
  Object.assign(process.env, stripeFakeEnv(fake.url, webhookSecret));
}

process.env.SMTP_URL = smtp.url;
process.env.WORKER = 'on';
process.setSourceMapsEnabled(true);
await import(new URL('../apps/api/dist/main.js', import.meta.url).href);
